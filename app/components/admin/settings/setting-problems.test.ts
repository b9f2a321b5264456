import { describe, expect, it } from "vitest";
import enSettings from "../../../../texts/locales/en/adminSettings.json";
import frSettings from "../../../../texts/locales/fr/adminSettings.json";
import ruSettings from "../../../../texts/locales/ru/adminSettings.json";
import { createT } from "../../../i18n/translate.ts";
import { parsePresets } from "./payment-settings.tsx";
import { refusedSettings, settingProblem } from "./setting-problems.ts";

const en = { adminSettings: enSettings };
const tIn = (locale: "en" | "fr" | "ru") =>
  createT(
    locale,
    { en, fr: { adminSettings: frSettings }, ru: { adminSettings: ruSettings } }[locale],
    "en",
    en,
    "adminSettings",
  );

describe("a refused setting in words", () => {
  it("says the bounds of a number setting in the page's language", () => {
    expect(settingProblem(tIn("en"), "en", "security.sessionTimeout")).toBe(
      "Enter a whole number between 5 and 480",
    );
    expect(settingProblem(tIn("fr"), "fr", "integrations.smtpPort")).toBe(
      "Saisissez un nombre entier entre 1 et 65\u202f535",
    );
    expect(settingProblem(tIn("ru"), "ru", "general.submissionRetentionMonths")).toBe(
      "Введите целое число от 0 до 120",
    );
  });

  it("names the rule of a text setting, and a language's text by its length", () => {
    expect(settingProblem(tIn("en"), "en", "general.adminEmail")).toBe(
      "Enter an e-mail address, or leave the field empty",
    );
    expect(settingProblem(tIn("ru"), "ru", "appearance.primaryColor")).toMatch(/^Введите цвет/);
    expect(settingProblem(tIn("fr"), "fr", "integrations.bankTransferInstructions.ru")).toBe(
      "Trop long\u00a0: raccourcissez ce texte",
    );
    expect(settingProblem(tIn("en"), "en", "general.timezone")).toBe("This value is not accepted");
  });

  it("lists the refused settings by their labels, each once", () => {
    expect(
      refusedSettings(tIn("fr"), [
        "security.sessionTimeout",
        "integrations.mobileMoneyInstructions.en",
        "integrations.mobileMoneyInstructions.fr",
      ]),
    ).toBe("Expiration de session (minutes), Instructions pour le Mobile Money");
  });

  it("says the range of a currency's preset amounts, for the list or one amount of it", () => {
    expect(settingProblem(tIn("en"), "en", "integrations.donationPresets.XOF.2")).toBe(
      "Enter one to six amounts separated by commas, each from 100 to 5,000,000",
    );
    expect(settingProblem(tIn("fr"), "fr", "integrations.donationPresets.RUB")).toBe(
      "Saisissez de un à six montants séparés par des virgules, chacun de 1 à 700\u202f000",
    );
    expect(refusedSettings(tIn("en"), ["integrations.donationPresets.USD.0"])).toBe(
      "Preset Donation Amounts",
    );
  });
});

describe("preset amounts as typed", () => {
  it("reads commas and semicolons, grouped thousands, and keeps a word as not a number", () => {
    expect(parsePresets("25, 50,100 ;250")).toEqual([25, 50, 100, 250]);
    expect(parsePresets("1 000, 2\u202f500, 12.5")).toEqual([1000, 2500, 12.5]);
    expect(parsePresets("")).toEqual([]);
    expect(parsePresets("25, abc")).toEqual([25, Number.NaN]);
  });
});
