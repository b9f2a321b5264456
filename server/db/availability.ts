/**
 * Whether the database can be reached right now. A PostgreSQL restart, a failover or an operator's
 * `pg_terminate_backend` ends every connection: the queries under way fail, and for a while new
 * connections are refused. That is an outage to wait out (503 with Retry-After), not a fault of the
 * request (400) or of the code (500). The pool reports what it sees here; the HTTP edges read it.
 */

/** SQLSTATE codes and socket errors that mean "no database at the moment". */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: terminated by an operator or a restart
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or in recovery
  "53300", // too_many_connections
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** What pg says when a connection is lost or cannot be made in time (its errors have no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** True when an error (or its cause) says the database is unreachable rather than the query wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}

/** Seconds a client is asked to wait during an outage (a restart usually takes a few). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export interface DatabaseAvailability {
  /** Records the outcome of reaching the database: an error that means an outage, or a success. */
  saw(err?: unknown): void;
  /** Whether the last attempt to reach the database failed for want of a database. */
  readonly down: boolean;
  /** When the current outage began (ms since the epoch), or null. */
  readonly downSince: number | null;
  /**
   * Whether an outage error was seen at or after `since` (ms since the epoch): a request that
   * failed while a connection was being lost, even if another request has reconnected since.
   */
  outageSeenSince(since: number): boolean;
}

export function createAvailability(now: () => number = Date.now): DatabaseAvailability {
  let downSince: number | null = null;
  let lastOutageAt = -Infinity;
  return {
    saw(err) {
      if (err === undefined) downSince = null;
      else if (isDatabaseUnavailable(err)) {
        lastOutageAt = now();
        downSince ??= lastOutageAt;
      }
    },
    outageSeenSince: (since) => downSince !== null || lastOutageAt >= since,
    get down() {
      return downSince !== null;
    },
    get downSince() {
      return downSince;
    },
  };
}
