import "../i18n/all-locales.server.ts";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, toPublicSettings } from "../../core/settings.ts";
import { pageMeta, rootMeta, siteNameFor, titleWithSite } from "./seo.ts";

const settings = toPublicSettings(DEFAULT_SETTINGS);
type Tag = Record<string, string>;
const find = (tags: unknown[], pred: (t: Tag) => boolean) => (tags as Tag[]).find(pred);

describe("pageMeta", () => {
  it("titles pages 'Title | site name' in the page language", () => {
    const tags = pageMeta({
      title: "Actualités",
      locale: "fr",
      path: "/fr/actualites",
      settings,
      origin: "https://x.org",
    });
    expect(find(tags, (t) => "title" in t)?.title).toBe(
      "Actualités | Fondation africaine pour le sport et l’éducation des jeunes",
    );
    expect(find(tags, (t) => t.name === "description")?.content).toBe(
      "Renforcer les communautés par le sport et l’éducation",
    );
  });

  it("gives a canonical URL and hreflang alternates for every locale plus x-default", () => {
    const tags = pageMeta({ locale: "ru", path: "/ru/o-nas", settings, origin: "https://x.org" });
    expect(find(tags, (t) => t.rel === "canonical")?.href).toBe("https://x.org/ru/o-nas");
    const alternates = (tags as Tag[]).filter((t) => t.rel === "alternate" && t.hrefLang);
    expect(alternates.map((t) => [t.hrefLang, t.href])).toEqual([
      ["en", "https://x.org/about"],
      ["fr", "https://x.org/fr/a-propos"],
      ["ru", "https://x.org/ru/o-nas"],
      ["x-default", "https://x.org/about"],
    ]);
  });

  it("points og:image at an upload's 1200 × 630 social card, and at other images as they are", () => {
    const upload = "/media/blog-images/camp.0123456789abcdef.4000x3000.jpg";
    const tags = pageMeta({
      locale: "en",
      path: "/blog",
      settings,
      origin: "https://x.org",
      image: upload,
    });
    expect(find(tags, (t) => t.property === "og:image")?.content).toBe(
      "https://x.org/media/blog-images/camp.0123456789abcdef.4000x3000.social.jpg",
    );
    expect(find(tags, (t) => t.property === "og:image:width")?.content).toBe("1200");
    expect(find(tags, (t) => t.property === "og:image:height")?.content).toBe("630");
    const legacy = pageMeta({
      locale: "en",
      path: "/",
      settings,
      image: "https://cdn.example/a.png",
    });
    expect(find(legacy, (t) => t.property === "og:image")?.content).toBe(
      "https://cdn.example/a.png",
    );
    expect(find(legacy, (t) => t.property === "og:image:width")).toBeUndefined();
  });

  it("gives every page a JPEG or PNG og:image, the site's card when the image is missing or WebP", () => {
    for (const image of [undefined, "/images/pages/about-team.webp"]) {
      const tags = pageMeta({
        locale: "fr",
        path: "/fr/a-propos",
        settings,
        origin: "https://x.org",
        image,
      });
      expect(find(tags, (t) => t.property === "og:image")?.content).toBe(
        "https://x.org/images/social-default.jpg",
      );
      expect(find(tags, (t) => t.name === "twitter:card")?.content).toBe("summary_large_image");
    }
  });

  it("announces the feed of the page's language and takes per-language paths for permalinks", () => {
    const tags = pageMeta({
      locale: "fr",
      path: "/fr/histoires/camp-de-printemps",
      settings,
      origin: "https://x.org",
      type: "article",
      alternates: {
        en: "/blog/spring-camp",
        fr: "/fr/histoires/camp-de-printemps",
        ru: "/ru/istorii/vesenniy-lager",
      },
      jsonLd: [{ "@context": "https://schema.org", "@type": "BlogPosting", headline: "</script>" }],
    });
    expect(find(tags, (t) => t.type === "application/rss+xml")?.href).toBe(
      "https://x.org/fr/rss.xml",
    );
    expect(find(tags, (t) => t.rel === "canonical")?.href).toBe(
      "https://x.org/fr/histoires/camp-de-printemps",
    );
    expect(find(tags, (t) => t.hrefLang === "ru")?.href).toBe(
      "https://x.org/ru/istorii/vesenniy-lager",
    );
    expect(find(tags, (t) => t.hrefLang === "x-default")?.href).toBe(
      "https://x.org/blog/spring-camp",
    );
    expect(find(tags, (t) => t.property === "og:type")?.content).toBe("article");
    expect(tags.some((t) => "script:ld+json" in t)).toBe(true);
  });

  it("keeps a site name the admin changed, and noindexes error pages", () => {
    const custom = { ...settings, siteName: { en: "Ma Fondation", fr: "", ru: "" } };
    expect(siteNameFor(custom, "ru")).toBe("Ma Fondation");
    const tags = pageMeta({
      title: "404",
      locale: "en",
      path: "/x",
      settings: custom,
      noindex: true,
    });
    expect(find(tags, (t) => "title" in t)?.title).toBe("404 | Ma Fondation");
    expect(find(tags, (t) => t.rel === "canonical")).toBeUndefined();
    expect(find(tags, (t) => t.name === "robots")?.content).toBe("noindex");
  });

  it("reads the root loader data from meta matches", () => {
    const root = rootMeta([
      { id: "root", loaderData: { locale: "fr", settings, origin: "https://x.org" } },
    ]);
    expect(root.locale).toBe("fr");
    expect(rootMeta([]).locale).toBe("en");
  });
});

describe("titleWithSite (decision 0028)", () => {
  it("adds the site name once, not after a title that already ends with it", () => {
    expect(titleWithSite("Harvest", "Hope Foundation")).toBe("Harvest | Hope Foundation");
    expect(titleWithSite("Harvest | Hope Foundation", "Hope Foundation")).toBe(
      "Harvest | Hope Foundation",
    );
    expect(titleWithSite("Harvest — hope foundation", "Hope Foundation")).toBe(
      "Harvest — hope foundation",
    );
    expect(titleWithSite(undefined, "Hope Foundation")).toBe("Hope Foundation");
  });
});
