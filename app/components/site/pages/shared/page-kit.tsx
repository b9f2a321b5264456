/** Small building blocks shared by the public content pages (about, services, projects, …). */
import type { ReactNode } from "react";
import { Icon, IconFrame, type IconName } from "~/components/ui/icon.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { localizedHref } from "~/i18n/locale-path.ts";
import { Container } from "~/components/ui/container.tsx";
import { focusOnDark } from "~/components/ui/button.tsx";
import { cn } from "~/components/ui/cn.ts";
import { SectionHeading } from "~/components/ui/section-heading.tsx";

export function Section({
  id,
  children,
  className,
  labelledBy,
  tone = "white",
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  tone?: "white" | "muted" | "dark";
}) {
  const tones = {
    white: "bg-white text-slate-900",
    muted: "bg-slate-50 text-slate-900",
    dark: "bg-slate-900 text-white",
  } as const;
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn("scroll-mt-20 py-14 sm:py-20", tones[tone], className)}
    >
      <Container>{children}</Container>
    </section>
  );
}

type LinkVariant = "default" | "outline" | "ghost" | "secondary" | "light" | "link" | "onDark";
const LINK_VARIANTS: Record<LinkVariant, string> = {
  default: "bg-brand text-white shadow-sm hover:bg-brand/90 focus-visible:outline-sky-600",
  outline:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-sky-600",
  ghost: "text-slate-900 hover:bg-slate-100 focus-visible:outline-sky-600",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200 focus-visible:outline-sky-600",
  light: `bg-white text-slate-900 shadow-sm hover:bg-slate-100 ${focusOnDark}`,
  link: "text-slate-900 underline underline-offset-4 focus-visible:outline-sky-600",
  onDark: `border border-white/80 text-white hover:bg-white/10 ${focusOnDark}`,
};

/** A link styled as a button, kept in the page locale. Hash-only targets stay plain anchors. */
export function LinkButton({
  to,
  children,
  variant = "default",
  size = "lg",
  className,
  icon,
}: {
  to: string;
  children: ReactNode;
  /** "onDark": an outlined button for dark backgrounds. */
  variant?: LinkVariant;
  size?: "default" | "lg" | "sm";
  className?: string;
  icon?: IconName;
}) {
  const locale = usePageLocale();
  const classes = cn(
    "inline-flex items-center justify-center gap-2 rounded-md text-center font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-4 [&_svg]:shrink-0",
    LINK_VARIANTS[variant],
    size === "lg"
      ? "min-h-12 px-6 py-2 text-base"
      : size === "sm"
        ? "min-h-9 px-3 py-1 text-sm"
        : "min-h-10 px-4 py-2 text-sm",
    className,
  );
  const content = (
    <>
      {children}
      {icon ? <Icon name={icon} /> : null}
    </>
  );
  if (to.startsWith("#")) {
    return (
      <a href={to} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <a href={localizedHref(to, locale)} className={classes}>
      {content}
    </a>
  );
}

export type Tone = "emerald" | "amber" | "sky" | "rose" | "violet" | "slate";
export const toneStyles: Record<Tone, string> = {
  emerald: "bg-emerald-100 text-emerald-800",
  amber: "bg-amber-100 text-amber-800",
  sky: "bg-sky-100 text-sky-800",
  rose: "bg-rose-100 text-rose-800",
  violet: "bg-violet-100 text-violet-800",
  slate: "bg-slate-100 text-slate-800",
};
export const TONES: Tone[] = ["emerald", "amber", "sky", "rose", "violet", "slate"];

export function IconBadge({
  icon,
  tone = "emerald",
  className,
}: {
  icon: IconName;
  tone?: Tone;
  className?: string;
}) {
  return (
    <IconFrame
      name={icon}
      className={cn("size-12 rounded-lg before:size-6", toneStyles[tone], className)}
    />
  );
}

/** A list of short points with a check mark. */
export function CheckList({
  items,
  className,
  dark = false,
}: {
  items: string[];
  className?: string;
  dark?: boolean;
}) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span
            aria-hidden="true"
            className={cn(
              "mt-2 inline-block size-2 shrink-0 rounded-full",
              dark ? "bg-amber-300" : "bg-emerald-600",
            )}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The closing dark band of a page: a title, a line of text and one or two links. */
export function CallToAction({
  id,
  title,
  text,
  actions,
}: {
  id: string;
  title: string;
  text: string;
  actions: { to: string; label: string }[];
}) {
  return (
    <Section tone="dark" labelledBy={id}>
      <div className="mx-auto max-w-2xl text-center">
        <SectionHeading id={id} title={title} subtitle={text} inverted className="mb-8" />
        <div className="flex flex-wrap justify-center gap-4">
          {actions.map((a, i) => (
            <LinkButton key={a.to} to={a.to} variant={i === 0 ? "light" : "onDark"}>
              {a.label}
            </LinkButton>
          ))}
        </div>
      </div>
    </Section>
  );
}
