import { describe, expect, it } from "vitest";
import { conflictRows, mergedValues } from "./save-conflict.ts";
import type { FieldDef } from "./types.ts";

const fields: FieldDef[] = [
  { name: "title", label: "Title", kind: "text", localized: true },
  { name: "excerpt", label: "Excerpt", kind: "textarea", localized: true },
  { name: "featured", label: "Featured", kind: "switch" },
];
const base = {
  title: "School",
  "title.fr": "École",
  "title.ru": "",
  excerpt: "First",
  "excerpt.fr": "",
  "excerpt.ru": "",
  featured: false,
};

describe("a save overtaken by another", () => {
  it("lists what the other save changed, marking what both changed", () => {
    const mine = { ...base, title: "School, retitled", "title.fr": "École de Kpalimé" };
    const theirs = { ...base, excerpt: "Theirs", "title.fr": "L’école", featured: true };
    const rows = conflictRows(fields, base, mine, theirs);
    expect(rows.map((r) => [r.key, r.locale, r.both])).toEqual([
      ["title.fr", "fr", true],
      ["excerpt", "en", false],
      ["featured", null, false],
    ]);
  });

  it("merges by field: one side's change is kept, a change of both takes the side chosen", () => {
    const mine = { ...base, title: "Mine", "title.fr": "À moi" };
    const theirs = { ...base, excerpt: "Theirs", "title.fr": "À eux" };
    expect(mergedValues(fields, base, mine, theirs)).toMatchObject({
      title: "Mine",
      "title.fr": "À moi",
      excerpt: "Theirs",
    });
    expect(mergedValues(fields, base, mine, theirs, { "title.fr": "theirs" })).toMatchObject({
      title: "Mine",
      "title.fr": "À eux",
      excerpt: "Theirs",
    });
  });
});
