/** A content screen speaks the page language: texts, labels, options and numbers (entity-config.ts). */
import { describe, expect, it } from "vitest";
import en from "../../../../texts/locales/en/adminContent.json";
import fr from "../../../../texts/locales/fr/adminContent.json";
import ru from "../../../../texts/locales/ru/adminContent.json";
import { createT } from "../../../i18n/translate.ts";
import { ENTITY_SCREENS } from "./configs.ts";
import { entityConfig } from "./entity-config.ts";

const configIn = (locale: "en" | "fr" | "ru", key: keyof typeof ENTITY_SCREENS) => {
  const messages = { en, fr, ru }[locale];
  const t = createT(locale, { adminContent: messages }, "en", { adminContent: en }, "adminContent");
  return entityConfig(ENTITY_SCREENS[key], t, locale);
};
const field = (config: ReturnType<typeof configIn>, name: string) =>
  config.fields.find((f) => f.name === name);

describe("content screens in the staff member's language", () => {
  it("keeps the English the admin has always shown, dates written the British way", () => {
    const news = configIn("en", "news");
    expect(news.text.heading).toBe("News");
    expect(field(news, "publishDate")?.label).toBe("Publish date");
    expect(news.statusOptions?.find((o) => o.value === "pending")?.label).toBe("Pending Review");
    const item = {
      id: 1,
      author: "Ama",
      publishDate: "2026-03-14",
      category: "event",
      views: 1234,
    };
    expect(news.metaOf(item)).toEqual(["by Ama", "14 Mar 2026", "Event", "1,234 views"]);
    expect(news.metaOf({ ...item, views: 1 })[3]).toBe("1 view");
  });

  it("writes a post's stored read time in the staff member's language", () => {
    const post = { id: 1, author: "Ama", date: "2026-03-14", category: "Sports" };
    expect(configIn("fr", "blog").metaOf({ ...post, readTime: "5 min read" })[3]).toBe(
      "5 min de lecture",
    );
    expect(configIn("ru", "blog").metaOf({ ...post, readTime: "5 min read" })[3]).toBe(
      "5 мин чтения",
    );
    // Something else typed there is shown as it is.
    expect(configIn("fr", "blog").metaOf({ ...post, readTime: "Court" })[3]).toBe("Court");
    // What a Russian editor types is read the same way.
    expect(configIn("en", "blog").metaOf({ ...post, readTime: "7 мин чтения" })[3]).toBe(
      "7 min read",
    );
  });

  it("suggests the read time in the staff member's words", () => {
    const placeholder = (locale: "en" | "fr" | "ru", key: "blog" | "news") => {
      const f = field(configIn(locale, key), "readTime");
      return f?.kind === "text" ? f.placeholder : undefined;
    };
    expect(placeholder("en", "blog")).toBe("5 min read");
    expect(placeholder("fr", "blog")).toBe("5 min de lecture");
    expect(placeholder("ru", "news")).toBe("5 мин чтения");
  });

  it("translates an entity's texts, field labels, hints and options by the entity's name", () => {
    const programs = configIn("fr", "programs");
    expect(programs.text.newButton).toBe("Nouveau programme");
    expect(field(programs, "startDate")?.label).toBe("Date de début");
    const funding = field(programs, "fundingStatus");
    expect(funding?.kind === "select" && funding.options.map((o) => o.label)).toEqual([
      "Entièrement financé",
      "Partiellement financé",
      "Recherche de financement",
    ]);
    const requirements = field(programs, "requirements");
    expect(requirements?.kind === "list" && requirements.itemLabel).toBe("Condition");
    expect(configIn("ru", "blog").categoryOptions.map((o) => o.label)).toContain("Образование");
  });

  it("writes numbers, money, dates and plurals as the language does", () => {
    const news = configIn("ru", "news");
    const item = { id: 1, author: "Ама", publishDate: "2026-03-14", category: "event", views: 3 };
    const meta = news.metaOf(item);
    expect(meta[0]).toBe("автор: Ама");
    expect(meta[1]).toMatch(/14 мар/);
    expect(meta[3]).toBe("3 просмотра");
    const stats = configIn("fr", "programs").statsOf?.({ totalPrograms: 1200, totalBudget: 5000 });
    expect(stats?.[0]).toEqual({ label: "Programmes", value: "1\u202f200" });
    expect(stats?.[3]?.label).toBe("Budget total");
    expect(stats?.[3]?.value).toMatch(/5\u202f000/);
  });

  it("lists an item by its title in the staff member's language, else the English one marked so", () => {
    const news = configIn("fr", "news");
    const item = { id: 1, title: { en: "Open day", fr: "Portes ouvertes", ru: "" } };
    expect([news.titleOf(item), news.titleLang(item)]).toEqual(["Portes ouvertes", "fr"]);
    const russian = configIn("ru", "news");
    expect([russian.titleOf(item), russian.titleLang(item)]).toEqual(["Open day", "en"]);
  });
});
