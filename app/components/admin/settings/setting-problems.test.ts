import { describe, expect, it } from "vitest";
import enSettings from "../../../i18n/locales/en/adminSettings.json";
import frSettings from "../../../i18n/locales/fr/adminSettings.json";
import ruSettings from "../../../i18n/locales/ru/adminSettings.json";
import { createT } from "../../../i18n/translate.ts";
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
});
