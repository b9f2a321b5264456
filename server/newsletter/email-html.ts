/**
 * A story's body (sanitized rich text, decision 0011) made ready for mail clients: every element the
 * editor can write gets its style inline (clients drop <style> and classes), links and pictures get
 * absolute addresses, pictures fit the 600 px column. Nothing new is allowed in: the allow-list is
 * the one the body was stored with; this only adds styles and rewrites addresses.
 */
import sanitizeHtml from "sanitize-html";
import { ALLOWED_TAGS } from "../content/rich-text.ts";

/** The column of every newsletter message, in CSS pixels. */
export const EMAIL_WIDTH = 600;

const TEXT = "margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937;";
const STYLES: Record<string, string> = {
  p: TEXT,
  ul: `${TEXT}padding-left:24px;`,
  ol: `${TEXT}padding-left:24px;`,
  li: "margin:0 0 6px;",
  h2: "margin:24px 0 12px;font-size:22px;line-height:1.3;color:#111827;",
  h3: "margin:20px 0 10px;font-size:18px;line-height:1.3;color:#111827;",
  blockquote: `${TEXT}padding:4px 0 4px 16px;border-left:4px solid #d1d5db;color:#374151;`,
  img: `display:block;max-width:100%;height:auto;margin:0 0 16px;border:0;`,
  hr: "border:0;border-top:1px solid #e5e7eb;margin:24px 0;",
};

/** An address as a mail client needs it: absolute on the site, or left as it is. */
export function absoluteUrl(url: string, site: string): string {
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  if (url.startsWith("/") && !url.startsWith("//")) return `${site}${url}`;
  return url;
}

export function emailBodyHtml(html: string, site: string, linkColor: string): string {
  const styled = (tag: string) => (name: string, attribs: sanitizeHtml.Attributes) => ({
    tagName: name,
    attribs: { ...attribs, style: STYLES[tag] ?? "" },
  });
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "style"],
      img: ["src", "alt", "width", "style"],
      "*": ["style"],
    },
    transformTags: {
      ...Object.fromEntries(Object.keys(STYLES).map((tag) => [tag, styled(tag)])),
      a: (name, attribs) => ({
        tagName: name,
        attribs: {
          href: absoluteUrl(attribs.href ?? "", site),
          style: `color:${linkColor};text-decoration:underline;`,
        },
      }),
      img: (name, attribs) => {
        const width = Math.min(Number(attribs.width) || EMAIL_WIDTH, EMAIL_WIDTH);
        const out: sanitizeHtml.Attributes = {
          src: absoluteUrl(attribs.src ?? "", site),
          alt: attribs.alt ?? "",
          width: String(width),
          style: STYLES.img ?? "",
        };
        return { tagName: name, attribs: out };
      },
    },
  });
}
