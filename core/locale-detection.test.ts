import { describe, expect, it } from "vitest";
import {
  acceptLanguageLocale,
  cookieLocale,
  resolveRequestLocale,
  subdomainLocale,
} from "./locale-detection.ts";

describe("the language of a bare public address", () => {
  const asked = (sources: Omit<Parameters<typeof resolveRequestLocale>[0], "path">) =>
    resolveRequestLocale({ path: "/about", ...sources });

  it("renders in English and reads the remembered cookie first", () => {
    expect(asked({ cookie: "a=1; lang=ru", acceptLanguage: "fr", host: "fr.example.org" })).toEqual(
      { locale: "en", asked: "ru" },
    );
    expect(asked({ cookie: "lang=en", acceptLanguage: "fr" }).asked).toBe("en");
  });
  it("ignores an unknown cookie value", () => {
    expect(cookieLocale("lang=de")).toBeNull();
    expect(asked({ cookie: "lang=de", acceptLanguage: "ru" }).asked).toBe("ru");
  });
  it("uses a fr./ru. subdomain next", () => {
    expect(subdomainLocale("ru.example.org")).toBe("ru");
    expect(subdomainLocale("localhost")).toBeNull();
    expect(asked({ host: "fr.example.org", acceptLanguage: "ru" }).asked).toBe("fr");
  });
  it("ranks Accept-Language by q-value", () => {
    expect(acceptLanguageLocale("de-DE,de;q=0.9,ru;q=0.5,fr;q=0.7")).toBe("fr");
    expect(acceptLanguageLocale("fr-CA")).toBe("fr");
    expect(acceptLanguageLocale("es, de")).toBeNull();
    expect(asked({ acceptLanguage: "de, ru;q=0.4" }).asked).toBe("ru");
  });
  it("answers nothing asked when no source names a language we offer", () => {
    expect(asked({ acceptLanguage: "de", host: "localhost" })).toEqual({
      locale: "en",
      asked: null,
    });
    expect(resolveRequestLocale({ path: "/" }).asked).toBeNull();
  });
});

describe("the language of a prefixed public address", () => {
  it("is the prefix's, whatever the visitor's browser or cookie says", () => {
    const sources = { cookie: "lang=en", acceptLanguage: "en" };
    expect(resolveRequestLocale({ path: "/fr/a-propos", ...sources })).toEqual({
      locale: "fr",
      asked: null,
    });
    expect(resolveRequestLocale({ path: "/ru", ...sources }).locale).toBe("ru");
  });
  it("reads a client data request's path without its .data ending", () => {
    expect(resolveRequestLocale({ path: "/fr.data" }).locale).toBe("fr");
    expect(resolveRequestLocale({ path: "/ru/blog.data" }).locale).toBe("ru");
  });
});

describe("the language of the admin", () => {
  it("is the staff member's chosen language, whatever the browser asks", () => {
    expect(
      resolveRequestLocale({ path: "/admin/inbox", staffLanguage: "ru", acceptLanguage: "fr" }),
    ).toEqual({ locale: "ru", asked: null });
  });
  it("follows the browser when none is chosen, or when signed out (the sign-in screens)", () => {
    expect(resolveRequestLocale({ path: "/admin", acceptLanguage: "fr-FR,en;q=0.5" }).locale).toBe(
      "fr",
    );
    expect(
      resolveRequestLocale({ path: "/admin/login", staffLanguage: null, acceptLanguage: "ru" })
        .locale,
    ).toBe("ru");
    expect(resolveRequestLocale({ path: "/admin.data", acceptLanguage: "ru" }).locale).toBe("ru");
  });
  it("ignores the public pages' remembered language and a language the site does not offer", () => {
    expect(
      resolveRequestLocale({ path: "/admin", cookie: "lang=fr", staffLanguage: "de" }).locale,
    ).toBe("en");
  });
  it("does not take an address that merely starts with the word for the admin", () => {
    expect(resolveRequestLocale({ path: "/administration", acceptLanguage: "fr" })).toEqual({
      locale: "en",
      asked: "fr",
    });
  });
});
