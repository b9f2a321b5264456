/**
 * Every refusal code the server sends (core/errors.ts) is worded in English, French and Russian,
 * and the admin shows the staff member's language, never the server's English message.
 */
import { describe, expect, it } from "vitest";
import { FIELD_REASONS, REFUSAL_REASONS } from "../../../../core/errors.ts";
import en from "../../../../texts/locales/en/adminShell.json";
import fr from "../../../../texts/locales/fr/adminShell.json";
import ru from "../../../../texts/locales/ru/adminShell.json";
import { createT } from "../../../i18n/translate.ts";
import { fieldRefusalTexts, newPasswordProblem, refusalText } from "./refusal-text.ts";

const FILES = { en, fr, ru } as const;
const tIn = (locale: keyof typeof FILES) =>
  createT(locale, { adminShell: FILES[locale] }, "en", { adminShell: en }, "adminShell");

/** Whether `texts` words `code`, as a plain text or a plural family (`locked_one`…). */
const words = (texts: Record<string, string>, code: string) =>
  typeof texts[code] === "string" || typeof texts[`${code}_other`] === "string";

describe("refusal codes and their texts", () => {
  for (const locale of ["en", "fr", "ru"] as const) {
    it(`words every refusal and field code in ${locale}`, () => {
      const { refusals, fieldRefusals } = FILES[locale] as unknown as Record<
        string,
        Record<string, string>
      >;
      expect(REFUSAL_REASONS.filter((code) => !words(refusals, code))).toEqual([]);
      expect(FIELD_REASONS.filter((code) => !words(fieldRefusals, code))).toEqual([]);
      for (const code of ["network", "serverError", "other", "conflict", "tooManyAttempts"])
        expect(words(refusals, code), code).toBe(true);
    });
  }

  it("shows the staff member's language, not the server's English message", () => {
    const refused = { status: 401, reason: "invalidCredentials", message: "Invalid credentials" };
    expect(refusalText(tIn("en"), refused)).toBe("Invalid credentials");
    expect(refusalText(tIn("fr"), refused)).toBe(
      "L’adresse e-mail ou le mot de passe est incorrect.",
    );
    expect(refusalText(tIn("ru"), { status: 403, reason: "notOwner" })).toBe(
      "Автор может изменять только свои записи и новости.",
    );
  });

  it("fills the refusal's values and chooses the plural form by its number", () => {
    const locked = (minutes: number) => ({ status: 429, reason: "locked", values: { minutes } });
    expect(refusalText(tIn("en"), locked(1))).toMatch(/try again in 1 minute\.$/);
    expect(refusalText(tIn("ru"), locked(2))).toMatch(/через 2 минуты\.$/);
    expect(refusalText(tIn("ru"), locked(15))).toMatch(/через 15 минут\.$/);
    expect(
      refusalText(tIn("fr"), { status: 413, reason: "fileTooLarge", values: { megabytes: 10 } }),
    ).toBe("Le fichier dépasse la limite de 10\u00a0Mo.");
  });

  it("words a refusal without a known code by its status", () => {
    expect(refusalText(tIn("fr"), { status: 0 })).toMatch(/^Impossible de joindre le serveur/);
    expect(refusalText(tIn("ru"), { status: 500 })).toMatch(/^Сервер не смог/);
    expect(refusalText(tIn("fr"), { status: 403, reason: "someNewCode" })).toBe(
      "Votre rôle ne le permet pas.",
    );
    expect(refusalText(tIn("en"), { status: 418 })).toBe("The server refused this (HTTP 418).");
  });

  it("words each refused field, a field named without a code as not valid", () => {
    const refused = {
      status: 400,
      reason: "invalidInput",
      fields: { "title.fr": "Too long", email: "Invalid email", other: "Bad" },
      fieldReasons: {
        "title.fr": { reason: "tooLong" as const, values: { max: 21 } },
        email: { reason: "email" as const },
      },
    };
    expect(fieldRefusalTexts(tIn("ru"), refused)).toEqual({
      "title.fr": "Не более 21 символа.",
      email: "Введите правильный адрес электронной почты.",
      other: "Недопустимое значение.",
    });
  });

  it("says which password rule a new password broke", () => {
    const t = tIn("fr");
    const wordsFr = {
      text: (r: Parameters<typeof refusalText>[1]) => refusalText(t, r),
      field: (r: Parameters<typeof refusalText>[1], path: string) => fieldRefusalTexts(t, r)[path],
      fields: (r: Parameters<typeof refusalText>[1]) => fieldRefusalTexts(t, r),
      thrown: () => "",
    };
    const refused = {
      status: 400,
      reason: "weakPassword",
      fields: { password: "Password must be at least 12 characters" },
      fieldReasons: { password: { reason: "passwordTooShort" as const, values: { min: 12 } } },
    };
    expect(newPasswordProblem(wordsFr, refused)).toBe(
      "Le mot de passe doit compter au moins 12 caractères.",
    );
    expect(newPasswordProblem(wordsFr, { status: 400, fields: {} })).toBe("");
  });
});
