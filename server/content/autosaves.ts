/**
 * The full-page editor's server autosave (docs/decisions/0027-full-page-editor.md): one slot per
 * staff member and item, written a moment after typing stops, offered back on reload, deleted when
 * the item is saved. Each staff member reads and writes only their own slot; it is never a
 * revision and never audited (it changes nothing anyone else sees).
 */
import { canWriteEntity } from "../../core/access.ts";
import type { EntityDefinition } from "../../core/content/define.ts";
import { ENTITIES } from "../../core/content/index.ts";
import { badRequest, forbidden, tooLarge, unauthorized } from "../../core/errors.ts";
import type { Autosave, AutosaveService } from "../../core/autosave.ts";
import type { Actor, User } from "../../core/services.ts";
import { nowIso, type Db } from "../db/index.ts";

type Entity = EntityDefinition["name"];

/** The largest autosave kept (the JSON of every field in every language). */
export const MAX_AUTOSAVE_BYTES = 1_000_000;

function requireWriter(actor: Actor, entity: string): { user: User; entity: Entity } {
  if (!actor) throw unauthorized();
  if (!Object.hasOwn(ENTITIES, entity)) throw badRequest(`Unknown content type: ${entity}`);
  if (!canWriteEntity(actor, entity as Entity)) throw forbidden();
  return { user: actor, entity: entity as Entity };
}

/** An item id, or 0 for a new item. */
function slotId(itemId: unknown): number {
  const id = Number(itemId);
  if (!Number.isSafeInteger(id) || id < 0) throw badRequest("Invalid item id");
  return id;
}

export function createAutosaveService(db: Db): AutosaveService {
  const where = (userId: number, entity: string, itemId: number) =>
    db
      .selectFrom("autosaves")
      .where("userId", "=", userId)
      .where("entityType", "=", entity)
      .where("entityId", "=", itemId);
  return {
    async get(actor, entityName, itemId) {
      const { user, entity } = requireWriter(actor, entityName);
      const row = await where(user.id, entity, slotId(itemId))
        .select(["data", "savedAt"])
        .executeTakeFirst();
      if (!row) return null;
      try {
        return { values: JSON.parse(row.data) as Autosave["values"], savedAt: row.savedAt };
      } catch {
        return null;
      }
    },
    async save(actor, entityName, itemId, values) {
      const { user, entity } = requireWriter(actor, entityName);
      const id = slotId(itemId);
      if (!values || typeof values !== "object" || Array.isArray(values))
        throw badRequest("Send the form's values as an object");
      const data = JSON.stringify(values);
      if (Buffer.byteLength(data) > MAX_AUTOSAVE_BYTES)
        throw tooLarge("The draft is too large to autosave", "draftTooLarge");
      const savedAt = nowIso();
      // One slot: the last write wins, also when two arrive at the same time.
      await db
        .insertInto("autosaves")
        .values({ userId: user.id, entityType: entity, entityId: id, data, savedAt })
        .onConflict((oc) =>
          oc.columns(["userId", "entityType", "entityId"]).doUpdateSet({ data, savedAt }),
        )
        .execute();
      return { savedAt };
    },
    async clear(actor, entityName, itemId) {
      const { user, entity } = requireWriter(actor, entityName);
      await db
        .deleteFrom("autosaves")
        .where("userId", "=", user.id)
        .where("entityType", "=", entity)
        .where("entityId", "=", slotId(itemId))
        .execute();
    },
  };
}
