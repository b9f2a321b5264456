/** The content services of SPEC §3, each one configuration of the shared implementation. */
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  GALLERY_CATEGORIES,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  PROGRAM_CATEGORIES,
  PROGRAM_STATUSES,
  STORE_CATEGORIES,
  STORE_STATUSES,
} from "../../core/constants.ts";
import {
  type BlogPost,
  blogPostInput,
  blogPostUpdate,
  type GalleryItem,
  galleryItemInput,
  galleryItemUpdate,
  type NewsArticle,
  newsArticleInput,
  newsArticleUpdate,
  type Program,
  programInput,
  programUpdate,
  type StoreItem,
  storeItemInput,
  storeItemUpdate,
} from "../../core/schemas.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db } from "../db/index.ts";
import { createContentService } from "./content-service.ts";

export function createContentServices(
  db: Db,
  hooks: { audit: AuditService; onChange?: () => void },
) {
  const { audit, onChange } = hooks;
  return {
    blogPosts: createContentService<BlogPost, typeof blogPostInput, typeof blogPostUpdate>(db, {
      table: "blogPosts",
      createSchema: blogPostInput,
      updateSchema: blogPostUpdate,
      jsonColumns: ["images"],
      searchColumns: ["title", "excerpt", "author"],
      statuses: BLOG_STATUSES,
      categories: BLOG_CATEGORIES,
      publicWhere: { column: "status", value: "published" },
      onChange,
      audit,
    }),
    newsArticles: createContentService<
      NewsArticle,
      typeof newsArticleInput,
      typeof newsArticleUpdate
    >(db, {
      table: "newsArticles",
      createSchema: newsArticleInput,
      updateSchema: newsArticleUpdate,
      boolColumns: ["featured"],
      searchColumns: ["title", "excerpt", "author"],
      statuses: NEWS_STATUSES,
      categories: NEWS_CATEGORIES,
      publicWhere: { column: "status", value: "published" },
      onChange,
      audit,
    }),
    programs: createContentService<Program, typeof programInput, typeof programUpdate>(db, {
      table: "programs",
      createSchema: programInput,
      updateSchema: programUpdate,
      jsonColumns: ["requirements", "objectives"],
      searchColumns: ["title", "description", "location"],
      statuses: PROGRAM_STATUSES,
      categories: PROGRAM_CATEGORIES,
      onChange,
      audit,
    }),
    galleryItems: createContentService<
      GalleryItem,
      typeof galleryItemInput,
      typeof galleryItemUpdate
    >(db, {
      table: "galleryItems",
      createSchema: galleryItemInput,
      updateSchema: galleryItemUpdate,
      searchColumns: ["title", "description"],
      categories: GALLERY_CATEGORIES,
      onChange,
      audit,
    }),
    storeItems: createContentService<StoreItem, typeof storeItemInput, typeof storeItemUpdate>(db, {
      table: "storeItems",
      createSchema: storeItemInput,
      updateSchema: storeItemUpdate,
      boolColumns: ["featured"],
      searchColumns: ["name", "description"],
      statuses: STORE_STATUSES,
      categories: STORE_CATEGORIES,
      publicWhere: { column: "status", value: "active" },
      onChange,
      audit,
    }),
  };
}
