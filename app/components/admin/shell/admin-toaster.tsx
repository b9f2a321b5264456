/**
 * The one toast outlet of the admin area (sonner, rich colours). The text colours are darkened
 * so every toast meets WCAG AA contrast on its tinted background.
 */
import type { CSSProperties } from "react";
import { Toaster } from "sonner";

const accessibleColours = {
  "--success-text": "#166534",
  "--error-text": "#b91c1c",
  "--warning-text": "#92400e",
  "--info-text": "#1e40af",
} as CSSProperties;

export function AdminToaster() {
  return <Toaster richColors closeButton position="top-right" style={accessibleColours} />;
}
