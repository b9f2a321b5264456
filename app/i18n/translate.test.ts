import { describe, expect, it } from "vitest";
import { createT, type Messages, type TranslateOptions } from "./translate.ts";

const en: Messages = {
  blog: {
    title: "Stories",
    greeting: "Hello, {{name}}!",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    highlights: ["One", "Two"],
    nested: { deep: "Deep text" },
    onlyEnglish: "Only in English",
  },
};
const ru: Messages = {
  blog: {
    title: "Истории",
    greeting: "Здравствуйте, {{name}}!",
    minutes_one: "{{count}} минута",
    minutes_few: "{{count}} минуты",
    minutes_many: "{{count}} минут",
    minutes_other: "{{count}} минуты",
    highlights: ["Один", "Два"],
    nested: { deep: "Глубоко" },
  },
};

/** The fixtures are not the site's "blog" file, so their keys are not its typed keys. */
type UntypedT = (key: string, options?: TranslateOptions) => unknown;

describe("createT", () => {
  const t = createT("ru", ru, "en", en, "blog") as UntypedT;

  it("reads nested keys and fills placeholders", () => {
    expect(t("title")).toBe("Истории");
    expect(t("nested.deep")).toBe("Глубоко");
    expect(t("greeting", { name: "Ама" })).toBe("Здравствуйте, Ама!");
  });

  it("chooses the plural form of the language from count", () => {
    expect(t("minutes", { count: 1 })).toBe("1 минута");
    expect(t("minutes", { count: 3 })).toBe("3 минуты");
    expect(t("minutes", { count: 5 })).toBe("5 минут");
    expect(t("minutes", { count: 21 })).toBe("21 минута");
    const tEn = createT("en", en, "en", en, "blog") as UntypedT;
    expect(tEn("minutes", { count: 1 })).toBe("1 minute");
    expect(tEn("minutes", { count: 2 })).toBe("2 minutes");
  });

  it("answers lists with returnObjects", () => {
    expect(t("highlights", { returnObjects: true })).toEqual(["Один", "Два"]);
  });

  it("falls back to the default language, then to the key", () => {
    expect(t("onlyEnglish")).toBe("Only in English");
    expect(t("missing.key")).toBe("missing.key");
    expect(t("greeting")).toBe("Здравствуйте, {{name}}!");
    expect(t("errors.unknownCode", { defaultValue: "Please check this field" })).toBe(
      "Please check this field",
    );
  });
});
