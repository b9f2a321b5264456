/**
 * An item's History: its revisions (revisions.ts keeps them) for staff who may edit the item, and
 * bringing one back, which is a normal update of its content and so a new revision.
 */
import { requireContentWrite } from "../../core/access.ts";
import { notFound } from "../../core/errors.ts";
import type { Actor } from "../../core/services.ts";
import type { ContentContext, LooseContentService } from "./content-context.ts";
import type { ContentWrites } from "./content-writes.ts";
import { revisionStore } from "./revisions.ts";
import type { Row } from "./row-mapping.ts";

type History = Pick<LooseContentService, "revisions" | "revision" | "restoreRevision">;

export function revisionHistory(ctx: ContentContext, { update }: ContentWrites): History {
  const { db, typedDb, definition, table } = ctx;
  const revisionsOf = revisionStore(typedDb, table);

  /** Revisions are for staff who may edit the item (an author: their own drafts and pending). */
  async function requireRevisionAccess(actor: Actor, id: number) {
    requireContentWrite(actor, definition.name);
    await ctx.access.authorize(actor, id);
    const exists = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) throw notFound();
  }

  return {
    async revisions(actor, id) {
      await requireRevisionAccess(actor, id);
      return { items: await revisionsOf.list(id) };
    },

    async revision(actor, id, revisionId) {
      await requireRevisionAccess(actor, id);
      return revisionsOf.get<Row>(id, revisionId);
    },

    async restoreRevision(actor, id, revisionId) {
      await requireRevisionAccess(actor, id);
      const { snapshot, createdAt } = await revisionsOf.get<Row>(id, revisionId);
      // The content comes back; whether it is published stays as it is now.
      const input = Object.fromEntries(
        Object.keys(definition.fields)
          .filter((name) => name !== "status" && snapshot[name] !== undefined)
          .map((name) => [name, snapshot[name]]),
      );
      return update(actor, id, input, { restoredFrom: revisionId, restoredFromDate: createdAt });
    },
  };
}
