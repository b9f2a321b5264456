/**
 * Page meta for React Router `meta` exports: "<title> | <site name>", description, Open Graph,
 * canonical URL and hreflang alternates for every locale (+ x-default).
 *
 * Usage in a route module:
 *   export function meta({ matches }: Route.MetaArgs) {
 *     const root = rootMeta(matches);
 *     const t = metaT(root.locale, "about");
 *     return pageMeta({ ...root, title: t("meta.title"), description: t("meta.description"), path: "/about" });
 *   }
 */
import type { TFunction } from "~/i18n/use-translation.ts";
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../core/constants.ts";
import { inLanguage } from "../../core/in-language.ts";
import { SOCIAL_SIZE, socialImageUrl } from "../../core/media-variants.ts";
import type { PublicSettings } from "../../core/settings.ts";
import { DEFAULT_SETTINGS } from "../../core/settings-defaults.ts";
import { isLocale, translatorFor } from "../i18n/i18n.ts";
import type { Namespace } from "../i18n/resources.ts";
import { pathInLocale } from "../i18n/locale-path.ts";

export interface RootMeta {
  locale: Locale;
  settings: PublicSettings;
  /** Absolute origin of the site, e.g. "https://example.org" (no trailing slash). */
  origin: string;
}

/** The settings a page renders with when the root's are missing (an error page before them). */
export const fallbackSettings: PublicSettings = {
  siteName: DEFAULT_SETTINGS.general.siteName,
  siteDescription: DEFAULT_SETTINGS.general.siteDescription,
  contact: DEFAULT_SETTINGS.contact,
  language: DEFAULT_SETTINGS.general.language,
  theme: DEFAULT_SETTINGS.appearance.theme,
  primaryColor: DEFAULT_SETTINGS.appearance.primaryColor,
  logoUrl: DEFAULT_SETTINGS.appearance.logoUrl,
  faviconUrl: DEFAULT_SETTINGS.appearance.faviconUrl,
  customCss: "",
  googleAnalytics: "",
};

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The root loader's locale, settings and origin from a meta function's `matches`. */
export function rootMeta(matches: ReadonlyArray<MatchLike | undefined>): RootMeta {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Partial<RootMeta> | undefined;
  return {
    locale: isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE,
    settings: root?.settings ?? fallbackSettings,
    origin: root?.origin ?? "",
  };
}

/** A translate function for meta exports (hooks are not available there). */
export function metaT<N extends Namespace>(locale: Locale, ns: N): TFunction<N> {
  return translatorFor(locale, ns);
}

/** The site name and description in the page language (Settings → General, per language). */
export function siteNameFor(settings: PublicSettings, locale: Locale): string {
  return inLanguage(settings.siteName, locale);
}
export function siteDescriptionFor(settings: PublicSettings, locale: Locale): string {
  return inLanguage(settings.siteDescription, locale);
}

const OG_LOCALE: Record<Locale, string> = { en: "en_US", fr: "fr_FR", ru: "ru_RU" };

export interface PageMetaInput {
  /** Page title without the site name; omitted on the home page. */
  title?: string;
  description?: string;
  locale: Locale;
  /** The page path, with or without the locale prefix (e.g. "/about" or "/fr/about"). */
  path: string;
  settings: PublicSettings;
  origin?: string;
  /** Social preview image (a site path or absolute URL). */
  image?: string;
  /** For error pages: keep them out of search indexes. */
  noindex?: boolean;
  /** "article" on permalinks. */
  type?: "website" | "article";
  /** The page's path in each language when it differs by more than the prefix (permalinks). */
  alternates?: Partial<Record<Locale, string>>;
  /** Structured data blocks (schema.org JSON-LD). */
  jsonLd?: Record<string, unknown>[];
}

/** An item's optional SEO title, description and social image in the page's language. */
export interface SeoOverrides {
  seoTitle?: string;
  seoDescription?: string;
  socialImage?: string;
}

/** The page's title, description and image, where the item's SEO overrides win when given. */
export function withSeo(
  item: SeoOverrides,
  defaults: { title: string; description: string; image: string },
) {
  return {
    title: item.seoTitle || defaults.title,
    description: item.seoDescription || defaults.description,
    image: item.socialImage || defaults.image,
  };
}

/** The site's own social card (1200 × 630 JPEG), for pages and items without an image of their own. */
export const DEFAULT_SOCIAL_IMAGE = "/images/social-default.jpg";

/**
 * The social card of an image: an upload's 1200 × 630 JPEG when it has one (decision 0010), the
 * image itself when it is a JPEG or PNG, else the site's card (some networks do not read WebP).
 */
export function socialCardOf(image: string | undefined): { url: string; sized: boolean } {
  if (image) {
    const card = socialImageUrl(image);
    if (card !== image) return { url: card, sized: true };
    if (/\.(jpe?g|png)([?#].*)?$/i.test(image)) return { url: image, sized: false };
  }
  return { url: DEFAULT_SOCIAL_IMAGE, sized: true };
}

/** "Title | Site", without a second site name when the title already ends with it (decision 0028). */
export function titleWithSite(title: string | undefined, siteName: string): string {
  const own = title?.trim() ?? "";
  if (!own) return siteName;
  return own.toLocaleLowerCase().endsWith(siteName.toLocaleLowerCase())
    ? own
    : `${own} | ${siteName}`;
}

export function pageMeta({
  title,
  description,
  locale,
  path,
  settings,
  origin = "",
  image,
  noindex,
  type = "website",
  alternates,
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const siteName = siteNameFor(settings, locale);
  const fullTitle = titleWithSite(title, siteName);
  const desc = description || siteDescriptionFor(settings, locale);
  const bare = pathInLocale(path.split(/[?#]/)[0] || "/", DEFAULT_LOCALE);
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : `${origin}${p}`);
  const pathIn = (l: Locale) => alternates?.[l] ?? pathInLocale(bare, l);
  const url = abs(pathIn(locale));
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: desc },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: desc },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  const card = socialCardOf(image);
  tags.push({ property: "og:image", content: abs(card.url) });
  tags.push({ name: "twitter:image", content: abs(card.url) });
  if (card.sized) {
    tags.push({ property: "og:image:width", content: String(SOCIAL_SIZE.width) });
    tags.push({ property: "og:image:height", content: String(SOCIAL_SIZE.height) });
  }
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: siteName,
    href: abs(pathInLocale("/rss.xml", locale)),
  });
  for (const block of jsonLd) tags.push({ "script:ld+json": block as never });
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const l of LOCALES) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: l, href: abs(pathIn(l)) });
  }
  tags.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: abs(pathIn(DEFAULT_LOCALE)),
  });
  return tags;
}
