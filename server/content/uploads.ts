/** File upload records (SPEC §3, table file_uploads). */
import type { FileUpload } from "../../core/schemas.ts";
import { listQuery } from "../../core/schemas.ts";
import type { UploadsService } from "../../core/services.ts";
import { nowIso, type Db } from "../db/index.ts";
import { requireAdmin } from "./access.ts";
import { parseInput } from "./validation.ts";

export type NewUpload = Omit<FileUpload, "id" | "createdAt">;

export function createUploadsService(db: Db): UploadsService & {
  record(upload: NewUpload): Promise<FileUpload>;
} {
  return {
    async list(actor, raw = {}) {
      requireAdmin(actor);
      const q = parseInput(listQuery, raw);
      const base = db.selectFrom("fileUploads");
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      const items = await base
        .selectAll()
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute();
      return { items, total: Number(total), page: q.page, pageSize: q.pageSize };
    },
    async record(upload) {
      return db
        .insertInto("fileUploads")
        .values({ ...upload, createdAt: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
