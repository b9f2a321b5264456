/** Dashboard stats (SPEC §3 derived fields), counted in the database. */
import { sql } from "kysely";
import type { StatsService } from "../../core/services.ts";
import type { Db } from "../db/index.ts";
import { requireAdmin } from "./access.ts";

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
      requireAdmin(actor);
      const [
        totalBlogs,
        totalGallery,
        totalNews,
        totalPrograms,
        publishedBlogs,
        publishedNews,
        activePrograms,
        views,
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
      };
    },
  };
}
