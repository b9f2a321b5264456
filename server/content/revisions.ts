/**
 * Content revisions (docs/decisions/0014-revisions-and-audit.md): every save of an item keeps who,
 * when, which fields and languages changed and a snapshot of the whole item, in the transaction of
 * the save; the newest KEEP_REVISIONS per item are kept.
 */
import type { Kysely } from "kysely";
import type { Locale } from "../../core/constants.ts";
import type { Changes } from "../../core/content/revisions.ts";
import { notFound } from "../../core/errors.ts";
import type { Actor, Revision, RevisionSummary } from "../../core/services.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";

export const KEEP_REVISIONS = 50;

export async function recordRevision(
  trx: Kysely<Database>,
  entry: {
    entityType: string;
    entityId: number;
    actor: Actor;
    action: string;
    changes: Changes;
    snapshot: unknown;
  },
) {
  const { entityType, entityId } = entry;
  await trx
    .insertInto("contentRevisions")
    .values({
      entityType,
      entityId,
      createdAt: nowIso(),
      actorId: entry.actor?.id && entry.actor.id > 0 ? entry.actor.id : null,
      actorEmail: entry.actor?.email ?? "",
      action: entry.action,
      fields: JSON.stringify(entry.changes.fields),
      locales: JSON.stringify(entry.changes.locales),
      snapshot: JSON.stringify(entry.snapshot),
    })
    .execute();
  // The oldest kept revision; anything older goes (two portable statements, no LIMIT in a subquery).
  const oldestKept = await trx
    .selectFrom("contentRevisions")
    .select("id")
    .where("entityType", "=", entityType)
    .where("entityId", "=", entityId)
    .orderBy("id", "desc")
    .offset(KEEP_REVISIONS - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await trx
      .deleteFrom("contentRevisions")
      .where("entityType", "=", entityType)
      .where("entityId", "=", entityId)
      .where("id", "<", oldestKept.id)
      .execute();
  }
}

const parseList = (text: string) => JSON.parse(text) as string[];

export function revisionStore(db: Db, entityType: string) {
  const base = (entityId: number) =>
    db
      .selectFrom("contentRevisions")
      .leftJoin("users", "users.id", "contentRevisions.actorId")
      .where("contentRevisions.entityType", "=", entityType)
      .where("contentRevisions.entityId", "=", entityId)
      .select([
        "contentRevisions.id",
        "contentRevisions.createdAt",
        "contentRevisions.actorId",
        "contentRevisions.actorEmail",
        "contentRevisions.action",
        "contentRevisions.fields",
        "contentRevisions.locales",
        "users.name as actorName",
      ]);
  type Found = Awaited<ReturnType<ReturnType<typeof base>["executeTakeFirstOrThrow"]>>;
  const summary = (row: Found): RevisionSummary => ({
    id: Number(row.id),
    createdAt: row.createdAt,
    by: {
      id: row.actorId === null ? null : Number(row.actorId),
      email: row.actorEmail,
      name: row.actorName ?? "",
    },
    action: row.action,
    fields: parseList(row.fields),
    locales: parseList(row.locales) as Locale[],
  });
  return {
    async list(entityId: number): Promise<RevisionSummary[]> {
      const rows = await base(entityId).orderBy("contentRevisions.id", "desc").execute();
      return rows.map(summary);
    },
    async get<L>(entityId: number, revisionId: number): Promise<Revision<L>> {
      const row = await base(entityId)
        .where("contentRevisions.id", "=", revisionId)
        .select("contentRevisions.snapshot")
        .executeTakeFirst();
      if (!row) throw notFound("No such revision of this item");
      return { ...summary(row), snapshot: JSON.parse(row.snapshot) as L };
    },
  };
}

/**
 * The item as it was at `version` (its `updatedAt` then), from the kept revisions, or null when
 * that save is older than the revisions kept.
 */
export async function snapshotAtVersion(
  trx: Kysely<Database>,
  entityType: string,
  entityId: number,
  version: string,
): Promise<Record<string, unknown> | null> {
  const rows = await trx
    .selectFrom("contentRevisions")
    .select("snapshot")
    .where("entityType", "=", entityType)
    .where("entityId", "=", entityId)
    .orderBy("id", "desc")
    .execute();
  for (const row of rows) {
    const snapshot = JSON.parse(row.snapshot) as Record<string, unknown>;
    if (snapshot.updatedAt === version) return snapshot;
  }
  return null;
}
