/**
 * Rich text (decision 0011): stored and exchanged as HTML, sanitized against one allow-list on every
 * write on the server. Server-only: sanitize-html and its parser never reach a browser bundle.
 */
import sanitizeHtml from "sanitize-html";
import { LOCALES } from "../../core/constants.ts";
import type { EntityDefinition, Field, Fields } from "../../core/content/define.ts";
import { isHttpUrl, isSitePath } from "../../core/urls.ts";

/** The tags stored rich text may hold (e-mail rendering restyles the same set). */
export const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "br",
  "img",
];

/** The rel every link leaving the site gets. */
export const EXTERNAL_REL = "noopener noreferrer";

const DIMENSION = /^\d{1,5}$/;

/** href and src: an http(s) URL or a path on this site, nothing else (no javascript:, data:, //host). */
const safeUrl = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v && (isSitePath(v) || isHttpUrl(v)) ? v : undefined;
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "rel"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Headings the editor does not offer keep their rank as near as the allow-list lets them.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a(_tagName, attribs) {
      const href = safeUrl(attribs.href);
      // A link without a safe target is unwrapped (a span is not allowed: its text stays).
      if (!href) return { tagName: "span", attribs: {} };
      const out: sanitizeHtml.Attributes = { href };
      if (isHttpUrl(href)) out.rel = EXTERNAL_REL;
      return { tagName: "a", attribs: out };
    },
    img(_tagName, attribs) {
      const out: sanitizeHtml.Attributes = {};
      const src = safeUrl(attribs.src);
      if (src) out.src = src;
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      for (const name of ["width", "height"] as const) {
        if (attribs[name] && DIMENSION.test(attribs[name])) out[name] = attribs[name];
      }
      return { tagName: "img", attribs: out };
    },
  },
  // An image without a safe source is dropped whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

/** Whether a value is HTML (has a tag) rather than the plain text of an older client. */
export function looksLikeHtml(value: string): boolean {
  return TAG.test(value);
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Plain text → HTML: escaped, a `<p>` per blank-line-separated paragraph, single newlines as `<br>`. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/[ \t]*\n[ \t]*/g, "<br />")}</p>`)
    .join("");
}

const BLOCK = /<(p|h2|h3|h4|ul|ol|blockquote)[\s>]/i;

/** Already-escaped inline HTML split like plain text: `<p>` per blank-line paragraph, `<br />` per newline. */
function inlineToParagraphs(html: string): string {
  return html
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/[ \t]*\n[ \t]*/g, "<br />")}</p>`)
    .join("");
}

/** Whether sanitized HTML says nothing: no text and no image (an empty editor gives `<p></p>`). */
function isEmptyHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .trim();
  return text === "";
}

/**
 * The one way a rich text value is stored: plain text becomes paragraphs, HTML is cleaned against
 * the allow-list. Idempotent: sanitizing stored HTML again changes nothing.
 */
export function sanitizeRichText(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  const html = looksLikeHtml(trimmed) ? trimmed : plainTextToHtml(trimmed);
  let clean = sanitizeHtml(html, OPTIONS).trim();
  // Text with only inline tags (older clients) still gets its paragraphs from its blank lines.
  if (!BLOCK.test(clean)) clean = sanitizeHtml(inlineToParagraphs(clean), OPTIONS).trim();
  return isEmptyHtml(clean) ? "" : clean;
}

const isRichText = (field: Field) => field.kind === "richText";

/** The names of a definition's rich text fields. */
export function richTextFieldNames<F extends Fields>(definition: EntityDefinition<F>): string[] {
  return Object.entries(definition.fields as Fields)
    .filter(([, field]) => isRichText(field))
    .map(([name]) => name);
}

/**
 * Sanitizes every rich text value of validated input (every language of a localized field), as the
 * generic service does before each create and update. Returns the names of required fields whose
 * English value was given but sanitized to nothing (e.g. only a script).
 */
export function sanitizeRichTextFields<F extends Fields>(
  definition: EntityDefinition<F>,
  values: Record<string, unknown>,
): { values: Record<string, unknown>; emptied: string[] } {
  const out = { ...values };
  const emptied: string[] = [];
  for (const name of richTextFieldNames(definition)) {
    const field = (definition.fields as Fields)[name]!;
    const value = out[name];
    const required = field.required !== undefined && field.required !== false;
    if (typeof value === "string") {
      out[name] = sanitizeRichText(value);
      if (required && value.trim() !== "" && out[name] === "") emptied.push(name);
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      const byLocale: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const locale of LOCALES) {
        const v = byLocale[locale];
        if (typeof v !== "string") continue;
        byLocale[locale] = sanitizeRichText(v);
        if (required && locale === "en" && v.trim() !== "" && byLocale[locale] === "") {
          emptied.push(name);
        }
      }
      out[name] = byLocale;
    }
  }
  return { values: out, emptied };
}
