import { describe, expect, it } from "vitest";
import { acceptLanguageLocale, cookieLocale, detectLocale, subdomainLocale } from "./detect.ts";

describe("locale detection for bare paths", () => {
  it("reads the remembered cookie first", () => {
    expect(
      detectLocale({ cookie: "a=1; lang=ru", acceptLanguage: "fr", host: "fr.example.org" }),
    ).toBe("ru");
    expect(detectLocale({ cookie: "lang=en", acceptLanguage: "fr" })).toBe("en");
  });
  it("ignores an unknown cookie value", () => {
    expect(cookieLocale("lang=de")).toBeNull();
  });
  it("uses a fr./ru. subdomain next", () => {
    expect(subdomainLocale("ru.example.org")).toBe("ru");
    expect(subdomainLocale("localhost")).toBeNull();
    expect(detectLocale({ host: "fr.example.org", acceptLanguage: "ru" })).toBe("fr");
  });
  it("ranks Accept-Language by q-value", () => {
    expect(acceptLanguageLocale("de-DE,de;q=0.9,ru;q=0.5,fr;q=0.7")).toBe("fr");
    expect(acceptLanguageLocale("fr-CA")).toBe("fr");
    expect(acceptLanguageLocale("es, de")).toBeNull();
  });
  it("falls back to the admin default language, then English", () => {
    expect(detectLocale({ acceptLanguage: "de", defaultLanguage: "ru" })).toBe("ru");
    expect(detectLocale({ defaultLanguage: "es" })).toBe("en");
    expect(detectLocale({})).toBe("en");
  });
});
