/**
 * Every namespace file in locales/en must exist in fr and ru with the same keys (plural forms
 * normalised), no empty values, the same {{placeholders}}, and real translations: a fr/ru value equal
 * to the English one is an error unless it is on the short allow-list below. Folders are read at run
 * time, so every namespace anyone adds is covered. French and Russian values also follow each language's
 * typography (core/typography.ts): no-break spaces, ’ and « », en dashes in ranges, grouped numbers.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { typographyProblems } from "../../core/typography.ts";

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../texts/locales");
const TRANSLATED = ["fr", "ru"] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Values that are genuinely the same word in the other language (names, brands, international words).
 * Compared after trimming; values without any letter (numbers, placeholders, punctuation) are always allowed.
 */
/** Brand names, the same in every language. */
const BRANDS = [
  "Facebook",
  "Instagram",
  "YouTube",
  "X",
  "LinkedIn",
  "TikTok",
  "VK",
  "Telegram",
  "WhatsApp",
  "Visa, Mastercard, American Express",
  "MTN",
  // Payment providers (Russian writes YooKassa its own way, ЮKassa).
  "Stripe",
  "Paystack",
  "CinetPay",
  "YooKassa",
] as const;

/** Written the same in every language: the start of a web address (a URL field's hint). */
const UNIVERSAL = ["https://"] as const;

export const SAME_AS_ENGLISH_ALLOWED: Record<(typeof TRANSLATED)[number], readonly string[]> = {
  fr: [
    // Words spelt the same in French.
    "Blog",
    "Culture",
    "Contact",
    "Cookies",
    "Communication",
    "Compassion",
    "Date",
    "Description",
    "Excellence",
    "Message",
    "Notifications",
    "Organisation",
    "Page",
    "Pages",
    "Patience",
    "Vision",
    "{{current}}/{{max}} participants",
    // Places, brands and payment networks.
    "Accra",
    "Accra, Ghana",
    "Email",
    "E-mail",
    "Mobile Money",
    // Russia's Faster Payments System, known by its initials.
    "SBP",
    ...BRANDS,
    ...UNIVERSAL,
  ],
  ru: [...BRANDS, ...UNIVERSAL],
};

/** Keys holding a person's or an organisation's name may keep it as written ("Kwame Asante"). */
const NAME_KEY = /(^|\.)(name|author)$/;
const PROPER_NAME = /^\p{Lu}[\p{L}'’.-]*(\s+\p{Lu}[\p{L}'’.-]*)+$/u;
export function isProperName(key: string, value: string) {
  return NAME_KEY.test(key) && PROPER_NAME.test(value.trim());
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Flattens nested JSON to dotted keys → string values (arrays index as .0, .1…). */
export function flatten(value: Json, prefix = "", out: Map<string, string> = new Map()) {
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value === null ? "" : String(value));
  }
  return out;
}

/** The key set with plural suffixes folded, since languages have different plural forms. */
export function baseKeys(entries: Map<string, string>) {
  return new Set([...entries.keys()].map((k) => k.replace(PLURAL_SUFFIX, "")));
}

export function placeholders(value: string) {
  return [...value.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
}

/** Problems of one translated namespace against English; an empty list means it is fine. */
export function compareNamespace(
  en: Map<string, string>,
  other: Map<string, string>,
  locale: (typeof TRANSLATED)[number],
): string[] {
  const problems: string[] = [];
  const enBase = baseKeys(en);
  const otherBase = baseKeys(other);
  for (const key of enBase) if (!otherBase.has(key)) problems.push(`missing key ${key}`);
  for (const key of otherBase) if (!enBase.has(key)) problems.push(`extra key ${key}`);
  const enByBase = new Map<string, string[]>();
  for (const [k, v] of en)
    enByBase.set(k.replace(PLURAL_SUFFIX, ""), [
      ...(enByBase.get(k.replace(PLURAL_SUFFIX, "")) ?? []),
      v,
    ]);
  for (const [key, value] of other) {
    if (value.trim() === "") problems.push(`empty value ${key}`);
    const base = key.replace(PLURAL_SUFFIX, "");
    const enValues = enByBase.get(base);
    if (!enValues) continue;
    const expected = placeholders(enValues[0]!).join(",");
    if (
      placeholders(value).join(",") !== expected &&
      !enValues.some((v) => placeholders(v).join(",") === placeholders(value).join(","))
    ) {
      problems.push(
        `placeholders differ in ${key}: ${JSON.stringify(value)} vs ${JSON.stringify(enValues[0])}`,
      );
    }
    const same = en.get(key) === value || (en.get(key) === undefined && enValues.includes(value));
    const hasLetters = /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ""));
    if (
      same &&
      hasLetters &&
      !SAME_AS_ENGLISH_ALLOWED[locale].includes(value.trim()) &&
      !isProperName(key, value)
    ) {
      problems.push(`not translated ${key}: ${JSON.stringify(value)}`);
    }
  }
  for (const [key, value] of en)
    if (value.trim() === "") problems.push(`empty English value ${key}`);
  return problems;
}

