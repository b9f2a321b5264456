import { Icon, IconFrame, type IconName } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import type { Locale } from "../../../../core/constants.ts";
import type { Program } from "../../../../core/schemas.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { formatMonthYear, PROGRAM_STATUS_TONE } from "../content-format.ts";
import { FallbackNote, langOf } from "../content-language.tsx";
import { numberFormat } from "~/lib/intl.ts";

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
  const nf = numberFormat(locale);
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
            {programs.map((p) => {
              const month = p.startDate ? formatMonthYear(p.startDate, locale) : null;
              return (
                <li key={p.id}>
                  <Card className="relative flex h-full flex-col">
                    <div className="relative aspect-[3/2] bg-slate-200">
                      <ResponsiveImage
                        src={p.image}
                        alt=""
                        // One column on phones, two from md, three from lg (the grid below).
                        sizes="(min-width: 1024px) 350px, (min-width: 768px) 50vw, 100vw"
                        className="h-full w-full object-cover"
                      />
                      <Badge
                        tone={PROGRAM_STATUS_TONE[p.status] ?? "grey"}
                        className="absolute top-3 left-3 shadow-sm"
                        data-status={p.status}
                      >
                        {t(`projects.status.${p.status}`, { defaultValue: p.status })}
                      </Badge>
                    </div>
                    <div className="flex flex-1 flex-col p-6">
                      <p className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
                        <IconFrame
                          name={PROGRAM_CATEGORY_ICON[p.category] ?? "sparkles"}
                          className="size-8 rounded-full bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100 before:size-4"
                        />
                        {t(`projects.category.${p.category}`, { defaultValue: p.category })}
                      </p>
                      <h3 lang={langOf(p, "title")} className="mt-3 text-lg leading-snug font-bold">
                        {/* Stretched over the card: the picture leads to the program too. */}
                        <a
                          href={permalinkPath("programs", p.slug, locale)}
                          className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-sky-600"
                        >
                          {p.title}
                        </a>
                      </h3>
                      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
                        <Icon name="calendar-days" className="size-4 shrink-0" />
                        {month ? t("projects.starts", { date: month }) : t("projects.noDate")}
                      </p>
                      <p
                        lang={langOf(p, "description")}
                        className="mt-3 mb-4 line-clamp-3 text-sm text-slate-700 dark:text-slate-300"
                      >
                        {p.description}
                      </p>
                      <FallbackNote
                        item={p}
                        className="mb-3 text-xs text-slate-600 italic dark:text-slate-300"
                      />
                      <dl className="mt-auto grid gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
                        {p.location ? (
                          <div className="flex items-center gap-1.5">
                            <dt>
                              <Icon name="map-pin" className="size-4 text-slate-500" />
                              <span className="sr-only">{t("projects.locationLabel")}</span>
                            </dt>
                            <dd lang={langOf(p, "location")}>{p.location}</dd>
                          </div>
                        ) : null}
                        <div className="flex items-center gap-1.5">
                          <dt>
                            <Icon name="users" className="size-4 text-slate-500" />
                            <span className="sr-only">{t("projects.participantsLabel")}</span>
                          </dt>
                          <dd className="tabular-nums">
                            {t("projects.participants", {
                              count: p.currentParticipants,
                              current: nf.format(p.currentParticipants),
                              max: nf.format(p.maxParticipants),
                            })}
                          </dd>
                        </div>
                      </dl>
                    </div>
                  </Card>
                </li>
              );
            })}
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
