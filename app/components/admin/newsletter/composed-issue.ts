/**
 * A digest or an appeal as its composer posts it (a plain form, so it works without JavaScript),
 * read into what the newsletter service takes: each text per language from `subject.en`…
 * `body.ru`, a digest's stories from their ticked boxes (`story.<type>.<id>`) in the order of their
 * position fields (`order.<type>.<id>`), ties and empty positions in the order they were listed.
 */
import { LOCALES } from "../../../../core/constants.ts";
import type { PerLanguage } from "../../../../core/in-language.ts";
import type { IssueTexts, StoryRef } from "../../../../core/newsletter.ts";

export type ComposedKind = "digest" | "appeal";

export const storyKey = (s: StoryRef) => `${s.type}.${s.id}`;

export function perLanguageOf(form: Record<string, string>, field: string): PerLanguage {
  return Object.fromEntries(
    LOCALES.map((l) => [l, form[`${field}.${l}`] ?? ""]),
  ) as unknown as PerLanguage;
}

export function composedIssue(form: Record<string, string>) {
  const kind = form.kind;
  const subject = perLanguageOf(form, "subject");
  if (kind !== "digest") return { kind, subject, body: perLanguageOf(form, "body") };
  const stories = Object.keys(form)
    .filter((key) => key.startsWith("story."))
    .map((key, listed) => {
      const [, type, id] = key.split(".");
      const position = Number(form[`order.${type}.${id}`]);
      return { type, id: Number(id), listed, position: position > 0 ? position : Infinity };
    })
    .sort((a, b) => a.position - b.position || a.listed - b.listed)
    .map(({ type, id }) => ({ type, id }));
  return { kind, subject, intro: perLanguageOf(form, "intro"), stories };
}

/** What a composer shows first: what was posted and refused, or the issue's own texts. */
export function composerValues(texts: IssueTexts | null, posted: unknown): IssueTexts {
  const draft = posted as Partial<IssueTexts> | undefined;
  const empty: PerLanguage = { en: "", fr: "", ru: "" };
  return {
    subject: draft?.subject ?? texts?.subject ?? empty,
    intro: draft?.intro ?? texts?.intro ?? empty,
    body: draft?.body ?? texts?.body ?? empty,
    stories: (draft?.stories as StoryRef[] | undefined) ?? texts?.stories,
  };
}
