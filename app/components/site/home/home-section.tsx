import type { ReactNode } from "react";
import { iconStyle, IconFrame, type IconName } from "~/components/ui/icon.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button, type ButtonVariant } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { SectionHeadingTexts } from "../../ui/section-heading.tsx";
import { StoryCard, type StoryCardProps } from "../story/story-card.tsx";

/** Home's bands with a heading; each has its texts under its name in home.json. */
type BandName =
  "services" | "projects" | "impact" | "stories" | "partners" | "news" | "testimonials";

export interface HomeSectionProps {
  /** Its texts' key in home.json (`<name>.eyebrow`, `.title`, `.subtitle`); its id is `home-<name>`. */
  name: BandName;
  /** Light heading texts, for a dark band. */
  inverted?: boolean;
  /** The band's own background and colours. */
  className?: string;
  /** The link that closes the band, to the whole list ("View all"): a page's bare path. */
  more?: { path: string; label: string; variant?: ButtonVariant };
  children: ReactNode;
}

/**
 * A band of home: its heading (eyebrow, title, intro), its content and its closing link, all
 * children of the <section> itself, which keeps them to the page column (`.band` in styles.css,
 * decision 0032): no wrapper elements around the heading or the content.
 */
export function HomeSection({ name, inverted, className, more, children }: HomeSectionProps) {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
  return (
    <section aria-labelledby={`home-${name}`} className={cn("band", className)}>
      <SectionHeadingTexts
        id={`home-${name}`}
        eyebrow={t(`${name}.eyebrow`)}
        title={t(`${name}.title`)}
        subtitle={name === "testimonials" ? undefined : t(`${name}.subtitle`)}
        inverted={inverted}
      />
      {children}
      {more ? (
        <ArrowLink
          href={localizedHref(more.path, locale)}
          label={more.label}
          variant={more.variant}
          className="band-more"
        />
      ) : null}
    </section>
  );
}

/** A link drawn as a large button, its arrow after the text (`.btn-trail`: no icon element). */
export function ArrowLink({
  href,
  label,
  variant,
  className,
}: {
  href: string;
  label: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size="lg" className={cn("btn-trail", className)}>
      <a href={href} style={iconStyle("arrow-right")}>
        {label}
      </a>
    </Button>
  );
}

/** A card led by a tinted icon (home's services and kinds of partners), its text its children. */
export function FeatureCard({
  as,
  title,
  icon,
  iconClassName,
  children,
}: Pick<StoryCardProps, "as" | "title" | "children"> & { icon: IconName; iconClassName: string }) {
  return (
    <StoryCard
      as={as}
      heading={3}
      title={title}
      lead={<IconFrame name={icon} className={cn("feature-icon", iconClassName)} />}
    >
      {children}
    </StoryCard>
  );
}
