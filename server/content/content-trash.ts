/**
 * The trash (docs/decisions/0013-scheduling-preview-trash.md): an item is moved there and back by
 * its `deletedAt`, and deleted for good, with its traces, only from there. Each step is a write of
 * staff who may write the entity (an author: their own drafts), with its audit entry.
 */
import { requireContentWrite } from "../../core/access.ts";
import { conflict } from "../../core/errors.ts";
import type { Actor } from "../../core/services.ts";
import { nowIso } from "../db/index.ts";
import type { ContentChanges } from "./content-changes.ts";
import type { ContentContext, LooseContentService } from "./content-context.ts";
import { deleteItemTraces } from "./content-jobs.ts";

type Trash = Pick<LooseContentService, "remove" | "restore" | "purge">;

export function contentTrash(ctx: ContentContext, { audited }: ContentChanges): Trash {
  const { definition, table, toLocalized, titleDetails } = ctx;
  const { authorize, ownRule, onlyOwn } = ctx.access;

  /** Moves the item into the trash (`delete`: one not there yet) or out of it (`restore`). */
  async function moveItem(actor: Actor, id: number, action: "delete" | "restore") {
    requireContentWrite(actor, definition.name);
    await authorize(actor, id);
    const own = ownRule(actor);
    const trashing = action === "delete";
    return audited(actor, action, async (trx) => {
      const row = await trx
        .updateTable(table)
        .set(trashing ? { deletedAt: nowIso() } : { deletedAt: null, updatedAt: nowIso() })
        .where("id", "=", id)
        .$if(trashing, (q) => q.where("deletedAt", "is", null))
        .$call(onlyOwn(own))
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      const item = toLocalized(row);
      return { id, result: item, details: titleDetails(item) };
    });
  }

  return {
    async remove(actor, id) {
      await moveItem(actor, id, "delete");
    },

    restore: (actor, id) => moveItem(actor, id, "restore"),

    async purge(actor, id) {
      requireContentWrite(actor, definition.name);
      await authorize(actor, id);
      const own = ownRule(actor);
      await audited(actor, "purge", async (trx) => {
        const row = await trx
          .selectFrom(table)
          .select(["deletedAt", definition.titleField])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return null;
        if (row.deletedAt === null)
          throw conflict("Only an item in the trash can be deleted for good: move it there first", {
            reason: "trashFirst",
          });
        const result = await trx
          .deleteFrom(table)
          .where("id", "=", id)
          .where("deletedAt", "is not", null)
          .$if(own.only, (q) =>
            q.where("createdBy", "=", own.id).where("status", "in", own.statuses),
          )
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return null;
        await deleteItemTraces(trx as never, table, [id]);
        return { id, result: undefined, details: { title: row[definition.titleField] } };
      });
    },
  };
}
