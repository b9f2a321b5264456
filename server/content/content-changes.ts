/**
 * How every write of a content item is recorded (docs/decisions/0014-revisions-and-audit.md): a
 * save keeps a revision, and each change leaves an audit entry, in the transaction of the write.
 */
import type { ContentVerb } from "../../core/audit-actions.ts";
import { changesBetween } from "../../core/content/revisions.ts";
import { notFound } from "../../core/errors.ts";
import type { Actor } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db } from "../db/index.ts";
import { contentChange } from "../events/site-change.ts";
import { syncItems } from "../search/search-index.ts";
import type { ContentContext, LooseDb } from "./content-context.ts";
import { recordRevision } from "./revisions.ts";
import type { Row } from "./row-mapping.ts";

/** What a change of one item leaves behind; `after` (and `before`, on update) when it is a save. */
export interface Change {
  id: number;
  details?: Record<string, unknown>;
  before?: Row | null;
  after?: Row;
}

export function contentChanges({ db, definition, table, hooks, titleDetails }: ContentContext) {
  /**
   * Records a change in its transaction: a save keeps a revision with the changed fields and
   * languages, the audit entry (`content.<action>`) names them, with the item's title, and the
   * site search's documents of the item follow it.
   */
  async function recordChange(trx: LooseDb, actor: Actor, action: ContentVerb, change: Change) {
    await syncItems(trx as unknown as Db, definition, [change.id]);
    let details = change.details ?? {};
    if (change.after) {
      const changes = changesBetween(definition, change.before ?? null, change.after);
      await recordRevision(trx as unknown as Db, {
        entityType: table,
        entityId: change.id,
        actor,
        action,
        changes,
        snapshot: change.after,
      });
      details = { ...titleDetails(change.after), ...changes, ...details };
    }
    await hooks.audit?.record(
      actor,
      `content.${action}`,
      { type: table, id: change.id },
      details,
      trx as unknown as Parameters<AuditService["record"]>[4],
    );
  }

  /**
   * Runs a write, its record (recordChange) and its CDN purge in one transaction (all or none),
   * then tells the caches. `write` returns the change, with its result, or null when there was
   * nothing to change (404).
   */
  async function audited<R>(
    actor: Actor,
    action: ContentVerb,
    write: (trx: LooseDb) => Promise<(Change & { result: R }) | null>,
  ): Promise<R> {
    const done = await db.transaction().execute(async (trx) => {
      const out = await write(trx);
      if (out) {
        await recordChange(trx, actor, action, out);
        await hooks.siteChanges?.changing?.(trx, contentChange(definition.name, [out.id]));
      }
      return out;
    });
    if (!done) throw notFound();
    hooks.siteChanges?.changed?.(contentChange(definition.name, [done.id]));
    return done.result;
  }

  return { recordChange, audited };
}

export type ContentChanges = ReturnType<typeof contentChanges>;
