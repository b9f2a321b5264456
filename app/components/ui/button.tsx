import { Children, cloneElement, isValidElement, type ComponentProps } from "react";
import { cn } from "./cn.ts";

const variants = {
  default: "bg-brand text-brand-foreground shadow-sm hover:bg-brand/90",
  outline:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800",
  secondary:
    "bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
  /** Outline for dark or image backgrounds. */
  outlineLight: "border border-white bg-transparent text-white hover:bg-white/10",
  light: "bg-white text-slate-900 shadow-sm hover:bg-slate-100",
  link: "text-brand underline-offset-4 hover:underline dark:text-slate-100",
  /** Destructive actions (delete, discard, leave without saving). */
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  default: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Variants used on dark bands: the focus ring must stand out from the band and the button. */
const ON_DARK = new Set<ButtonVariant>(["light", "outlineLight"]);
/** A white outline (against the band) around a dark ring (against a white button). */
export const focusOnDark =
  "focus-visible:outline-white focus-visible:ring-2 focus-visible:ring-slate-900";
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(
  variant: ButtonVariant = "default",
  size: ButtonSize = "default",
  className?: string,
) {
  return cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2",
    ON_DARK.has(variant) ? focusOnDark : "focus-visible:outline-sky-600",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
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
