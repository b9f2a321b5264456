import type { SVGProps } from "react";
import type { IconName } from "./icon-names.ts";
import { cn } from "./cn.ts";
import spriteUrl from "./icons.svg?url";

export type { IconName } from "./icon-names.ts";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  name: IconName;
  /** Width and height in pixels when no class sizes the icon (lucide's default, 24). */
  size?: number;
  /** Gives the icon a name (role="img"); without one it is decoration, hidden from assistive tech. */
  label?: string;
};

/**
 * A lucide icon drawn from the one sprite (icons.svg, served long-cached from /assets): the page
 * holds a short <use> reference instead of the icon's paths, and no icon code ships in scripts.
 * Stroke colour is currentColor; a `fill-current` class fills the icon. It never shrinks in a
 * flex row (a wrapping label beside it would squash it).
 */
export function Icon({ name, size = 24, label, className, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={cn("shrink-0", className)}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
