/**
 * The route table. Public pages live at their English address and under /fr and /ru in that
 * language's words, generated from core/site-words.ts (docs/decisions/0026).
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../core/constants.ts";
import { parseSitePath, translateBarePath } from "../core/site-paths.ts";

/** [English path, module in routes/site/]: the public pages, each also in French and Russian words. */
const SITE_PAGES: [path: string, module: string][] = [
  ["about", "about"],
  ["services", "services"],
  ["projects", "projects"],
  ["projects/:slug", "project"],
  ["get-involved", "get-involved"],
  ["donate", "donate"],
  // A monthly gift's links: stop it (every receipt), pay this month's (the reminder).
  ["donate/stop", "donate-stop"],
  ["donate/renew", "donate-renew"],
  ["volunteer", "volunteer"],
  ["partner", "partner"],
  ["gallery", "gallery"],
  ["blog", "blog"],
  ["blog/:slug", "blog-post"],
  ["store", "store"],
  ["news", "news"],
  ["news/:slug", "news-article"],
  ["contact", "contact"],
  ["privacy", "privacy"],
  ["terms", "terms"],
  ["search", "search"],
  ["newsletter/confirm", "newsletter-confirm"],
  ["newsletter/unsubscribe", "newsletter-unsubscribe"],
  ["offline", "offline"],
];

/** A page's path in a language's words; a page without words in core/site-words.ts fails the build. */
function pathIn(path: string, locale: Locale): string {
  if (!parseSitePath(`/${path}`).section)
    throw new Error(`No words for /${path} in core/site-words.ts`);
  return translateBarePath(`/${path}`, DEFAULT_LOCALE, locale).slice(1);
}

/**
 * The pages of one language, in its words (docs/decisions/0026): English keeps the modules' own
 * route ids, French and Russian ones end in ".fr" / ".ru".
 */
const sitePages = (locale: Locale) => {
  const options = (module: string) =>
    locale === DEFAULT_LOCALE ? {} : { id: `routes/site/${module}.${locale}` };
  return [
    index("routes/site/home.tsx", options("home")),
    ...SITE_PAGES.map(([path, module]) =>
      route(pathIn(path, locale), `routes/site/${module}.tsx`, options(module)),
    ),
    route("*", "routes/site/not-found.tsx", options("not-found")),
  ];
};

export default [
  // Machine-readable resources, outside the page layout (no language redirect).
  route("robots.txt", "routes/feeds/robots.ts"),
  route("sitemap.xml", "routes/feeds/sitemap.ts"),
  route("sitemaps/:part", "routes/feeds/sitemap-part.ts"),
  route("rss.xml", "routes/feeds/rss.ts", { id: "rss" }),
  route(":lang/rss.xml", "routes/feeds/rss.ts", { id: "rss-localized" }),
  route("locales/:lang/:file", "routes/feeds/translations.ts"),
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    // One module for both e-mailed password links.
    route("reset-password", "routes/admin/new-password.tsx", { id: "admin-reset-password" }),
    route("accept-invitation", "routes/admin/new-password.tsx", { id: "admin-accept-invitation" }),
    route("verify-email", "routes/admin/verify-email.tsx"),
    // Read on demand by an editor's History panel: data only, outside the layout.
    route(":screen/:id/revisions", "routes/admin/revisions.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("gallery", "routes/admin/gallery.tsx"),
      route("news", "routes/admin/news.tsx"),
      route("programs", "routes/admin/programs.tsx"),
      route("store", "routes/admin/store.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("inbox", "routes/admin/inbox.tsx"),
      route("donations", "routes/admin/donations.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/subscribers", "routes/admin/newsletter-subscribers.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      // The full-page editor of each content screen's items (blog, news, programs, store, gallery).
      route(":screen/:id", "routes/admin/content-editor.tsx"),
    ]),
  ]),
  // English addresses; under /fr or /ru they only answer 301 to that language's words (layout loader).
  route(":lang?", "routes/site/layout.tsx", sitePages(DEFAULT_LOCALE)),
  ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) =>
    route(
      locale,
      "routes/site/layout.tsx",
      { id: `routes/site/layout.${locale}` },
      sitePages(locale),
    ),
  ),
] satisfies RouteConfig;
