/** File upload records (SPEC §3, table file_uploads). */
import type { FileUpload } from "../../core/schemas.ts";
import { listQuery } from "../../core/schemas.ts";
import type { UploadsService } from "../../core/services.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { FileUploadsTable } from "../db/schema.ts";
import { requirePermission } from "../../core/access.ts";
import { parseInput } from "./validation.ts";

export type NewUpload = Omit<FileUpload, "id" | "createdAt" | "width" | "height" | "variants"> &
  Partial<Pick<FileUpload, "width" | "height" | "variants">>;

type UploadRow = Omit<FileUploadsTable, "id"> & { id: number };

/** The stored row as the API shows it: the variants column is a JSON array of keys. */
export function toFileUpload(row: UploadRow): FileUpload {
  let variants: string[] = [];
  try {
    const parsed: unknown = row.variants ? JSON.parse(row.variants) : [];
    if (Array.isArray(parsed)) variants = parsed.filter((v) => typeof v === "string");
  } catch {
    // an unreadable list counts as none: `npm run media:variants` makes them again
  }
  return { ...row, id: Number(row.id), variants };
}

export function createUploadsService(db: Db): UploadsService & {
  record(upload: NewUpload): Promise<FileUpload>;
} {
  return {
    async list(actor, raw = {}) {
      requirePermission(actor, "media.manage");
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
      return {
        items: items.map(toFileUpload),
        total: Number(total),
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async record({ width, height, variants, ...upload }) {
      const row = await db
        .insertInto("fileUploads")
        .values({
          ...upload,
          width: width ?? null,
          height: height ?? null,
          variants: variants ? JSON.stringify(variants) : null,
          createdAt: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toFileUpload(row);
    },
  };
}
