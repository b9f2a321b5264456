import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** Colour tones with AA contrast for text on their background. */
const tones = {
  default: "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900",
  secondary: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  outline: "border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100",
  green: "bg-green-100 text-green-900",
  blue: "bg-blue-100 text-blue-900",
  yellow: "bg-yellow-100 text-yellow-900",
  red: "bg-red-100 text-red-900",
  purple: "bg-purple-100 text-purple-900",
  orange: "bg-orange-100 text-orange-900",
  grey: "bg-slate-200 text-slate-800",
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends ComponentProps<"span"> {
  tone?: BadgeTone;
}

export function Badge({ tone = "default", className, ...props }: BadgeProps) {
  return <span className={cn("badge", tones[tone], className)} {...props} />;
}
