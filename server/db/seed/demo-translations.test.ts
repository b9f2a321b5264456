/**
 * The French and Russian demo texts cover every English demo item, with the same shape, in the right
 * script and with each language's typography (core/typography.ts).
 */
import { describe, expect, it } from "vitest";
import {
  cyrillicShare,
  frenchTypographyProblems,
  russianTypographyProblems,
} from "../../../core/typography.ts";
import {
  demoBlogPosts,
  demoGallery,
  demoNews,
  demoPrograms,
  demoStoreItems,
} from "./demo-content.ts";
import {
  blogPostTranslations,
  galleryTranslations,
  newsTranslations,
  programTranslations,
  storeItemTranslations,
  type Translated,
} from "./demo-translations.ts";

type Entry = Record<string, Translated<string> | Translated<string[]>>;

const groups: { name: string; englishKeys: string[]; entries: Record<string, Entry> }[] = [
  {
    name: "blog posts",
    englishKeys: demoBlogPosts.map((x) => x.title),
    entries: blogPostTranslations as unknown as Record<string, Entry>,
  },
  {
    name: "news",
    englishKeys: demoNews.map((x) => x.title),
    entries: newsTranslations as unknown as Record<string, Entry>,
  },
  {
    name: "programs",
    englishKeys: demoPrograms.map((x) => x.title),
    entries: programTranslations as unknown as Record<string, Entry>,
  },
  {
    name: "gallery items",
    englishKeys: demoGallery.map((x) => x.title),
    entries: galleryTranslations as unknown as Record<string, Entry>,
  },
  {
    name: "store items",
    englishKeys: demoStoreItems.map((x) => x.name),
    entries: storeItemTranslations as unknown as Record<string, Entry>,
  },
];

/** Every French and Russian text of every entry, labelled for error messages. */
function textsOf(locale: "fr" | "ru") {
  return groups.flatMap(({ name, entries }) =>
    Object.entries(entries).flatMap(([key, entry]) =>
      Object.entries(entry).flatMap(([field, value]) => {
        const texts = value[locale];
        return (Array.isArray(texts) ? texts : [texts]).map((text, i) => ({
          where: `${name} «${key}» ${field}${Array.isArray(texts) ? `[${i}]` : ""}`,
          text,
        }));
      }),
    ),
  );
}

describe("demo translations", () => {
  for (const { name, englishKeys, entries } of groups) {
    it(`cover every English ${name}, and only those`, () => {
      const english = new Set(englishKeys);
      expect([...english].filter((key) => !(key in entries))).toEqual([]);
      expect(Object.keys(entries).filter((key) => !english.has(key))).toEqual([]);
    });
  }

  it("give every program as many requirements and objectives as the English", () => {
    for (const program of demoPrograms) {
      const t = programTranslations[program.title]!;
      for (const locale of ["fr", "ru"] as const) {
        expect(t.requirements[locale], `${program.title} requirements ${locale}`).toHaveLength(
          program.requirements?.length ?? 0,
        );
        expect(t.objectives[locale], `${program.title} objectives ${locale}`).toHaveLength(
          program.objectives?.length ?? 0,
        );
      }
    }
  });

  it("split content into as many paragraphs as the English", () => {
    for (const [posts, translations] of [
      [demoBlogPosts, blogPostTranslations],
      [demoNews, newsTranslations],
    ] as const) {
      for (const post of posts) {
        const paragraphs = (post.content ?? "").split("\n\n").length;
        for (const locale of ["fr", "ru"] as const)
          expect(
            translations[post.title]!.content[locale].split("\n\n"),
            `${post.title} ${locale}`,
          ).toHaveLength(paragraphs);
      }
    }
  });

  it("have no empty text", () => {
    const empty = [...textsOf("fr"), ...textsOf("ru")].filter(({ text }) => text.trim() === "");
    expect(empty.map((e) => e.where)).toEqual([]);
  });

  it("write Russian in Cyrillic", () => {
    const latin = textsOf("ru").filter(({ text }) => cyrillicShare(text) < 0.8);
    expect(latin.map((e) => `${e.where}: ${e.text}`)).toEqual([]);
  });

  it("translate the French titles rather than copy the English", () => {
    const copied = groups.flatMap(({ name, entries }) =>
      Object.entries(entries)
        .filter(([key, entry]) => (entry.title ?? entry.name)!.fr === key)
        .map(([key]) => `${name} «${key}»`),
    );
    expect(copied).toEqual([]);
  });

  it("follow French typography", () => {
    const problems = textsOf("fr").flatMap(({ where, text }) =>
      frenchTypographyProblems(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("follow Russian typography", () => {
    const problems = textsOf("ru").flatMap(({ where, text }) =>
      russianTypographyProblems(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
