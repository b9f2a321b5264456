/**
 * Each server process announces itself in `server_processes` and renews its row every few
 * seconds while it runs; the row goes at a clean shutdown. `runningServers` lists those seen
 * recently: a process killed without a shutdown drops out after `STALE_AFTER_MS`.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { type Db, nowIso } from "./index.ts";

const RENEW_EVERY_MS = 10_000;
export const STALE_AFTER_MS = 3 * RENEW_EVERY_MS;

export async function announceServerProcess(
  db: Db,
  address: string,
  onError: (err: unknown) => void,
) {
  const id = randomUUID();
  const startedAt = nowIso();
  // An upsert: the row comes back if something removed it (an operator's clean-up).
  const renew = () =>
    db
      .insertInto("serverProcesses")
      .values({ id, host: os.hostname(), pid: process.pid, address, startedAt, seenAt: nowIso() })
      .onConflict((oc) => oc.column("id").doUpdateSet({ seenAt: nowIso() }))
      .execute();
  await renew();
  const timer = setInterval(() => void renew().catch(onError), RENEW_EVERY_MS);
  timer.unref();
  return {
    async withdraw() {
      clearInterval(timer);
      await db.deleteFrom("serverProcesses").where("id", "=", id).execute().catch(onError);
    },
  };
}

export async function runningServers(db: Db, now = Date.now()) {
  const since = new Date(now - STALE_AFTER_MS).toISOString();
  return db
    .selectFrom("serverProcesses")
    .select(["host", "pid", "address", "seenAt"])
    .where("seenAt", ">", since)
    .execute();
}
