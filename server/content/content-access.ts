/**
 * Which rows of an entity an actor reaches: visitors what the definition's public filter allows,
 * an author their own items too (core/access.ts), and the trash only staff who may write. A write
 * checks the stored item first and repeats the author's rule in its own condition.
 */
import {
  AUTHOR_STATUSES,
  BYLINE_FIELD,
  requireContentWrite,
  seesAllOf,
  withOwnByline,
  writesOwnOnly,
} from "../../core/access.ts";
import type { EntityDefinition } from "../../core/content/define.ts";
import { notFound } from "../../core/errors.ts";
import type { Actor } from "../../core/services.ts";
import type { LooseDb, LooseQuery, LooseUpdate } from "./content-context.ts";
import type { Row } from "./row-mapping.ts";

/** An author's rule as the condition of a write: their own items, in the statuses they may touch. */
export interface OwnRule {
  only: boolean;
  id: number;
  statuses: string[];
}

export type ContentAccess = ReturnType<typeof contentAccess>;

export function contentAccess(db: LooseDb, definition: EntityDefinition) {
  const entity = definition.name;
  const hasByline = BYLINE_FIELD in definition.fields;

  return {
    /** The items the actor may read (never trashed ones). */
    visible(q: LooseQuery, actor: Actor): LooseQuery {
      let query = q.where("deletedAt", "is", null);
      if (definition.publicFilter && !seesAllOf(actor, entity)) {
        const { field, value } = definition.publicFilter;
        // An author also sees their own unpublished items.
        query = writesOwnOnly(actor, entity)
          ? query.where((eb) =>
              eb.or([eb(field, "=", value), eb("createdBy", "=", actor?.id ?? 0)]),
            )
          : query.where(field, "=", value);
      }
      return query;
    },

    /** The trash: staff who may write the entity (an author: their own items only). */
    inTrash(q: LooseQuery, actor: Actor): LooseQuery {
      requireContentWrite(actor, entity);
      const query = q.where("deletedAt", "is not", null);
      return writesOwnOnly(actor, entity) ? query.where("createdBy", "=", actor?.id ?? 0) : query;
    },

    /**
     * An author's write depends on the stored item's owner and status, and keeps their own byline
     * (core/access.ts); `values`, when given, are the update's.
     */
    async authorize(actor: Actor, id: number | null, nextStatus?: unknown, values?: Row) {
      if (!writesOwnOnly(actor, entity)) return;
      const row =
        id === null
          ? null
          : await db
              .selectFrom(entity)
              .select(["createdBy", "status", ...(hasByline ? [BYLINE_FIELD] : [])])
              .where("id", "=", id)
              .executeTakeFirst();
      if (id !== null && !row) throw notFound();
      const item = row
        ? { ownerId: row.createdBy as number | null, status: String(row.status) }
        : null;
      requireContentWrite(actor, entity, item, nextStatus);
      if (values && hasByline) withOwnByline(actor, entity, values, String(row?.author));
    },

    /** The same rule in the write itself, so a concurrent publish is not overwritten by an author. */
    ownRule: (actor: Actor): OwnRule => ({
      only: writesOwnOnly(actor, entity),
      id: actor?.id ?? 0,
      statuses: [...AUTHOR_STATUSES],
    }),

    /** The own rule as a condition of the write: an author's update reaches only their own items. */
    onlyOwn:
      (own: OwnRule) =>
      <Q extends LooseUpdate>(q: Q): Q =>
        own.only ? (q.where("createdBy", "=", own.id).where("status", "in", own.statuses) as Q) : q,
  };
}
