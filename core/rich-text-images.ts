/**
 * Body images built at render time (decision 0028): every `<img>` of stored rich text whose source is
 * a content-hashed upload becomes a `<picture>` with AVIF and WebP `srcset` of the variants its URL
 * implies (decision 0010, never wider than 1920 px), with the library's alt in the page's language.
 * String work on HTML that was sanitized on write (decision 0011): an `<img>` there carries only
 * double-quoted `src`, `alt`, `width` and `height`.
 */
import { MAX_VARIANT_WIDTH, responsiveSources, variantKey } from "./media-variants.ts";

/** `sizes` of a body image: the story's 48rem column, the full width on phones. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

const IMG = /<img\b([^>]*?)\/?>/gi;
const ATTR = /([a-z-]+)\s*=\s*"([^"]*)"/gi;

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function attributesOf(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of raw.matchAll(ATTR)) out[(m[1] ?? "").toLowerCase()] = unescape(m[2] ?? "");
  return out;
}

/** The image sources of stored rich text, unescaped (to look their alts up in one query). */
export function bodyImageSources(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(IMG)) {
    const src = attributesOf(m[1] ?? "").src;
    if (src) found.add(src);
  }
  return [...found];
}

/**
 * The HTML with each upload's `<img>` as a responsive `<picture>`. `alts` maps an image URL to its
 * alt in the page's language (the library's, see uploads.altTexts); the stored alt is the fallback.
 */
export function withResponsiveImages(html: string, alts: Record<string, string> = {}): string {
  if (!/<img\b/i.test(html)) return html;
  return html.replace(IMG, (whole, raw: string) => {
    const attrs = attributesOf(raw);
    const src = attrs.src;
    if (!src) return whole;
    const alt = alts[src] || attrs.alt || "";
    const sources = responsiveSources(src);
    if (!sources || !sources.srcset.avif) {
      const size = attrs.width && attrs.height ? sizeAttrs(attrs.width, attrs.height) : "";
      return `<img src="${escape(src)}" alt="${escape(alt)}"${size} loading="lazy" decoding="async">`;
    }
    // The fallback of an original wider than the largest variant is that variant, so the full-size
    // file is never sent; its height keeps the original's proportions.
    let fallback = src;
    let { width, height } = sources;
    if (width > MAX_VARIANT_WIDTH) {
      const dir = src.slice(0, src.lastIndexOf("/") + 1);
      const file = src.slice(dir.length).split(/[?#]/)[0] ?? "";
      const stem = file.slice(0, file.lastIndexOf("."));
      fallback = `${dir}${variantKey(stem, MAX_VARIANT_WIDTH, "webp")}`;
      height = Math.round((height * MAX_VARIANT_WIDTH) / width);
      width = MAX_VARIANT_WIDTH;
    }
    return (
      `<picture>` +
      `<source type="image/avif" srcset="${escape(sources.srcset.avif)}" sizes="${BODY_IMAGE_SIZES}">` +
      `<source type="image/webp" srcset="${escape(sources.srcset.webp)}" sizes="${BODY_IMAGE_SIZES}">` +
      `<img src="${escape(fallback)}" alt="${escape(alt)}"${sizeAttrs(String(width), String(height))} loading="lazy" decoding="async">` +
      `</picture>`
    );
  });
}

function sizeAttrs(width: string, height: string): string {
  return /^\d+$/.test(width) && /^\d+$/.test(height) ? ` width="${width}" height="${height}"` : "";
}
