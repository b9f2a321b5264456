/**
 * The worker's own SQLite database, opened beside its running server for what a test must read or
 * set directly (a confirmation link's effect, a stored row). The server writes at the same time
 * (the mail queue, the newsletter sender), so the connection waits for its lock (up to 5 s) rather
 * than failing at once with "database is locked".
 */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

export function workerDatabase(opts: { readOnly?: boolean } = {}) {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (tests/e2e/support/fixtures.ts sets it)");
  return new DatabaseSync(path.join(dir, "foundation.sqlite"), { ...opts, timeout: 5000 });
}
