/**
 * Preview links (docs/decisions/0013-scheduling-preview-trash.md): staff who may edit an item get
 * its permalink with a token, valid PREVIEW_TOKEN_DAYS, that opens it whatever its status (but
 * trashed). Only for entities with permalinks; 404 otherwise.
 */
import { createHash, randomBytes } from "node:crypto";
import { requireContentWrite } from "../../core/access.ts";
import { PREVIEW_PARAM, PREVIEW_TOKEN_DAYS } from "../../core/constants.ts";
import { slugFieldOf } from "../../core/content/define.ts";
import { PERMALINK_BASES, permalinkPath } from "../../core/content/permalinks.ts";
import { notFound } from "../../core/errors.ts";
import { nowIso } from "../db/index.ts";
import type { ContentContext, LooseContentService } from "./content-context.ts";
import { findIdBySlug } from "./slugs.ts";

type Preview = Pick<LooseContentService, "preview" | "getPreview">;

/** Only a token's SHA-256 is stored: the database alone does not open a preview. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function contentPreview(ctx: ContentContext): Preview {
  const { db, definition, table, hooks, toLocalized, resolve, checkLocale, liveRow } = ctx;
  const permalinkEntity =
    slugFieldOf(definition) !== null && definition.name in PERMALINK_BASES
      ? (definition.name as keyof typeof PERMALINK_BASES)
      : null;

  return {
    async preview(actor, id) {
      if (!permalinkEntity) throw notFound();
      requireContentWrite(actor, definition.name);
      await ctx.access.authorize(actor, id);
      const row = await liveRow(id);
      if (!row) throw notFound();
      const token = randomBytes(32).toString("base64url");
      const now = new Date();
      const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_DAYS * 86_400_000).toISOString();
      await db
        .insertInto("previewTokens")
        .values({
          tokenHash: tokenHash(token),
          entity: table,
          itemId: id,
          createdBy: actor?.id ?? null,
          createdAt: now.toISOString(),
          expiresAt,
        })
        .execute();
      await hooks.audit?.record(actor, "preview.create", { type: table, id }, { expiresAt });
      const { slug } = (await resolve(toLocalized(row), "en")) as { slug?: string };
      const path = permalinkPath(permalinkEntity, String(slug ?? ""), "en");
      return { url: `${path}?${PREVIEW_PARAM}=${token}`, expiresAt };
    },

    async getPreview(token, slug, locale = "en") {
      if (!permalinkEntity || !token || token.length > 200) throw notFound();
      const found = await db
        .selectFrom("previewTokens")
        .select("itemId")
        .where("tokenHash", "=", tokenHash(token))
        .where("entity", "=", table)
        .where("expiresAt", ">", nowIso())
        .executeTakeFirst();
      if (!found) throw notFound();
      const id = await findIdBySlug(db, definition, slug, checkLocale(locale));
      if (id === null || id !== Number(found.itemId)) throw notFound();
      const row = await liveRow(id);
      if (!row) throw notFound();
      return toLocalized(row);
    },
  };
}
