import type { CSSProperties, HTMLAttributes } from "react";
import type { IconName } from "./icon-names.ts";
import { cn } from "./cn.ts";
import spriteUrl from "./icons.svg?url";

export type { IconName } from "./icon-names.ts";

type IconProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & {
  name: IconName;
  /** Width and height in pixels when no class sizes the icon (lucide's default, 24). */
  size?: number;
  /** Gives the icon a name (role="img"); without one it is decoration, hidden from assistive tech. */
  label?: string;
  /** Drawn filled, not outlined (the donate heart, rating stars): `<name>-filled` in the sprite. */
  filled?: boolean;
};

/**
 * A lucide icon as one element (docs/decisions/0020-icon-sprite.md): a `<span class="icon">` whose
 * background, the text colour, shows through the sprite's view of that icon used as a mask
 * (icons.svg, served long-cached from /assets). No paths in the page, no icon code in scripts.
 * Sized by a `size-*` class or `size`; it never shrinks in a flex row (`.icon` in app.css).
 */
export function Icon({ name, size, label, filled, className, style, ...props }: IconProps) {
  const icon = { "--icon": `url(${spriteUrl}#${name}${filled ? "-filled" : ""})` };
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={cn("icon", className)}
      style={{ ...icon, ...(size ? { width: size, height: size } : {}), ...style } as CSSProperties}
      {...props}
    />
  );
}
