/** The five content entities, each defined once (docs/decisions/0005). */
import { blogPosts } from "./blog-posts.ts";
import type { EntityOf, InputOf, LocalizedEntityOf } from "./define.ts";
import { galleryItems } from "./gallery-items.ts";
import { newsArticles } from "./news-articles.ts";
import { programs } from "./programs.ts";
import { storeItems } from "./store-items.ts";

export { blogPosts, galleryItems, newsArticles, programs, storeItems };
export const ENTITIES = { blogPosts, newsArticles, programs, galleryItems, storeItems } as const;
export type EntityName = keyof typeof ENTITIES;

export type BlogPost = EntityOf<typeof blogPosts>;
export type NewsArticle = EntityOf<typeof newsArticles>;
export type Program = EntityOf<typeof programs>;
export type GalleryItem = EntityOf<typeof galleryItems>;
export type StoreItem = EntityOf<typeof storeItems>;

export type LocalizedBlogPost = LocalizedEntityOf<typeof blogPosts>;
export type LocalizedNewsArticle = LocalizedEntityOf<typeof newsArticles>;
export type LocalizedProgram = LocalizedEntityOf<typeof programs>;
export type LocalizedGalleryItem = LocalizedEntityOf<typeof galleryItems>;
export type LocalizedStoreItem = LocalizedEntityOf<typeof storeItems>;

export type BlogPostInput = InputOf<typeof blogPosts>;
export type NewsArticleInput = InputOf<typeof newsArticles>;
export type ProgramInput = InputOf<typeof programs>;
export type GalleryItemInput = InputOf<typeof galleryItems>;
export type StoreItemInput = InputOf<typeof storeItems>;
