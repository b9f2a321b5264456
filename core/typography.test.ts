import { describe, expect, it } from "vitest";
import {
  cyrillicShare,
  frenchTypographyProblems,
  NBSP,
  NNBSP,
  pluralCategory,
  typeset,
  russianTypographyProblems,
} from "./typography.ts";

describe("French typography", () => {
  it("accepts well-set French", () => {
    expect(
      frenchTypographyProblems(
        `Début${NBSP}: {{date}}. L’été 2025, 1${NNBSP}000${NBSP}$ et 95${NBSP}%${NNBSP}! «${NNBSP}Oui${NNBSP}», 8–16 ans…`,
      ),
    ).toEqual([]);
  });

  it("names each problem", () => {
    expect(frenchTypographyProblems("Début : demain")).toEqual([
      "plain space before : ; ! ? » (use a no-break space)",
    ]);
    expect(frenchTypographyProblems("Compétences: football")).toEqual([
      "no space before : ; ! ? » (use a no-break space)",
    ]);
    expect(frenchTypographyProblems("Oups!")).toEqual([
      "no space before : ; ! ? » (use a no-break space)",
    ]);
    expect(frenchTypographyProblems(`«Bonjour${NBSP}»`)).toEqual(["no-break space needed after «"]);
    expect(frenchTypographyProblems("l'école")).toEqual(["ASCII apostrophe (use ’)"]);
    expect(frenchTypographyProblems('le "club"')).toEqual(["ASCII quotes (use « »)"]);
    expect(frenchTypographyProblems("Chargement...")).toEqual(["three dots (use …)"]);
    expect(frenchTypographyProblems("4-6 heures")).toEqual([
      "hyphen in a range (use an en dash –)",
    ]);
    expect(frenchTypographyProblems(`1000${NBSP}$`)).toEqual([
      "number without thousands separator",
    ]);
    expect(frenchTypographyProblems(`1${NBSP}000 visiteurs`)).toEqual([
      "thousands separator must be U+202F",
    ]);
    expect(frenchTypographyProblems("95 % des fonds")).toEqual([
      "no-break space (U+00A0) needed between a number and % or $",
    ]);
  });

  it("leaves years, times, web addresses and placeholders alone", () => {
    expect(
      frenchTypographyProblems("Fondée en 2018, ouverte à 10:30 sur https://example.org {{a}}"),
    ).toEqual([]);
  });
});

describe("Russian typography", () => {
  it("accepts well-set Russian", () => {
    expect(
      russianTypographyProblems(
        `«Клуб „Старт“»${NBSP}— это 4–6 часов в неделю, 1${NBSP}000${NBSP}$ и 95${NBSP}% в 2024 году…`,
      ),
    ).toEqual([]);
  });

  it("names each problem", () => {
    expect(russianTypographyProblems('"Клуб" - это 4-6 часов')).toEqual([
      "ASCII quotes (use «ёлочки»)",
      "hyphen in a range (use an en dash –)",
      "hyphen used as a dash",
    ]);
    expect(russianTypographyProblems("1000 юных спортсменов")).toEqual([
      "number without thousands separator",
    ]);
    expect(russianTypographyProblems(`15${NNBSP}000`)).toEqual([
      "thousands separator must be U+00A0",
    ]);
    expect(russianTypographyProblems("95% средств")).toEqual([
      "no-break space (U+00A0) needed between a number and % or $",
    ]);
  });
});

describe("cyrillicShare", () => {
  it("measures the share of Cyrillic letters", () => {
    expect(cyrillicShare("Экзамен DELF")).toBeCloseTo(7 / 11);
    expect(cyrillicShare("Community Football Academy")).toBe(0);
    expect(cyrillicShare("2024")).toBe(1);
  });
});

describe("typeset", () => {
  it("sets French spaces before ; ! ? » and :, and after «", () => {
    expect(typeset("Merci ! Vraiment?  Oui ; non. «Club» : voir https://x.org à 10:30", "fr")).toBe(
      `Merci${NNBSP}! Vraiment${NNBSP}?  Oui${NNBSP}; non. «${NNBSP}Club${NNBSP}»${NBSP}: voir https://x.org à 10:30`,
    );
    expect(typeset(`Quoi${NBSP}?!`, "fr")).toBe(`Quoi${NNBSP}?!`);
    expect(typeset("E-mail: {{email}}", "fr")).toBe(`E-mail${NBSP}: {{email}}`);
  });

  it("keeps a Russian em dash off the start of a line", () => {
    expect(typeset("Москва — столица", "ru")).toBe(`Москва${NBSP}— столица`);
  });

  it("finds what it fixes", () => {
    expect(frenchTypographyProblems(`Merci${NBSP}!`)).toEqual([
      "space before ; ! ? must be the narrow no-break space U+202F",
    ]);
    expect(russianTypographyProblems("Москва — столица")).toEqual([
      "breakable space before an em dash (use U+00A0)",
    ]);
    expect(frenchTypographyProblems(`50${NNBSP}000${NBSP}$+/an`)).toEqual([
      "“8+” is English (write “8 heures ou plus”)",
    ]);
  });
});

describe("pluralCategory", () => {
  it("reads 0 as singular in French and counts Russian one / few / many", () => {
    expect(pluralCategory(0, "fr")).toBe("one");
    expect(pluralCategory(2, "fr")).toBe("other");
    expect([1, 3, 5, 21].map((n) => pluralCategory(n, "ru"))).toEqual([
      "one",
      "few",
      "many",
      "one",
    ]);
  });
});
