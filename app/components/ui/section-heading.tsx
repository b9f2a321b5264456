import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export interface SectionHeadingProps {
  /** id of the heading, for aria-labelledby on the section. */
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  align?: "center" | "left";
  /** Heading level; h2 by default. */
  as?: "h1" | "h2" | "h3";
  className?: string;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

export function SectionHeading({
  id,
  title,
  subtitle,
  eyebrow,
  align = "center",
  as: Tag = "h2",
  className,
  inverted,
}: SectionHeadingProps) {
  return (
    <div
      className={cn("mb-10", align === "center" ? "mx-auto max-w-3xl text-center" : "", className)}
    >
      {eyebrow ? (
        <p
          className={cn(
            "mb-2 text-sm font-semibold tracking-wide uppercase",
            inverted ? "text-slate-200" : "text-slate-600 dark:text-slate-300",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Tag
        id={id}
        className={cn(
          "text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          inverted ? "text-white" : "",
        )}
      >
        {title}
      </Tag>
      {subtitle ? (
        <p
          className={cn(
            "mt-4 text-lg text-pretty",
            inverted ? "text-slate-100" : "text-slate-600 dark:text-slate-300",
          )}
        >
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
