/**
 * The process's last line of defence, for an error that no request handler, job or listener
 * caught. Each is logged as one JSON line carrying the id of the request it happened in (the
 * logger's mixin reads it: the async context of the failure is still current here), never silently.
 *
 * - A promise rejected with nobody waiting on it (`unhandledRejection`) left no half-run code
 *   behind: the work it belonged to had already moved on. The process logs it and serves on.
 * - An exception thrown into the event loop (`uncaughtException`) may have stopped any code in the
 *   middle, with a lock held or a structure half-updated: serving on is not safe. The process stops
 *   taking new requests, lets those in flight finish (the same drain as SIGTERM), and exits with
 *   status 1 so the supervisor starts a fresh one.
 */
import type { EventEmitter } from "node:events";
import type { Logger } from "pino";

export interface ProcessGuardOptions {
  log: Logger;
  /** Stops serving: drains the requests in flight and closes the database. */
  shutDown: () => Promise<void>;
  /** Longest the shutdown may take before the process exits anyway. */
  shutDownTimeoutMs: number;
  /** The process (tests give an emitter of their own). */
  target?: EventEmitter;
  exit?: (code: number) => void;
}

export function guardProcess({
  log,
  shutDown,
  shutDownTimeoutMs,
  target = process,
  exit = (code) => process.exit(code),
}: ProcessGuardOptions) {
  let stopping = false;
  target.on("unhandledRejection", (reason: unknown) => {
    log.error({ err: reason }, "unhandled promise rejection; the process serves on");
  });
  target.on("uncaughtException", (err: Error) => {
    if (stopping) {
      log.fatal({ err }, "uncaught exception while stopping");
      return;
    }
    stopping = true;
    log.fatal({ err }, "uncaught exception: draining, then exiting for the supervisor to restart");
    const deadline = setTimeout(() => exit(1), shutDownTimeoutMs);
    deadline.unref();
    shutDown()
      .catch((failure: unknown) => log.error({ err: failure }, "shutdown after a crash failed"))
      .finally(() => {
        clearTimeout(deadline);
        exit(1);
      });
  });
}
