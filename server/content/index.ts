/** The content services, each one entity definition over the shared code (decision 0005). */
import { ENTITIES } from "../../core/content/index.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../core/constants.ts";
import type { AppServices, SettingsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db, DbKind } from "../db/index.ts";
import type { SiteChangeHooks } from "../events/site-change.ts";
import type { ContentHooks } from "./content-context.ts";
import { createContentService } from "./content-service.ts";

type ContentServices = Pick<
  AppServices,
  "blogPosts" | "newsArticles" | "programs" | "galleryItems" | "storeItems"
>;

/** The site's default language when it is one content is written in; English otherwise. */
export function defaultLocaleFrom(settings: Pick<SettingsService, "getPublic">) {
  return async (): Promise<Locale> => {
    const { language } = await settings.getPublic();
    return (LOCALES as readonly string[]).includes(language)
      ? (language as Locale)
      : DEFAULT_LOCALE;
  };
}

export function createContentServices(
  db: Db,
  hooks: {
    kind: DbKind;
    audit: AuditService;
    settings: Pick<SettingsService, "getPublic">;
    siteChanges?: SiteChangeHooks;
  },
): ContentServices {
  const contentHooks: ContentHooks = {
    kind: hooks.kind,
    audit: hooks.audit,
    siteChanges: hooks.siteChanges,
    defaultLocale: defaultLocaleFrom(hooks.settings),
  };
  return {
    blogPosts: createContentService(db, ENTITIES.blogPosts, contentHooks),
    newsArticles: createContentService(db, ENTITIES.newsArticles, contentHooks),
    programs: createContentService(db, ENTITIES.programs, contentHooks),
    galleryItems: createContentService(db, ENTITIES.galleryItems, contentHooks),
    storeItems: createContentService(db, ENTITIES.storeItems, contentHooks),
  };
}
