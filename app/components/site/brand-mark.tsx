import { DEFAULT_SETTINGS } from "../../../core/settings-defaults.ts";
import stockLogoMark from "~/assets/images/logo-80.webp";

/**
 * The stock logo (/logo.png, 256 px, kept for search engines' structured data) is drawn from an
 * 80 px copy, twice the mark's size, under a content-hashed name cached for a year: 2 KB instead
 * of 10 KB on every first visit.
 */
function markSource(logoUrl: string): string {
  return logoUrl === DEFAULT_SETTINGS.appearance.logoUrl ? stockLogoMark : logoUrl;
}

/**
 * The site logo from settings, or a drawn mark when there is none. The mark is also in the page,
 * hidden, beside a logo: when the logo fails to load, the public pages' script shows it instead
 * (app/enhance/image-fallback.ts). The mark is one empty <svg> whose drawing is its background
 * (`.brand-mark` in styles.css): the brand colour under a white globe.
 */
export function BrandMark({ logoUrl, size = 40 }: { logoUrl: string; size?: number }) {
  const mark = (hidden: boolean) => (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      className="brand-mark"
      data-logo-fallback={hidden ? "" : undefined}
      style={hidden ? { display: "none" } : undefined}
    />
  );
  if (!logoUrl) return mark(false);
  return (
    <>
      <img
        src={markSource(logoUrl)}
        alt=""
        width={size}
        height={size}
        data-logo=""
        className="shrink-0 rounded-lg object-contain"
        style={{ width: size, height: size }}
      />
      {mark(true)}
    </>
  );
}
