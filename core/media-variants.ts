/**
 * Responsive image variants, named so that an image URL alone says which variants exist (decision 0010).
 *
 * An upload is stored at `name.<hash>.<width>x<height>.<ext>` (content hash of the stored bytes, the
 * original's pixel size). Its variants sit beside it: `name.<hash>.<width>x<height>.w<w>.avif|webp`
 * for every width in VARIANT_WIDTHS below the original's, and `….social.jpg` (1200 × 630) for social cards.
 * Legacy keys (`timestamp-name.ext`) carry no size: pages show them as they are.
 */

/** Widths of the AVIF and WebP variants; only those below the original's width are made. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_VARIANT_WIDTH = 1920;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;

/** Length of the hex content hash in a storage key. */
export const KEY_HASH_LENGTH = 16;

const HASHED_KEY = new RegExp(
  `^(?<stem>[\\w-]+\\.(?<hash>[0-9a-f]{${KEY_HASH_LENGTH}})\\.(?<width>\\d{1,5})x(?<height>\\d{1,5}))(?:\\.w\\d+|\\.social)?\\.[a-z0-9]+$`,
);

export interface HashedKey {
  /** The key without its extension: the prefix of every variant's key. */
  stem: string;
  hash: string;
  width: number;
  height: number;
}

/** Parses a content-hashed storage key (an original's or a variant's), or null for a legacy key. */
export function parseHashedKey(key: string): HashedKey | null {
  const m = HASHED_KEY.exec(key);
  if (!m?.groups) return null;
  const width = Number(m.groups.width);
  const height = Number(m.groups.height);
  if (!width || !height) return null;
  return { stem: m.groups.stem ?? "", hash: m.groups.hash ?? "", width, height };
}

export const isHashedKey = (key: string) => parseHashedKey(key) !== null;

/** The widths made for an original `width` pixels wide: never upscaled, so only smaller ones. */
export const variantWidthsFor = (width: number) => VARIANT_WIDTHS.filter((w) => w < width);

/** The key of one width variant, from the original's key without its extension. */
export const variantKey = (stem: string, width: number, format: VariantFormat) =>
  `${stem}.w${width}.${format}`;

export const socialKey = (stem: string) => `${stem}.social.jpg`;

/** Splits `…/name.ext` into the directory part (with its trailing slash) and the file name. */
function splitUrl(url: string) {
  const clean = url.split(/[?#]/)[0] ?? "";
  const slash = clean.lastIndexOf("/");
  return { dir: clean.slice(0, slash + 1), file: clean.slice(slash + 1) };
}

export interface ResponsiveSources {
  width: number;
  height: number;
  /**
   * `srcset` values per format, smallest first (the original last when it is at most 1920 px wide);
   * empty when the original is too narrow for any variant.
   */
  srcset: Record<VariantFormat, string>;
}

/**
 * The variants of an uploaded image from its URL, or null when the URL is not a content-hashed
 * upload (legacy key, external or placeholder image): then the URL is shown as it is.
 */
export function responsiveSources(url: string | null | undefined): ResponsiveSources | null {
  if (!url) return null;
  const { dir, file } = splitUrl(url);
  const parsed = parseHashedKey(file);
  if (!parsed || /\.(w\d+|social)\.[a-z0-9]+$/.test(file)) return null; // legacy, or a variant
  const widths = variantWidthsFor(parsed.width);
  // An original no wider than the largest variant closes the gap above the last variant (any browser
  // that reads AVIF reads the original's format too); a bigger one is never offered.
  const top = parsed.width <= MAX_VARIANT_WIDTH ? [`${dir}${file} ${parsed.width}w`] : [];
  const srcset = Object.fromEntries(
    VARIANT_FORMATS.map((format) => [
      format,
      widths.length === 0
        ? ""
        : [...widths.map((w) => `${dir}${variantKey(parsed.stem, w, format)} ${w}w`), ...top].join(
            ", ",
          ),
    ]),
  ) as Record<VariantFormat, string>;
  return { width: parsed.width, height: parsed.height, srcset };
}

/** The 1200 × 630 JPEG for social cards of an uploaded image, or the URL itself for legacy keys. */
export function socialImageUrl(url: string): string {
  const { dir, file } = splitUrl(url);
  const parsed = parseHashedKey(file);
  return parsed ? `${dir}${socialKey(parsed.stem)}` : url;
}
