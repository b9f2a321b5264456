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
 * Sized by a `size-*` class or `size`; it never shrinks in a flex row (`.icon` in styles.css).
 */
/** An icon of the sprite as a CSS image, `url(…#name)`. */
export function iconUrl(name: IconName, filled?: boolean): string {
  return `url(${spriteUrl}#${name}${filled ? "-filled" : ""})`;
}

/** The `--icon` custom property that names an icon, for the classes that draw it (styles.css). */
export function iconStyle(name: IconName, filled?: boolean): CSSProperties {
  return { "--icon": iconUrl(name, filled) } as CSSProperties;
}

export function Icon({ name, size, label, filled, className, style, ...props }: IconProps) {
  const icon = iconStyle(name, filled);
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={cn("icon", className)}
      style={{ ...icon, ...(size ? { width: size, height: size } : {}), ...style } as CSSProperties}
      {...props}
    />
  );
}

/**
 * An icon on a shape of its own (a round badge, a tinted square) as one element: the span is the
 * shape (`className`: size, background, colour, radius), the icon its `::before` (`.icon-frame`
 * in styles.css), sized by a `before:size-*` class (default 24 px). Decoration: hidden from
 * assistive tech.
 */
export function IconFrame({ name, className }: { name: IconName; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("icon-frame", className)} style={iconStyle(name)} />
  );
}

type IconTextProps = HTMLAttributes<HTMLElement> & {
  name: IconName;
  /** The element: a line of its own (`p`), part of one (`span`), or a date (`time`). */
  as?: "p" | "span" | "time" | "li";
  dateTime?: string;
};

/**
 * Text led by a decorative icon, as one element: the icon is its `::before` (`.icon-text` in
 * styles.css), 1em square unless a `before:size-*` class says otherwise.
 */
export function IconText({ name, as: Tag = "span", className, style, ...props }: IconTextProps) {
  return (
    <Tag
      className={cn("icon-text", className)}
      style={{ ...iconStyle(name), ...style }}
      {...props}
    />
  );
}