function readNamespace(locale: string, file: string): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), "utf8")) as Json);
}

const namespaceFiles = fs
  .readdirSync(path.join(LOCALES_DIR, "en"))
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("locale files", () => {
  it("finds the English namespaces", () => {
    expect(namespaceFiles).toContain("common.json");
  });

  for (const locale of TRANSLATED) {
    it(`${locale} has no namespace that English lacks`, () => {
      const files = fs
        .readdirSync(path.join(LOCALES_DIR, locale))
        .filter((f) => f.endsWith(".json"));
      expect(files.filter((f) => !namespaceFiles.includes(f))).toEqual([]);
    });
  }

  for (const file of namespaceFiles) {
    for (const locale of TRANSLATED) {
      it(`${locale}/${file} matches en/${file}`, () => {
        expect(
          fs.existsSync(path.join(LOCALES_DIR, locale, file)),
          `${locale}/${file} exists`,
        ).toBe(true);
        expect(
          compareNamespace(readNamespace("en", file), readNamespace(locale, file), locale),
        ).toEqual([]);
      });

      it(`${locale}/${file} follows ${locale === "fr" ? "French" : "Russian"} typography`, () => {
        if (!fs.existsSync(path.join(LOCALES_DIR, locale, file))) return;
        const problems = [...readNamespace(locale, file)].flatMap(([key, value]) =>
          typographyProblems(value, locale).map(
            (problem) => `${key}: ${problem} in ${JSON.stringify(value)}`,
          ),
        );
        expect(problems).toEqual([]);
      });
    }
  }
});

describe("the checker itself", () => {
  const en = flatten({
    a: "Hello",
    b: { c: "{{n}} items", d_one: "{{count}} photo", d_other: "{{count}} photos" },
  });

  it("accepts a complete translation with other plural forms", () => {
    const ru = flatten({
      a: "Привет",
      b: {
        c: "{{n}} шт.",
        d_one: "{{count}} фото",
        d_few: "{{count}} фото",
        d_many: "{{count}} фото",
        d_other: "{{count}} фото",
      },
    });
    expect(compareNamespace(en, ru, "ru")).toEqual([]);
  });

  it("fails when a key is missing", () => {
    const fr = flatten({
      a: "Bonjour",
      b: { d_one: "{{count}} cliché", d_other: "{{count}} clichés" },
    });
    expect(compareNamespace(en, fr, "fr")).toContain("missing key b.c");
  });

  it("fails on an empty value, a changed placeholder and an untranslated value", () => {
    const fr = flatten({
      a: "Hello",
      b: { c: "{{m}} articles", d_one: "", d_other: "{{count}} clichés" },
    });
    const problems = compareNamespace(en, fr, "fr");
    expect(problems).toContain('not translated a: "Hello"');
    expect(problems).toContain("empty value b.d_one");
    expect(problems.some((p) => p.startsWith("placeholders differ in b.c"))).toBe(true);
  });

  it("allows proper names under name/author keys, but not a label left in English", () => {
    const enNames = flatten({
      team: { name: "Kwame Asante", label: "Name" },
      form: { name: "Name" },
    });
    const frNames = flatten({
      team: { name: "Kwame Asante", label: "Nom" },
      form: { name: "Name" },
    });
    expect(compareNamespace(enNames, frNames, "fr")).toEqual(['not translated form.name: "Name"']);
  });

  it("allows listed words and values without letters", () => {
    const enOnly = flatten({ a: "Culture", b: "{{current}} / {{total}}" });
    expect(
      compareNamespace(enOnly, flatten({ a: "Culture", b: "{{current}} / {{total}}" }), "fr"),
    ).toEqual([]);
  });
});
