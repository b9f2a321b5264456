/**
 * The CDN purges to send (issue 37): a change queues the cache tags it touched (a row in
 * `cdn_purges`), and `run()` — a second after the change, then on a timer — claims what is due, sends
 * the tags of all claimed rows together in batches the CDN takes, and marks them done. A refusal
 * (429, 5xx, an unreachable CDN) keeps them for later with back-off (the CDN's Retry-After when it
 * gives one), and after MAX_ATTEMPTS they are failed, with the error staff see. Claims are
 * conditional updates, so two processes never send the same row at once; a claim left by a process
 * that died is taken over after CLAIM_EXPIRY_MS.
 */
import { randomUUID } from "node:crypto";
import { type QueryExecutorProvider, sql } from "kysely";
import type { Logger } from "pino";
import type { CdnStatus } from "../../core/cdn-status.ts";
import { coalescedRun } from "../coalesced-run.ts";
import { type Db, nowIso } from "../db/index.ts";
import { type PurgeAdapter, PurgeFailure } from "./cdn-providers.ts";

export const MAX_ATTEMPTS = 12;
/**
 * How long a purge waits after its change: the other processes hear the change on the bus within
 * milliseconds and drop their page caches; a CDN that refetched a page from one of them before it
 * heard would keep the old page until its s-maxage.
 */
export const SETTLE_MS = 1000;
const CLAIM_EXPIRY_MS = 60_000;
const CLAIM_LIMIT = 200;
/** Done and failed purges are kept this long for the status staff see. */
const KEEP_MS = 7 * 86_400_000;

/** The wait before attempt `attempts + 1`: 2 s, 4 s, 8 s … up to ten minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/**
 * Writes a purge of `tags`, due SETTLE_MS after `now`, on `on`: the purge queue's own connection,
 * or a transaction whose change it purges (a restore), so that both or neither are kept.
 */
export async function insertPurge(on: QueryExecutorProvider, tags: string[], now = new Date()) {
  // Plain SQL: a restore's transaction has no camelCase mapping (backup/database-catalog.ts).
  await sql`insert into cdn_purges (tags, next_attempt_at, created_at)
    values (${[...new Set(tags)].join(" ")}, ${new Date(now.getTime() + SETTLE_MS).toISOString()},
      ${now.toISOString()})`.execute(on);
}

export interface PurgeQueue {
  /** Queues a purge of `tags` on its own, sent SETTLE_MS later. */
  queue(tags: string[]): Promise<void>;
  /** A purge was queued in a transaction now committed (`insertPurge`): sent SETTLE_MS later. */
  queued(): void;
  /** Sends what is due at `now`; the number of rows purged. */
  run(now?: Date): Promise<number>;
  status(): Promise<CdnStatus>;
  /** Deletes done and failed rows older than a week. */
  purgeOld(now?: Date): Promise<number>;
}

export function createPurgeQueue(
  db: Db,
  adapter: PurgeAdapter,
  options: {
    log?: Logger;
    /** Asks for a run now (the background jobs' kick). */
    wake?: () => void;
    observe?: (result: "done" | "retry" | "failed") => void;
  } = {},
): PurgeQueue {
  const worker = randomUUID();
  let clock: Date | undefined;
  const runs = coalescedRun(() => sendDue(clock ?? new Date()));

  async function claim(now: Date) {
    const stale = new Date(now.getTime() - CLAIM_EXPIRY_MS).toISOString();
    const due = await db
      .selectFrom("cdnPurges")
      .select("id")
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<=", now.toISOString())
      .where((eb) => eb.or([eb("claimedBy", "is", null), eb("claimedAt", "<", stale)]))
      .orderBy("id")
      .limit(CLAIM_LIMIT)
      .execute();
    if (due.length === 0) return [];
    return db
      .updateTable("cdnPurges")
      .set({ claimedBy: worker, claimedAt: now.toISOString() })
      .where(
        "id",
        "in",
        due.map((r) => r.id),
      )
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("claimedBy", "is", null), eb("claimedAt", "<", stale)]))
      .returning(["id", "tags", "attempts"])
      .execute();
  }

  async function sendDue(now: Date): Promise<number> {
    const rows = await claim(now);
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    const tags = [...new Set(rows.flatMap((r) => r.tags.split(" ")).filter(Boolean))].sort();
    try {
      for (let i = 0; i < tags.length; i += adapter.batch) {
        await adapter.purge(tags.slice(i, i + adapter.batch));
      }
    } catch (err) {
      await refused(rows, err, now);
      return 0;
    }
    await db
      .updateTable("cdnPurges")
      .set({ status: "done", doneAt: nowIso(), claimedBy: null, claimedAt: null })
      .where("id", "in", ids)
      .where("claimedBy", "=", worker)
      .execute();
    options.log?.info({ tags, provider: adapter.provider }, "cdn purged");
    options.observe?.("done");
    return rows.length;
  }

  async function refused(rows: { id: number; attempts: number }[], err: unknown, now: Date) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const retryAfter = err instanceof PurgeFailure ? err.retryAfterMs : undefined;
    for (const row of rows) {
      const attempts = row.attempts + 1;
      const last = attempts >= MAX_ATTEMPTS;
      const wait = Math.max(backoffMs(attempts), retryAfter ?? 0);
      await db
        .updateTable("cdnPurges")
        .set({
          attempts,
          lastError: message,
          status: last ? "failed" : "pending",
          doneAt: last ? now.toISOString() : null,
          nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
          claimedBy: null,
          claimedAt: null,
        })
        .where("id", "=", row.id)
        .where("claimedBy", "=", worker)
        .execute();
    }
    const failed = rows.some((r) => r.attempts + 1 >= MAX_ATTEMPTS);
    options.log?.[failed ? "error" : "warn"](
      { err, provider: adapter.provider, purges: rows.length },
      failed ? "cdn purge failed for good" : "cdn purge refused; retried later",
    );
    options.observe?.(failed ? "failed" : "retry");
  }

  function queued() {
    if (options.wake) setTimeout(options.wake, SETTLE_MS + 20).unref();
  }

  return {
    async queue(tags) {
      if (tags.length === 0) return;
      await insertPurge(db, tags);
      queued();
    },
    queued,
    run(now) {
      clock = now;
      return runs.run();
    },
    async status() {
      const counts = await db
        .selectFrom("cdnPurges")
        .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      const count = (status: string) => Number(counts.find((c) => c.status === status)?.count ?? 0);
      const lastDone = await db
        .selectFrom("cdnPurges")
        .select(["id", "doneAt"])
        .where("status", "=", "done")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      // The newest refusal still waiting, or failed after the last success.
      const refusal = await db
        .selectFrom("cdnPurges")
        .select(["id", "lastError", "status", "nextAttemptAt"])
        .where("status", "in", ["pending", "failed"])
        .where("lastError", "!=", "")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      const current = refusal && (refusal.status === "pending" || refusal.id > (lastDone?.id ?? 0));
      return {
        provider: adapter.provider,
        pending: count("pending"),
        failed: count("failed"),
        lastDoneAt: lastDone?.doneAt ?? null,
        lastError: current
          ? {
              message: refusal.lastError,
              nextAttemptAt: refusal.status === "pending" ? refusal.nextAttemptAt : null,
            }
          : null,
      };
    },
    async purgeOld(now = new Date()) {
      const before = new Date(now.getTime() - KEEP_MS).toISOString();
      const res = await db
        .deleteFrom("cdnPurges")
        .where("status", "in", ["done", "failed"])
        .where("doneAt", "<", before)
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
