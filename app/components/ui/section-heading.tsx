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

/** A section's heading in a block of its own: eyebrow, title and subtitle, spaced from what follows. */
export function SectionHeading({ align = "center", className, ...texts }: SectionHeadingProps) {
  return (
    <div
      className={cn("mb-10", align === "center" ? "mx-auto max-w-3xl text-center" : "", className)}
    >
      <SectionHeadingTexts {...texts} />
    </div>
  );
}

/**
 * The heading's texts without a block around them, for a section that lays them out itself (home's
 * bands). Their look is `.section-eyebrow`, `.section-title`, `.section-intro` (styles.css).
 */
export function SectionHeadingTexts({
  id,
  title,
  subtitle,
  eyebrow,
  as: Tag = "h2",
  inverted,
}: Omit<SectionHeadingProps, "align" | "className">) {
  return (
    <>
      {eyebrow ? (
        <p className={cn("section-eyebrow", inverted && "text-slate-200")}>{eyebrow}</p>
      ) : null}
      <Tag id={id} className={cn("section-title", inverted && "text-white")}>
        {title}
      </Tag>
      {subtitle ? (
        <p className={cn("section-intro", inverted && "text-slate-100")}>{subtitle}</p>
      ) : null}
    </>
  );
}
