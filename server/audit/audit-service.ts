/** The audit log: who did what and when, from which address and browser. */
import { z } from "zod";
import type { AuditAction } from "../../core/audit-actions.ts";
import type { Actor, AuditEntry, User } from "../../core/services.ts";
import { requirePermission } from "../../core/access.ts";
import { parseInput } from "../content/validation.ts";
import type { Kysely } from "kysely";
import { nowIso, type Db } from "../db/index.ts";
import { newestFirstPage } from "../db/list-queries.ts";
import type { Database } from "../db/schema.ts";
import { currentClient } from "../request-scope.ts";

/** One definition, shared with the admin screens (core/services.ts). */
export type { AuditEntry } from "../../core/services.ts";

const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  action: z.string().trim().max(80).optional(),
  actor: z.string().trim().max(254).optional(),
});

export function createAuditService(db: Db) {
  return {
    async record(
      actor: Actor | { id: number | null; email: string },
      action: AuditAction,
      target: { type?: string; id?: string | number } = {},
      details: Record<string, unknown> = {},
      /** The transaction of the change being recorded, so the entry commits (or not) with it. */
      via: Kysely<Database> = db,
    ) {
      const client = currentClient();
      await via
        .insertInto("auditLog")
        .values({
          createdAt: nowIso(),
          actorId: actor?.id && actor.id > 0 ? actor.id : null,
          actorEmail: actor?.email ?? "",
          action,
          entityType: target.type ?? "",
          entityId: target.id === undefined ? "" : String(target.id),
          ipAddress: client.ip.slice(0, 100),
          userAgent: client.userAgent.slice(0, 400),
          details: JSON.stringify(details),
        })
        .execute();
    },

    async list(actor: Actor, raw: unknown = {}) {
      requirePermission(actor, "audit.read");
      const q = parseInput(auditQuery, raw);
      let base = db.selectFrom("auditLog");
      if (q.action) base = base.where("action", "like", `${q.action.replace(/[\\%_]/g, "")}%`);
      if (q.actor) base = base.where("actorEmail", "=", q.actor.toLowerCase());
      const { rows, ...paging } = await newestFirstPage(base, q);
      const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id) => id !== null))];
      const names = new Map(
        actorIds.length === 0
          ? []
          : (
              await db
                .selectFrom("users")
                .select(["id", "name"])
                .where("id", "in", actorIds)
                .execute()
            ).map((u) => [Number(u.id), u.name]),
      );
      const items: AuditEntry[] = rows.map((r) => ({
        ...r,
        actorName: (r.actorId !== null && names.get(Number(r.actorId))) || "",
        details: JSON.parse(r.details) as Record<string, unknown>,
      }));
      return { items, ...paging };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
export type AuditActor = User | { id: number | null; email: string } | null;
