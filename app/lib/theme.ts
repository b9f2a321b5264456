/** Helpers for the settings-driven look (primary colour, theme, custom CSS). */
import type { PublicSettings } from "../../core/settings.ts";

/** Text colour with the better contrast on a #rrggbb background. */
export function foregroundFor(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return "#ffffff";
  const lin = (v: string) => {
    const c = parseInt(v, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(m[1]) + 0.7152 * lin(m[2]) + 0.0722 * lin(m[3]);
  // contrast with white vs with slate-900 (#0f172a, luminance ≈ 0.0087)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0587 ? "#ffffff" : "#0f172a";
}

/** Class on <html>: "dark" forces dark, "auto" follows prefers-color-scheme (see styles.css). */
export function themeClass(theme: PublicSettings["theme"]): string {
  return theme === "dark" ? "dark" : theme === "auto" ? "auto" : "";
}

/** Admin CSS inside <style>: no "<" survives, so it can never close the element. */
export function safeCss(css: string): string {
  return css.replace(/</g, "\\3C ");
}
