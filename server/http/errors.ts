import type { ErrorRequestHandler, Response } from "express";
import type { Logger } from "pino";
import en from "../../texts/locales/en/common.json";
import fr from "../../texts/locales/fr/common.json";
import ru from "../../texts/locales/ru/common.json";
import type { Locale } from "../../core/constants.ts";
import { AppError } from "../../core/errors.ts";
import { resolveRequestLocale } from "../../core/locale-detection.ts";
import { redactUrl } from "../observability/redact-url.ts";
import {
  type DatabaseAvailability,
  isDatabaseUnavailable,
  OUTAGE_RETRY_AFTER_SECONDS,
} from "../db/availability.ts";

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every API error is JSON `{ error: { message, fields? } }`; bad input never becomes a 500. */
export function apiErrorHandler(
  log: Logger,
  availability?: DatabaseAvailability,
): ErrorRequestHandler {
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
      res.status(400).json({
        error: {
          message: "The request body is not valid JSON",
          details: { reason: "invalidJson" },
        },
      });
      return;
    }
    if (parserError?.type === "entity.too.large") {
      res.status(413).json({
        error: { message: "The request body is too large", details: { reason: "bodyTooLarge" } },
      });
      return;
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ error: { message: "Bad request" } });
      return;
    }
    if (duringOutage(err, availability)) {
      log.warn({ err }, "request failed: the database is unavailable");
      answerOutage(res).json({
        error: {
          message: "The database cannot be reached at the moment. Please try again shortly.",
        },
      });
      return;
    }
    log.error({ err }, "unhandled error");
    res
      .status(500)
      .json({ error: { message: "Something went wrong on our side. Please try again." } });
  };
}

/** Whether a failure is the database's absence (or happened while it is known to be away). */
export const duringOutage = (err: unknown, availability?: DatabaseAvailability) =>
  isDatabaseUnavailable(err) || Boolean(availability?.down);

/** 503 with Retry-After and no caching: an outage is waited out, not remembered. */
export function answerOutage(res: Response) {
  res.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  return res.status(503);
}

const PAGE_ERROR_TEXT: Record<Locale, string> = {
  en: en.error.text,
  fr: fr.error.text,
  ru: ru.error.text,
};
const PAGE_OUTAGE_TEXT: Record<Locale, string> = {
  en: en.outage.text,
  fr: fr.outage.text,
  ru: ru.outage.text,
};

/**
 * The last resort for a page request that failed before React could render its error page (the
 * session or the settings could not be read): a short text in the page's language, 503 with
 * Retry-After while the database is away, else 500. The stack goes to the log, never the visitor.
 */
export function pageErrorHandler(
  log: Logger,
  availability?: DatabaseAvailability,
): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const outage = duringOutage(err, availability);
    const url = redactUrl(req.originalUrl);
    if (outage) log.warn({ err, url }, "page failed: the database is unavailable");
    else log.error({ err, url }, "page failed");
    // The session may be what failed: the admin's falls back to the browser's language here.
    const { locale } = resolveRequestLocale({
      path: req.path,
      acceptLanguage: req.get("accept-language"),
    });
    (outage ? answerOutage(res) : res.status(500).setHeader("Cache-Control", "no-store"))
      .type("text/plain; charset=utf-8")
      .setHeader("Content-Language", locale)
      .send((outage ? PAGE_OUTAGE_TEXT : PAGE_ERROR_TEXT)[locale]);
  };
}
