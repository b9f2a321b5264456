/**
 * The schema of a text written per language (core/in-language.ts reads one): English required or
 * not, each language trimmed and bounded. Apart from in-language.ts so the public pages, which read
 * such texts, do not load zod.
 */
import { z } from "zod";

const text = (name: string, max: number, missing = `${name} must be a text`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${name} must be a text`) })
    .trim()
    .max(max, { error: `${name} is too long (at most ${max} characters)` });

/** A text per language where English is required and a language left empty reads English. */
export const requiredPerLanguage = (name: string, max: number) =>
  z.object(
    {
      en: text(`${name}.en`, max, `${name} is required in English`).min(1, {
        error: `${name} is required in English`,
      }),
      fr: text(`${name}.fr`, max).default(""),
      ru: text(`${name}.ru`, max).default(""),
    },
    { error: `${name} must be a text per language: { en, fr, ru }` },
  );

/** A text per language, each may be left empty. */
export const optionalPerLanguage = (name: string, max: number) =>
  z.object(
    {
      en: text(`${name}.en`, max).default(""),
      fr: text(`${name}.fr`, max).default(""),
      ru: text(`${name}.ru`, max).default(""),
    },
    { error: `${name} must be a text per language: { en, fr, ru }` },
  );
