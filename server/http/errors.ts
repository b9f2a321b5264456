import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { AppError } from "../../core/errors.ts";

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every API error is JSON `{ error: { message, fields? } }`; bad input never becomes a 500. */
export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    if (err instanceof AppError) {
      if (err.status === 429 && err.retryAfterSeconds) {
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      }
      res.status(err.status).json({
        error: {
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
          ...(err.details ? { details: err.details } : {}),
        },
      });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError?.type === "entity.parse.failed") {
      res.status(400).json({ error: { message: "The request body is not valid JSON" } });
      return;
    }
    if (parserError?.type === "entity.too.large") {
      res.status(413).json({ error: { message: "The request body is too large" } });
      return;
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ error: { message: "Bad request" } });
      return;
    }
    log.error({ err }, "unhandled error");
    res
      .status(500)
      .json({ error: { message: "Something went wrong on our side. Please try again." } });
  };
}
