/**
 * Background work on content (docs/decisions/0013-scheduling-preview-trash.md), run by
 * server/background.ts and safe with any number of processes:
 * - `publishDue`: items "scheduled" whose publication time has come become published. The
 *   conditional update (`… where status = 'scheduled' and publish_at <= now`) is itself the claim:
 *   a row changes once, and only the process whose update changed it records the audit entry.
 * - `purgeTrash`: items in the trash longer than TRASH_RETENTION_DAYS are deleted for good, an
 *   idempotent delete (a row deleted by another process is simply not there any more).
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { TRASH_RETENTION_DAYS } from "../../core/constants.ts";
import type { EntityDefinition } from "../../core/content/define.ts";
import { ENTITIES } from "../../core/content/index.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db } from "../db/index.ts";
import { contentChange, type SiteChangeHooks } from "../events/site-change.ts";
import { syncItems } from "../search/search-index.ts";
import type { Row } from "./row-mapping.ts";

type LooseDb = Kysely<Record<string, Row>>;

/** Who the audit log names for what the site does by itself. */
export const SYSTEM_ACTOR = { id: null, email: "system" } as const;

/** What refers to an item besides its row: replaced slugs and preview links. */
export async function deleteItemTraces(trx: LooseDb, table: string, ids: number[]) {
  if (ids.length === 0) return;
  await trx
    .deleteFrom("slugHistory")
    .where("entity", "=", table)
    .where("itemId", "in", ids)
    .execute();
  await trx
    .deleteFrom("previewTokens")
    .where("entity", "=", table)
    .where("itemId", "in", ids)
    .execute();
}

export interface ContentJobs {
  /** Publishes what is due at `now`; answers the items this call published. */
  publishDue(now?: Date): Promise<{ entity: string; id: number }[]>;
  /** Deletes for good what has been in the trash too long; answers how many items. */
  purgeTrash(now?: Date): Promise<number>;
}

export function createContentJobs(deps: {
  db: Db;
  audit: AuditService;
  /** Told of what a job changed: rendered pages here and elsewhere, the CDN. */
  siteChanges?: SiteChangeHooks;
  log?: Logger;
}): ContentJobs {
  const db = deps.db as unknown as LooseDb;
  const definitions = Object.values(ENTITIES) as unknown as EntityDefinition[];
  const scheduled = definitions.filter((d) => d.schedule && d.publicFilter);
  const record = (trx: LooseDb, ...args: Parameters<AuditService["record"]>) =>
    deps.audit.record(args[0], args[1], args[2], args[3], trx as never);

  return {
    async publishDue(now = new Date()) {
      const at = now.toISOString();
      const published: { entity: string; id: number }[] = [];
      for (const definition of scheduled) {
        const table = definition.name;
        const field = definition.schedule?.field ?? "publishAt";
        const status = definition.publicFilter?.value ?? "published";
        const rows = await db.transaction().execute(async (trx) => {
          const changed = await trx
            .updateTable(table)
            .set({ status, updatedAt: at })
            .where("status", "=", "scheduled")
            .where(field, "is not", null)
            .where(field, "<=", at)
            .where("deletedAt", "is", null)
            .returning(["id", field, definition.titleField])
            .execute();
          const ids = changed.map((row) => Number(row.id));
          await syncItems(trx as unknown as Db, definition, ids);
          if (ids.length > 0)
            await deps.siteChanges?.changing?.(trx, contentChange(definition.name, ids));
          for (const row of changed) {
            await record(
              trx,
              SYSTEM_ACTOR,
              "content.publish-scheduled",
              { type: table, id: Number(row.id) },
              { title: row[definition.titleField], publishAt: row[field] },
            );
          }
          return changed;
        });
        const ids = rows.map((row) => Number(row.id));
        for (const id of ids) published.push({ entity: table, id });
        if (ids.length > 0) deps.siteChanges?.changed?.(contentChange(definition.name, ids));
      }
      if (published.length > 0) deps.log?.info({ published }, "scheduled content published");
      return published;
    },

    async purgeTrash(now = new Date()) {
      const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * 86_400_000).toISOString();
      let total = 0;
      for (const definition of definitions) {
        const table = definition.name;
        const ids = await db.transaction().execute(async (trx) => {
          const rows = await trx
            .deleteFrom(table)
            .where("deletedAt", "is not", null)
            .where("deletedAt", "<", cutoff)
            .returning(["id", "deletedAt", definition.titleField])
            .execute();
          const ids = rows.map((r) => Number(r.id));
          await deleteItemTraces(trx, table, ids);
          await syncItems(trx as unknown as Db, definition, ids);
          if (ids.length > 0)
            await deps.siteChanges?.changing?.(trx, contentChange(definition.name, ids));
          for (const row of rows) {
            await record(
              trx,
              SYSTEM_ACTOR,
              "content.purge",
              { type: table, id: Number(row.id) },
              {
                title: row[definition.titleField],
                deletedAt: row.deletedAt,
                reason: "trash-expired",
              },
            );
          }
          return ids;
        });
        total += ids.length;
        if (ids.length > 0) deps.siteChanges?.changed?.(contentChange(definition.name, ids));
      }
      if (total > 0) deps.log?.info({ deleted: total }, "content purged from the trash");
      return total;
    },
  };
}
