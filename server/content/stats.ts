/** Dashboard stats (counts and totals derived from the content), counted in the database. */
import { sql } from "kysely";
import type { StatsService } from "../../core/services.ts";
import type { Db } from "../db/index.ts";
import { requirePermission } from "../../core/access.ts";
import { translationCoverage } from "./translation-coverage.ts";

export function createStatsService(db: Db): StatsService {
  const count = async (
    table: "blogPosts" | "galleryItems" | "newsArticles" | "programs",
    where?: { status: string },
  ) => {
    let q = db.selectFrom(table).where("deletedAt", "is", null);
    if (where) q = q.where("status" as never, "=", where.status as never);
    const row = await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    async dashboard(actor) {
      requirePermission(actor, "stats.read");
      const [
        totalBlogs,
        totalGallery,
        totalNews,
        totalPrograms,
        publishedBlogs,
        publishedNews,
        activePrograms,
        views,
        translations,
      ] = await Promise.all([
        count("blogPosts"),
        count("galleryItems"),
        count("newsArticles"),
        count("programs"),
        count("blogPosts", { status: "published" }),
        count("newsArticles", { status: "published" }),
        count("programs", { status: "ongoing" }),
        db
          .selectFrom("newsArticles")
          .where("deletedAt", "is", null)
          .select(sql<number>`coalesce(sum(views), 0)`.as("total"))
          .executeTakeFirstOrThrow(),
        translationCoverage(db),
      ]);
      return {
        totalBlogs,
        totalGallery,
        totalNews,
        totalPrograms,
        publishedBlogs,
        publishedNews,
        activePrograms,
        totalViews: Number(views.total),
        translations,
      };
    },

    async news(actor) {
      requirePermission(actor, "stats.read");
      const row = await db
        .selectFrom("newsArticles")
        .where("deletedAt", "is", null)
        .select([
          sql<number>`count(*)`.as("total"),
          sql<number>`coalesce(sum(views), 0)`.as("views"),
          sql<number>`coalesce(sum(case when status = 'scheduled' then 1 else 0 end), 0)`.as(
            "scheduled",
          ),
          sql<number>`coalesce(sum(case when featured <> 0 then 1 else 0 end), 0)`.as("featured"),
        ])
        .executeTakeFirstOrThrow();
      return {
        totalArticles: Number(row.total),
        totalViews: Number(row.views),
        scheduled: Number(row.scheduled),
        featured: Number(row.featured),
      };
    },

    async programs(actor) {
      requirePermission(actor, "stats.read");
      const row = await db
        .selectFrom("programs")
        .where("deletedAt", "is", null)
        .select([
          sql<number>`count(*)`.as("total"),
          sql<number>`coalesce(sum(current_participants), 0)`.as("participants"),
          sql<number>`coalesce(sum(case when status = 'ongoing' then 1 else 0 end), 0)`.as(
            "active",
          ),
          sql<number>`coalesce(sum(budget), 0)`.as("budget"),
        ])
        .executeTakeFirstOrThrow();
      return {
        totalPrograms: Number(row.total),
        totalParticipants: Number(row.participants),
        activePrograms: Number(row.active),
        totalBudget: Number(row.budget),
      };
    },

    async gallery(actor, now = new Date()) {
      requirePermission(actor, "stats.read");
      const monthStart = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
      ).toISOString();
      const [items, month, storage] = await Promise.all([
        db
          .selectFrom("galleryItems")
          .where("deletedAt", "is", null)
          .select([
            sql<number>`count(*)`.as("total"),
            sql<number>`count(distinct category)`.as("categories"),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("fileUploads")
          .where("bucketName", "=", "gallery-images")
          .where("createdAt", ">=", monthStart)
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("fileUploads")
          .select(sql<number>`coalesce(sum(file_size), 0)`.as("bytes"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        totalImages: Number(items.total),
        categoriesInUse: Number(items.categories),
        thisMonth: Number(month.n),
        storageBytes: Number(storage.bytes),
      };
    },
  };
}
