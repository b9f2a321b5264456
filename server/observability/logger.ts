/**
 * The process's logger: one JSON object per line on stdout. A line written while a request is
 * served carries its `reqId`, whichever module writes it.
 */
import { type DestinationStream, type Level, type LevelWithSilent, pino } from "pino";
import { currentRequestId } from "./request-ids.ts";

export function createLogger(level: LevelWithSilent, destination?: DestinationStream) {
  return pino(
    {
      level,
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
      // Never written, whatever object a caller hands to the logger.
      redact: {
        paths: [
          "password",
          "*.password",
          "token",
          "*.token",
          "headers.authorization",
          "headers.cookie",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export type { Level };
