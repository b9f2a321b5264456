/**
 * The site-shell namespaces are complete in fr and ru and really translated: a key missing or left
 * equal to the English text fails (names and brands are allowed to stay as they are).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const NAMESPACES = ["common", "nav", "home", "news"];
const SAME_ALLOWED = new Set([
  "Blog",
  "Facebook",
  "X (Twitter)",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "TikTok",
  "VK",
  "Telegram",
  "WhatsApp",
  "Pagination",
  "Culture",
  "Participants",
  "E-mail",
  "Accra, Ghana",
  "{{current}}/{{max}} participants",
  // People's names, written the same in French (docs/decisions/0030).
  "Ama Mensah",
  "Jean-Paul Agbeko",
]);
const dir = path.join(import.meta.dirname, "../../texts/locales");
const load = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), "utf8")) as Record<
    string,
    unknown
  >;

function flatten(obj: Record<string, unknown>, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === "object")
      for (const [kk, vv] of flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

describe.each(NAMESPACES)("locale namespace %s", (ns) => {
  const en = flatten(load("en", ns));
  it.each(["fr", "ru"])("is complete and translated in %s", (lang) => {
    const other = flatten(load(lang, ns));
    const missing = [...en.keys()].filter((k) => !other.has(k) || other.get(k)?.trim() === "");
    const untranslated = [...en.entries()]
      .filter(([k, v]) => other.get(k) === v && !SAME_ALLOWED.has(v))
      .map(([k]) => k);
    // Russian has plural forms English lacks (`_few`, `_many`).
    const extra = [...other.keys()].filter(
      (k) => !en.has(k) && !en.has(k.replace(/_(zero|one|two|few|many|other)$/, "_other")),
    );
    expect({ missing, untranslated, extra }).toEqual({ missing: [], untranslated: [], extra: [] });
  });
});
