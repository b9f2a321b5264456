import { Icon, IconFrame, IconText, type IconName } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import type { Locale } from "../../../../core/constants.ts";
import type { Program } from "../../../../core/schemas.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { formatMonthYear, PROGRAM_STATUS_TONE } from "../content-format.ts";
import { FallbackNote, langOf } from "../content-language.tsx";
import { StoryCard } from "../story/story-card.tsx";
import { numberFormat } from "~/lib/intl.ts";
import { labelPrefix } from "../../../../core/typography.ts";

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

export function RecentProjects({ locale, programs }: { locale: Locale; programs: ProgramCard[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-projects" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <Container>
        <SectionHeading
          id="home-projects"
          eyebrow={t("projects.eyebrow")}
          title={t("projects.title")}
          subtitle={t("projects.subtitle")}
        />
        {programs.length === 0 ? (
          <p className="text-center text-slate-600 dark:text-slate-300">{t("projects.empty")}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-projects">
            {programs.map((p) => (
              <ProjectCard key={p.id} program={p} locale={locale} />
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <a href={localizedHref("/projects", locale)}>
              {t("projects.viewAll")}
              <Icon name="arrow-right" />
            </a>
          </Button>
        </div>
      </Container>
    </section>
  );
}

function ProjectCard({ program: p, locale }: { program: ProgramCard; locale: Locale }) {
  const { t } = useTranslation("home");
  const nf = numberFormat(locale);
  const month = p.startDate ? formatMonthYear(p.startDate, locale) : null;
  return (
    <StoryCard
      as="li"
      heading={3}
      title={p.title}
      titleLang={langOf(p, "title")}
      href={permalinkPath("programs", p.slug, locale)}
      picture={
        <ResponsiveImage
          src={p.image}
          alt=""
          // One column on phones, two from md, three from lg (the list's grid).
          sizes="(min-width: 1024px) 350px, (min-width: 768px) 50vw, 100vw"
        />
      }
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
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          <IconFrame
            name={PROGRAM_CATEGORY_ICON[p.category] ?? "sparkles"}
            className="size-8 rounded-full bg-slate-100 text-slate-800 before:size-4 dark:bg-slate-800 dark:text-slate-100"
          />
          {t(`projects.category.${p.category}`, { defaultValue: p.category })}
        </p>
      }
    >
      <IconText as="p" name="calendar-days" className="card-text">
        {month ? t("projects.starts", { date: month }) : t("projects.noDate")}
      </IconText>
      <p lang={langOf(p, "description")} className="card-text mb-2 line-clamp-3">
        {p.description}
      </p>
      <FallbackNote item={p} />
      <p className="card-foot grid gap-2 border-t border-slate-200 pt-4 font-normal dark:border-slate-800">
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
