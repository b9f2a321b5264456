/**
 * Translation keys are typed from the English files (app/i18n/translate.ts): this file is checked by
 * `npm run typecheck`, and each `@ts-expect-error` below fails the typecheck if the mistake under it
 * ever compiles. The runtime assertions run the same calls against the real English files.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import forms from "../../texts/locales/en/forms.json";
import home from "../../texts/locales/en/home.json";
import legal from "../../texts/locales/en/legal.json";
import news from "../../texts/locales/en/news.json";
import { textForCode } from "./text-for-code.ts";
import { createT, type Messages, type PluralBase } from "./translate.ts";
import { useTranslation } from "./use-translation.ts";

const en: Messages = { forms, home, legal, news };
const tHome = createT("en", en, "en", en, "home");
const tLegal = createT("en", en, "en", en, "legal");
const tNews = createT("en", en, "en", en, "news");
const tForms = createT("en", en, "en", en, "forms");

describe("typed translation keys", () => {
  it("accepts the English file's keys, and keys built from a union of real values", () => {
    expect(tHome("hero.title")).toBe(home.hero.title);
    for (const key of ["one", "two", "three"] as const) {
      expect(tHome(`stories.samples.${key}.title`)).toBe(home.stories.samples[key].title);
    }
    expect(tNews("minutes", { count: 4 })).toBe("4 min read");
  });

  it("answers lists and objects with returnObjects, typed as in the file", () => {
    const sections = tLegal("privacy.sections", { returnObjects: true });
    expectTypeOf(sections).toEqualTypeOf<typeof legal.privacy.sections>();
    expect(sections[0]?.title).toBe(legal.privacy.sections[0]?.title);
  });

  it("rejects misspelled keys, keys of another namespace and unknown namespaces", () => {
    // @ts-expect-error: misspelled ("titel")
    expect(tHome("hero.titel")).toBe("hero.titel");
    // @ts-expect-error: a key of the "legal" namespace asked of "home"
    expect(tHome("privacy.title")).toBe("privacy.title");
    // @ts-expect-error: a list is not a text (it needs returnObjects)
    tLegal("privacy.sections");
    // @ts-expect-error: a text is not a list
    tHome("hero.title", { returnObjects: true });
    // @ts-expect-error: a key built from any string
    tHome(`stories.samples.${String(Math.random())}.title`);
    // @ts-expect-error: there is no "homepage" namespace
    createT("en", en, "en", en, "homepage");
    // @ts-expect-error: nor here (the hook is only typed, not called)
    expectTypeOf(useTranslation).toBeCallableWith("homepage");
  });

  it("reaches a plural family by its base name", () => {
    expectTypeOf<
      PluralBase<"minutes_one" | "minutes_other" | "title">
    >().toEqualTypeOf<"minutes">();
  });

  it("translates codes the types cannot know through one helper, with a fallback", () => {
    expect(textForCode(tForms, "errors", "required", "?")).toBe(forms.errors.required);
    expect(textForCode(tForms, "errors", "noSuchCode", "Please check")).toBe("Please check");
    // @ts-expect-error: the prefix is still checked
    textForCode(tForms, "errorz", "required", "?");
  });
});
