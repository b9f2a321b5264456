import { Children, cloneElement, isValidElement, type ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * The look of each variant and size is in the stylesheet (`.btn-*` in styles.css), not in class
 * lists that every button of every page would repeat.
 */
export type ButtonVariant =
  | "default"
  | "outline"
  | "ghost"
  | "secondary"
  /** Outline for dark or image backgrounds. */
  | "outlineLight"
  | "light"
  | "link"
  /** Destructive actions (delete, discard, leave without saving). */
  | "danger";
export type ButtonSize = "sm" | "default" | "lg" | "icon";

/** A white outline (against a dark band) around a dark ring (against a white button). */
export const focusOnDark =
  "focus-visible:outline-white focus-visible:ring-2 focus-visible:ring-slate-900";

export function buttonClasses(
  variant: ButtonVariant = "default",
  size: ButtonSize = "default",
  className?: string,
) {
  return cn("btn", `btn-${variant}`, size !== "default" && `btn-${size}`, className);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a <Link>) with the button styles. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  asChild,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    // The child keeps its own props (a link's href, its own class names after the button's).
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) return null;
    return cloneElement(child, {
      ...props,
      ...child.props,
      className: buttonClasses(variant, size, cn(className, child.props.className)),
    });
  }
  return (
    <button type={type ?? "button"} className={buttonClasses(variant, size, className)} {...props}>
      {children}
    </button>
  );
}
