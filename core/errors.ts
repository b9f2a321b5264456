/** Errors the services throw; the HTTP layer maps `status` to the response code. */
export class AppError extends Error {
  /** For 429 answers: when to try again (sent as Retry-After). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly fields?: Record<string, string>,
    /** More about the refusal, sent as `error.details` (e.g. the uses of an image kept from deletion). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, fields);
export const unauthorized = (message = "Please sign in") => new AppError(401, message);
export const forbidden = (message = "You don't have admin privileges") =>
  new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, message, undefined, details);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedMedia = (message: string) => new AppError(415, message);

/**
 * The status of a service error, or undefined for anything else. By shape, not `instanceof`: the
 * server and the app's build each load their own copy of this module.
 */
export function appErrorStatus(error: unknown): AppError["status"] | undefined {
  return error instanceof Error && error.name === "AppError"
    ? (error as AppError).status
    : undefined;
}
