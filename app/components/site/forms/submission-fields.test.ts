/**
 * The rows of the visitor forms read their texts by convention (`form.<name>`…): every key they
 * read is in the page's namespace, in every language, so no row ever shows a bare key.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../../core/constants.ts";
import { formFieldKeys, VISITOR_FORM_FIELDS } from "../../../../core/visitor-form-fields.ts";

const LOCALES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../texts/locales",
);

/** The namespace of the page each form is on (the newsletter box has its own look and texts). */
const NAMESPACES = {
  volunteer: "volunteer",
  partner: "partner",
  contact: "contact",
  donation: "donate",
} as const;

function textAt(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      messages,
    );
}

describe("the texts of the visitor forms' rows", () => {
  for (const locale of LOCALES) {
    it.each(Object.entries(NAMESPACES))(
      `${locale}: %s reads only keys its page has`,
      (kind, ns) => {
        const file = path.join(LOCALES_DIR, locale, `${ns}.json`);
        const messages: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
        const fields = VISITOR_FORM_FIELDS[kind as keyof typeof NAMESPACES];
        const keys = fields.flatMap(formFieldKeys);
        if (fields.some((f) => !f.required)) keys.push("form.optional");
        for (const key of keys) expect(typeof textAt(messages, key), key).toBe("string");
      },
    );
  }
});
