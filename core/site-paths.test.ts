import { describe, expect, it } from "vitest";
import { LOCALES } from "./constants.ts";
import { slugify } from "./content/slug.ts";
import {
  addressesOf,
  localizedAddressOf,
  localizedHref,
  parseSitePath,
  pathInLocale,
  SECTIONS,
  sectionSlug,
} from "./site-paths.ts";
import { PUBLIC_PAGES } from "./public-pages.ts";

/** The native words the French and Russian slugs are made from (docs/decisions/0026). */
const WORDS: Record<string, { fr: string; ru: string }> = {
  about: { fr: "À propos", ru: "О нас" },
  services: { fr: "Services", ru: "Услуги" },
  projects: { fr: "Projets", ru: "Проекты" },
  getInvolved: { fr: "S’engager", ru: "Помочь" },
  donate: { fr: "Faire un don", ru: "Пожертвовать" },
  volunteer: { fr: "Bénévolat", ru: "Волонтёрам" },
  partner: { fr: "Partenaire", ru: "Партнёрам" },
  gallery: { fr: "Galerie", ru: "Галерея" },
  blog: { fr: "Histoires", ru: "Истории" },
  store: { fr: "Boutique", ru: "Магазин" },
  news: { fr: "Actualités", ru: "Новости" },
  contact: { fr: "Contact", ru: "Контакты" },
  privacy: { fr: "Confidentialité", ru: "Конфиденциальность" },
  terms: { fr: "Conditions", ru: "Условия" },
  newsletterConfirm: { fr: "Infolettre/Confirmation", ru: "Рассылка/Подтверждение" },
  newsletterUnsubscribe: { fr: "Infolettre/Désabonnement", ru: "Рассылка/Отписка" },
  donateStop: { fr: "Faire un don/Arrêter", ru: "Пожертвовать/Отменить" },
  donateRenew: { fr: "Faire un don/Régler", ru: "Пожертвовать/Оплатить" },
  offline: { fr: "Hors ligne", ru: "Офлайн" },
  search: { fr: "Recherche", ru: "Поиск" },
};

describe("section addresses", () => {
  it("every section has a slug in each language, made from its word the way story slugs are", () => {
    expect(Object.keys(WORDS).sort()).toEqual([...SECTIONS].sort());
    for (const section of SECTIONS) {
      for (const locale of ["fr", "ru"] as const) {
        const made = WORDS[section]![locale].split("/").map((w) => slugify(w));
        expect(sectionSlug(section, locale), `${section} ${locale}`).toBe(made.join("/"));
      }
    }
  });

  it("every public page of the route table is a section (or the home page)", () => {
    for (const page of PUBLIC_PAGES) {
      if (page === "/") continue;
      expect(parseSitePath(page).section, page).not.toBeNull();
    }
  });

  it("slugs are unique per language, and no English word is another section's slug", () => {
    for (const locale of LOCALES) {
      const own = SECTIONS.map((s) => sectionSlug(s, locale));
      expect(new Set(own).size).toBe(own.length);
      for (const section of SECTIONS) {
        const other = SECTIONS.find(
          (s) => s !== section && sectionSlug(s, locale) === sectionSlug(section, "en"),
        );
        expect(other, `${locale}: ${sectionSlug(section, "en")}`).toBeUndefined();
      }
    }
  });

  it("gives a page's address in a language, query and fragment kept", () => {
    expect(localizedHref("/get-involved", "fr")).toBe("/fr/s-engager");
    expect(localizedHref("/donate?amount=20#form", "ru")).toBe("/ru/pozhertvovat?amount=20#form");
    expect(localizedHref("/blog/coupe", "fr")).toBe("/fr/histoires/coupe");
    expect(localizedHref("/newsletter/confirm?token=a", "ru")).toBe(
      "/ru/rassylka/podtverzhdenie?token=a",
    );
    expect(localizedHref("/", "fr")).toBe("/fr");
    expect(localizedHref("/", "en")).toBe("/");
    expect(localizedHref("/donate", "en")).toBe("/donate");
    expect(localizedHref("/rss.xml", "ru")).toBe("/ru/rss.xml");
    expect(localizedHref("/blogger", "fr")).toBe("/fr/blogger");
    expect(localizedHref("https://example.org/donate", "fr")).toBe("https://example.org/donate");
    expect(localizedHref("#main", "fr")).toBe("#main");
  });

  it("round trip: every page in every language reads back to its English path and language", () => {
    for (const page of [...PUBLIC_PAGES, "/blog/x", "/news/y", "/projects/z", "/offline"]) {
      const all = addressesOf(page);
      for (const locale of LOCALES) {
        expect(parseSitePath(all[locale])).toMatchObject({
          locale,
          path: page,
          englishWords: false,
        });
        for (const to of LOCALES) expect(pathInLocale(all[locale], to)).toBe(all[to]);
        expect(localizedAddressOf(all[locale])).toBeNull();
      }
    }
  });

  it("moves English words under a language prefix to the language's own", () => {
    expect(localizedAddressOf("/fr/get-involved")).toBe("/fr/s-engager");
    expect(localizedAddressOf("/ru/donate")).toBe("/ru/pozhertvovat");
    expect(localizedAddressOf("/ru/blog/kubok")).toBe("/ru/istorii/kubok");
    expect(localizedAddressOf("/ru/contact")).toBe("/ru/kontakty");
    expect(localizedAddressOf("/fr/contact")).toBeNull();
    expect(localizedAddressOf("/fr/nowhere")).toBeNull();
    expect(localizedAddressOf("/donate")).toBeNull();
    expect(pathInLocale("/fr/get-involved", "ru")).toBe("/ru/pomoch");
  });
});
