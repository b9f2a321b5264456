/** The route table, explicit. Public pages live under an optional /fr or /ru prefix. */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

const sitePages = [
  index("routes/site/home.tsx"),
  route("about", "routes/site/about.tsx"),
  route("services", "routes/site/services.tsx"),
  route("projects", "routes/site/projects.tsx"),
  route("projects/:slug", "routes/site/project.tsx"),
  route("get-involved", "routes/site/get-involved.tsx"),
  route("donate", "routes/site/donate.tsx"),
  route("volunteer", "routes/site/volunteer.tsx"),
  route("partner", "routes/site/partner.tsx"),
  route("gallery", "routes/site/gallery.tsx"),
  route("blog", "routes/site/blog.tsx"),
  route("blog/:slug", "routes/site/blog-post.tsx"),
  route("store", "routes/site/store.tsx"),
  route("news", "routes/site/news.tsx"),
  route("news/:slug", "routes/site/news-article.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("terms", "routes/site/terms.tsx"),
  route("newsletter/confirm", "routes/site/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx"),
  route("offline", "routes/site/offline.tsx"),
  route("*", "routes/site/not-found.tsx"),
];

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
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("accept-invitation", "routes/admin/accept-invitation.tsx"),
    route("verify-email", "routes/admin/verify-email.tsx"),
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
      route("outbox", "routes/admin/outbox.tsx"),
    ]),
  ]),
  route(":lang?", "routes/site/layout.tsx", sitePages),
] satisfies RouteConfig;
