import { IconFrame, IconText, type IconName } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import { responsiveSources } from "../../../../core/media-variants.ts";
import type { Program } from "../../../../core/schemas.ts";
import { Badge } from "../../ui/badge.tsx";
import { formatMonthYear, PROGRAM_STATUS_TONE } from "../content-format.ts";
import { FallbackNote, langOf } from "../content-language.tsx";
import { StoryCard } from "../story/story-card.tsx";
import { numberFormat } from "~/lib/intl.ts";
import { Img } from "~/lib/image.tsx";
import { labelPrefix } from "../../../../core/typography.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { HomeSection } from "./home-section.tsx";

export const PROGRAM_CATEGORY_ICON: Record<string, IconName> = {
  education: "graduation-cap",
  sports: "trophy",
  healthcare: "heart-pulse",
  community: "users",
  youth: "sparkles",
};

export type ProgramCard = Pick<
  Program,
  | "id"
  | "title"
  | "slug"
  | "description"
  | "category"
  | "status"
  | "image"
  | "startDate"
  | "location"
  | "currentParticipants"
  | "maxParticipants"
  | "fallbacks"
  | "fallbackLocales"
>;

export function RecentProjects({ programs }: { programs: ProgramCard[] }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      name="projects"
      className="band-muted"
      more={{ path: "/projects", label: t("projects.viewAll") }}
    >
      {programs.length === 0 ? (
        <p className="text-center text-slate-600 dark:text-slate-300">{t("projects.empty")}</p>
      ) : (
        // Each card: its category, dates, text and facts (`.projects` in styles.css).
        <ul className="projects" data-testid="home-projects">
          {programs.map((p) => (
            <ProjectCard key={p.id} program={p} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function ProjectCard({ program: p }: { program: ProgramCard }) {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
  const nf = numberFormat(locale);
  const month = p.startDate ? formatMonthYear(p.startDate, locale) : null;
  return (
    <StoryCard
      as="li"
      heading={3}
      title={p.title}
      titleLang={langOf(p, "title")}
      href={permalinkPath("programs", p.slug, locale)}
      picture={<CardPicture src={p.image} />}
      pictureBadge={
        <Badge
          tone={PROGRAM_STATUS_TONE[p.status] ?? "grey"}
          className="badge-over"
          data-status={p.status}
        >
          {t(`projects.status.${p.status}`, { defaultValue: p.status })}
        </Badge>
      }
      lead={
        <p className="card-category">
          <IconFrame name={PROGRAM_CATEGORY_ICON[p.category] ?? "sparkles"} />
          {t(`projects.category.${p.category}`, { defaultValue: p.category })}
        </p>
      }
    >
      <IconText as="p" name="calendar-days" className="card-text">
        {month ? t("projects.starts", { date: month }) : t("projects.noDate")}
      </IconText>
      <p lang={langOf(p, "description")} className="card-text card-summary">
        {p.description}
      </p>
      <FallbackNote item={p} />
      <p className="card-foot card-facts">
        {p.location ? (
          <IconText name="map-pin" lang={langOf(p, "location")}>
            <span className="sr-only">{labelPrefix(t("projects.locationLabel"), locale)}</span>
            {p.location}
          </IconText>
        ) : null}
        <IconText name="users" className="tabular-nums">
          {t("projects.participants", {
            count: p.currentParticipants,
            current: nf.format(p.currentParticipants),
            max: nf.format(p.maxParticipants),
          })}
        </IconText>
      </p>
    </StoryCard>
  );
}

/**
 * A card's picture: one `<img>` whose `srcset` lists the WebP variants (decision 0010), which
 * every browser reads; no `<picture>` with an AVIF source beside it, two elements and a second
 * list of addresses per card on a page held to a byte budget.
 */
function CardPicture({ src }: { src: string | null }) {
  const sources = responsiveSources(src);
  return (
    <Img
      src={src}
      alt=""
      width={sources?.width ?? 1200}
      height={sources?.height ?? 800}
      srcSet={sources?.srcset.webp || undefined}
      // One column on phones, two from md, three from lg (the list's grid).
      sizes={
        sources?.srcset.webp
          ? "(min-width: 1024px) 350px, (min-width: 768px) 50vw, 100vw"
          : undefined
      }
    />
  );
}
