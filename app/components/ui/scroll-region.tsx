/**
 * A wide table's frame on a screen narrower than it: it scrolls sideways, and since only a keyboard
 * user focused on it can scroll it so, it is a named, focusable region that shows its focus.
 */
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-sky-600",
        className,
      )}
    >
      {children}
    </div>
  );
}
