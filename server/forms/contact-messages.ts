/** Messages sent through the public contact form, kept for staff. */
import { type ContactMessage, contactMessageInput, listQuery } from "../../core/schemas.ts";
import type { ContactMessagesService } from "../../core/services.ts";
import { requireAdmin } from "../content/access.ts";
import { parseInput } from "../content/validation.ts";
import { nowIso, type Db } from "../db/index.ts";
import { currentClient } from "../request-scope.ts";
import type { RateLimiter } from "../security/rate-limit.ts";

export function createContactMessagesService(
  db: Db,
  rateLimiter: RateLimiter,
): ContactMessagesService {
  return {
    async submit(input) {
      const values = parseInput(contactMessageInput, input);
      await rateLimiter.hit(`contact:${currentClient().ip}`, { limit: 5, windowSeconds: 600 });
      const row = await db
        .insertInto("contactMessages")
        .values({ ...values, createdAt: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
    async list(actor, raw = {}) {
      requireAdmin(actor);
      const q = parseInput(listQuery, raw);
      const { total } = await db
        .selectFrom("contactMessages")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      const items: ContactMessage[] = (await db
        .selectFrom("contactMessages")
        .selectAll()
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute()) as ContactMessage[];
      return { items, total: Number(total), page: q.page, pageSize: q.pageSize };
    },
  };
}
