import { describe, expect, it } from "vitest";
import {
  cyrillicShare,
  frenchTypographyProblems,
  NBSP,
  NNBSP,
  russianTypographyProblems,
} from "./typography.ts";

describe("French typography", () => {
  it("accepts well-set French", () => {
    expect(
      frenchTypographyProblems(
        `Début${NBSP}: {{date}}. L’été 2025, 1${NNBSP}000${NBSP}$ et 95${NBSP}%${NBSP}! «${NBSP}Oui${NBSP}», 8–16 ans…`,
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
        `«Клуб „Старт“» — это 4–6 часов в неделю, 1${NBSP}000${NBSP}$ и 95${NBSP}% в 2024 году…`,
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
