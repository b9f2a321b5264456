/**
 * File uploads (table file_uploads) and the media library over them (decision 0015): search
 * by name, alt text per language, where each upload is used, and deletion of unused ones with their
 * variants. Media managers (admin, editor) see every upload; an author sees and changes their own.
 */
import { sql, type SqlBool } from "kysely";
import { can, canManageUpload, denied, requireMediaLibrary } from "../../core/access.ts";
import { LOCALES, type Locale } from "../../core/constants.ts";
import { notFound, refused } from "../../core/errors.ts";
import {
  type FileUpload,
  type MediaItem,
  mediaQuery,
  mediaUpdateInput,
} from "../../core/schemas.ts";
import type { Actor, UploadsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { type Db, type DbKind, dbKindOf, nowIso } from "../db/index.ts";
import { containsPattern, newestFirstPage } from "../db/list-queries.ts";
import type { FileUploadsTable } from "../db/schema.ts";
import type { SiteChangeHooks } from "../events/site-change.ts";
import type { Storage } from "../storage/storage.ts";
import { mediaUses } from "./media-uses.ts";
import { columnOf } from "./row-mapping.ts";
import { parseInput } from "./validation.ts";

export type NewUpload = Omit<
  FileUpload,
  "id" | "createdAt" | "width" | "height" | "variants" | "alt" | "contentHash"
> &
  Partial<Pick<FileUpload, "width" | "height" | "variants" | "contentHash">> & {
    alt?: Partial<Record<Locale, string>>;
  };

/** A recorded upload, and whether the library held these bytes already (then nothing was added). */
export interface RecordedUpload {
  item: FileUpload;
  existing: boolean;
}

type UploadRow = Omit<FileUploadsTable, "id" | "alt" | "altFr" | "altRu"> & {
  id: number;
  alt: string;
  altFr: string;
  altRu: string;
};

/** The stored row as the API shows it: the variants column is a JSON array of keys. */
export function toFileUpload({ alt, altFr, altRu, ...row }: UploadRow): FileUpload {
  let variants: string[] = [];
  try {
    const parsed: unknown = row.variants ? JSON.parse(row.variants) : [];
    if (Array.isArray(parsed)) variants = parsed.filter((v) => typeof v === "string");
  } catch {
    // an unreadable list counts as none: `npm run media:variants` makes them again
  }
  return {
    ...row,
    id: Number(row.id),
    variants,
    alt: { en: alt ?? "", fr: altFr ?? "", ru: altRu ?? "" },
  };
}

/** The bucket and key an image URL names (its last two path segments), if it has them. */
export function storageKeyOf(url: string): { bucket: string; key: string } | null {
  const path = url.split(/[?#]/)[0] ?? "";
  const parts = path.split("/").filter(Boolean);
  if (parts.length < 2) return null;
  return { bucket: parts[parts.length - 2], key: parts[parts.length - 1] };
}

export interface UploadsHooks {
  kind?: DbKind;
  /** Where the files are: deleting an upload removes them (and `publicUrl` gives the URL). */
  storage?: Storage;
  audit?: AuditService;
  /** Alt texts show on public pages: their caches and the CDN drop them on a change. */
  siteChanges?: SiteChangeHooks;
}

export function createUploadsService(
  db: Db,
  hooks: UploadsHooks = {},
): UploadsService & {
  /** Records an upload; the same bytes a second time give back the item that has them. */
  record(upload: NewUpload): Promise<RecordedUpload>;
  /** The library item holding the image with this content hash, if there is one. */
  withContent(contentHash: string): Promise<FileUpload | undefined>;
} {
  const kind = hooks.kind ?? dbKindOf(db);
  const urlOf = (u: FileUpload) =>
    hooks.storage?.publicUrl(u.bucketName, u.filePath) ?? `/media/${u.bucketName}/${u.filePath}`;
  const usesOf = mediaUses(db, kind);

  async function withUses(uploads: FileUpload[]): Promise<MediaItem[]> {
    const uses = await usesOf(uploads);
    return uploads.map((u) => ({ ...u, url: urlOf(u), uses: uses.get(u.id) ?? [] }));
  }

  /** The upload, if the actor may manage it (an author: their own); 404 / 403 otherwise. */
  async function find(actor: Actor, id: number): Promise<FileUpload> {
    const user = requireMediaLibrary(actor);
    const row = await db
      .selectFrom("fileUploads")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound("No such upload");
    const upload = toFileUpload(row);
    if (!canManageUpload(user, upload)) throw denied("notUploader");
    return upload;
  }

  async function withContent(contentHash: string): Promise<FileUpload | undefined> {
    const row = await db
      .selectFrom("fileUploads")
      .selectAll()
      .where("contentHash", "=", contentHash)
      .executeTakeFirst();
    return row ? toFileUpload(row) : undefined;
  }

  return {
    async list(actor, raw = {}) {
      const user = requireMediaLibrary(actor);
      const q = parseInput(mediaQuery, raw);
      let base = db.selectFrom("fileUploads");
      if (q.q) {
        const pattern = containsPattern(q.q);
        base = base.where(sql<SqlBool>`lower(file_name) like ${pattern} escape '\\'`);
      }
      if (q.url !== undefined) {
        const ref = storageKeyOf(q.url);
        base = base
          .where("filePath", "=", ref?.key ?? "")
          .where("bucketName", "=", ref?.bucket ?? "");
      }
      if (q.mine || !can(user, "media.manage")) base = base.where("uploadedBy", "=", user.email);
      const { rows, ...paging } = await newestFirstPage(base, q);
      return { items: await withUses(rows.map(toFileUpload)), ...paging };
    },

    async get(actor, id) {
      const [item] = await withUses([await find(actor, id)]);
      return item;
    },

    async update(actor, id, input) {
      const { alt } = parseInput(mediaUpdateInput, input);
      await find(actor, id);
      const set: Partial<Record<"alt" | "altFr" | "altRu", string>> = {};
      for (const locale of LOCALES) {
        const value = alt[locale];
        if (value !== undefined) set[columnOf("alt", locale) as "alt" | "altFr" | "altRu"] = value;
      }
      if (Object.keys(set).length > 0) {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable("fileUploads").set(set).where("id", "=", id).execute();
          await hooks.audit?.record(
            actor,
            "media.update",
            { type: "fileUploads", id },
            { alt: Object.keys(alt) },
            trx,
          );
          await hooks.siteChanges?.changing?.(trx, { kind: "media" });
        });
        hooks.siteChanges?.changed?.({ kind: "media" });
      }
      const [item] = await withUses([await find(actor, id)]);
      return item;
    },

    async remove(actor, id) {
      const upload = await find(actor, id);
      const uses = (await usesOf([upload])).get(upload.id) ?? [];
      if (uses.length > 0) {
        const named = uses.map((u) => `${u.title || `#${u.id}`} (${u.entity})`).join(", ");
        const titles = uses.map((u) => u.title || `#${u.id}`).join(", ");
        throw refused(409, "imageInUse", `This image is in use and cannot be deleted: ${named}`, {
          details: { uses },
          values: { titles },
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("fileUploads").where("id", "=", id).execute();
        await hooks.audit?.record(
          actor,
          "media.delete",
          { type: "fileUploads", id },
          { fileName: upload.fileName, key: upload.filePath },
          trx,
        );
      });
      // The files go after the row: a failure here leaves unreferenced files, never a broken row.
      for (const key of [upload.filePath, ...upload.variants]) {
        await hooks.storage?.remove(upload.bucketName, key);
      }
    },

    async altTexts(urls, locale) {
      const keys = [
        ...new Set(urls.map((u) => storageKeyOf(u)?.key).filter((k): k is string => !!k)),
      ];
      if (keys.length === 0) return {};
      const rows = await db
        .selectFrom("fileUploads")
        .select(["bucketName", "filePath", "alt", "altFr", "altRu"])
        .where("filePath", "in", keys)
        .execute();
      const result: Record<string, string> = {};
      for (const url of urls) {
        const ref = storageKeyOf(url);
        const row = rows.find((r) => r.filePath === ref?.key && r.bucketName === ref?.bucket);
        if (!row) continue;
        const own = { en: row.alt, fr: row.altFr, ru: row.altRu }[locale];
        result[url] = own || row.alt;
      }
      return result;
    },

    withContent,

    async record({ width, height, variants, alt, contentHash = null, ...upload }) {
      // The unique content hash decides, so two uploads of one image at once still make one item.
      const row = await db
        .insertInto("fileUploads")
        .values({
          ...upload,
          contentHash,
          width: width ?? null,
          height: height ?? null,
          variants: variants ? JSON.stringify(variants) : null,
          alt: alt?.en ?? "",
          altFr: alt?.fr ?? "",
          altRu: alt?.ru ?? "",
          createdAt: nowIso(),
        })
        .onConflict((oc) => oc.column("contentHash").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { item: toFileUpload(row), existing: false };
      const item = contentHash === null ? undefined : await withContent(contentHash);
      if (!item) throw new Error(`The upload ${upload.filePath} was neither recorded nor found`);
      return { item, existing: true };
    },
  };
}

/** For the audit log's actor type. */
export type { Actor };
