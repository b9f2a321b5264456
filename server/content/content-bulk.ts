/**
 * Bulk actions of the admin list: publish, unpublish or trash several items in one transaction,
 * each under the rules of a single write, so any refusal leaves them all as they were.
 */
import { requireContentWrite } from "../../core/access.ts";
import { publishStates } from "../../core/content/sorting.ts";
import { badRequest, notFound } from "../../core/errors.ts";
import { bulkInput, type BulkResult } from "../../core/schemas.ts";
import { nowIso } from "../db/index.ts";
import type { ContentChanges } from "./content-changes.ts";
import type { ContentContext, LooseContentService } from "./content-context.ts";
import { parseInput } from "./validation.ts";
import { contentChange } from "../events/site-change.ts";

export function contentBulk(
  ctx: ContentContext,
  { recordChange }: ContentChanges,
): LooseContentService["bulk"] {
  const { db, definition, table, hooks, toLocalized, titleDetails, liveRow } = ctx;
  const { ownRule, onlyOwn } = ctx.access;

  return async (actor, input) => {
    const user = requireContentWrite(actor, definition.name);
    const { action, ids } = parseInput(bulkInput, input);
    const states = publishStates(definition);
    if (action !== "trash" && !states) throw badRequest(`${table} cannot be published here`);
    const next = action === "trash" ? undefined : states?.[`${action}ed` as const];
    const field = states?.field ?? "status";
    const own = ownRule(user);
    const result: BulkResult = { action, done: [], unchanged: [] };
    await db.transaction().execute(async (trx) => {
      for (const id of [...new Set(ids)]) {
        const row = await liveRow(id, trx);
        if (!row) throw notFound(`No ${table} item ${id}`);
        // The rules of one write, for each item (an author: their own drafts only).
        const item = {
          ownerId: (row.createdBy ?? null) as number | null,
          status: String(row.status),
        };
        requireContentWrite(user, definition.name, item, next);
        if (next !== undefined && row[field] === next) {
          result.unchanged.push(id);
          continue;
        }
        const updated = await trx
          .updateTable(table)
          .set(
            next === undefined ? { deletedAt: nowIso() } : { [field]: next, updatedAt: nowIso() },
          )
          .where("id", "=", id)
          .$call(onlyOwn(own))
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw notFound(`No ${table} item ${id}`);
        const after = toLocalized(updated);
        // A status change is a save like any other: it keeps a revision.
        await recordChange(
          trx,
          user,
          next === undefined ? "delete" : "update",
          next === undefined
            ? { id, details: { ...titleDetails(after), bulk: true } }
            : { id, before: toLocalized(row), after, details: { bulk: true } },
        );
        result.done.push(id);
      }
      if (result.done.length > 0)
        await hooks.siteChanges?.changing?.(trx, contentChange(definition.name, result.done));
    });
    if (result.done.length > 0)
      hooks.siteChanges?.changed?.(contentChange(definition.name, result.done));
    return result;
  };
}
