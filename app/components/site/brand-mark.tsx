import { useEffect, useRef, useState } from "react";
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

/** The site logo from settings, or a drawn mark when it is missing or fails to load. */
export function BrandMark({ logoUrl, size = 40 }: { logoUrl: string; size?: number }) {
  const [failed, setFailed] = useState(!logoUrl);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox="0 0 40 40"
        className="shrink-0 rounded-lg"
      >
        <rect width="40" height="40" rx="9" fill="var(--brand, #222222)" />
        <circle cx="20" cy="20" r="11" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path
          d="M9 20h22M20 9c-4 4-4 18 0 22M20 9c4 4 4 18 0 22"
          stroke="#fff"
          strokeWidth="2"
          fill="none"
        />
      </svg>
    );
  }
  return (
    <img
      ref={ref}
      src={markSource(logoUrl)}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-lg object-contain"
      style={{ width: size, height: size }}
      onError={() => setFailed(true)}
    />
  );
}
