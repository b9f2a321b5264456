/**
 * What an operator reads when the process cannot start: one sentence naming the setting at fault
 * (PORT, HOST, DATA_DIR, DATABASE_URL…) and what to do, with the stack only at LOG_LEVEL=debug.
 */
import type { Config } from "./config.ts";
import { ConfigError } from "./config.ts";
import { DataDirError } from "./data-dir.ts";
import { MigrationMismatch } from "./db/migrate.ts";

const DATABASE_CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "28P01", // password authentication failed
  "28000", // no pg_hba.conf entry / role does not exist
  "3D000", // database does not exist
]);

export function describeStartFailure(err: unknown, config?: Config): string {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirError ||
    err instanceof MigrationMismatch
  ) {
    return err.message;
  }
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  if (config) {
    const listen = `HOST=${config.HOST} PORT=${config.PORT}`;
    if (code === "EADDRINUSE")
      return `${listen}: the port is already in use. Stop the other process or choose another PORT.`;
    if (code === "EACCES" && /listen/i.test(message))
      return `${listen}: this user may not listen on that port. Choose a PORT above 1023.`;
    if (code === "EADDRNOTAVAIL")
      return `${listen}: HOST is not an address of this machine. Use 127.0.0.1 behind a proxy, or 0.0.0.0.`;
    if (config.DATABASE_URL && typeof code === "string" && DATABASE_CONNECT_CODES.has(code))
      return `DATABASE_URL=${withoutPassword(config.DATABASE_URL)}: cannot connect (${message}). Check the address, the credentials and that PostgreSQL is running.`;
    if (!config.DATABASE_URL && /sqlite|database/i.test(message))
      return `DATA_DIR=${config.DATA_DIR}: the SQLite database ${config.databaseFile} cannot be used (${message}).`;
  }
  return `Failed to start: ${message}`;
}

/** The stack, for LOG_LEVEL=debug (or trace) only. */
export const startFailureDetails = (err: unknown, level?: string) =>
  (level === "debug" || level === "trace") && err instanceof Error ? (err.stack ?? "") : "";

function withoutPassword(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}
