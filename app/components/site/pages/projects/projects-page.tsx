import { useTranslation } from "~/i18n/use-translation.ts";
import { labelPrefix } from "../../../../../core/typography.ts";
import { Icon } from "~/components/ui/icon.tsx";
import type { Program } from "../../../../../core/schemas.ts";
import { permalinkPath } from "../../../../../core/content/permalinks.ts";
import { Badge } from "~/components/ui/badge.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { Img } from "~/lib/image.tsx";
import { CheckList, LinkButton, Section } from "../shared/page-kit.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { programDates, STATUS_TONE } from "./program-format.ts";
import { RotatingHero } from "./rotating-hero.tsx";
import heroOne from "~/assets/images/pages/projects-hero-1.webp";
import heroTwo from "~/assets/images/pages/projects-hero-2.webp";
import heroThree from "~/assets/images/pages/projects-hero-3.webp";
import sportsComplex from "~/assets/images/pages/sports-complex.webp";
import { FallbackNote, langOf } from "../../content-language.tsx";
import { numberFormat } from "~/lib/intl.ts";

const HERO_IMAGES = [heroOne, heroTwo, heroThree];

export function ProjectsPage({
  completed,
  ongoing,
  upcoming,
}: {
  completed: Program[];
  ongoing: Program[];
  upcoming: Program[];
}) {
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  const number = numberFormat(locale);
  const alts = t("hero.images", { returnObjects: true });
  const slides = HERO_IMAGES.map((src, i) => ({ src, alt: alts[i] ?? "" }));

  const goals = [
    { key: "athletes", value: `${number.format(1000)}+` },
    { key: "jobs", value: number.format(200) },
    { key: "community", value: number.format(50000) },
  ] as const;

  return (
    <>
      <RotatingHero
        slides={slides}
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        subtitle={t("hero.subtitle")}
        pauseLabel={t("hero.pause")}
        playLabel={t("hero.play")}
      />

      <Section labelledBy="projects-complex">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <p className="mb-2 text-sm font-semibold tracking-wide text-emerald-800 uppercase">
              {t("complex.eyebrow")}
            </p>
            <SectionHeading
              id="projects-complex"
              title={t("complex.title")}
              align="left"
              className="mb-5"
            />
            <p className="mb-6 text-lg text-slate-700">{t("complex.text")}</p>
            <h3 className="mb-3 text-xl font-semibold">{t("complex.facilitiesTitle")}</h3>
            <CheckList
              className="grid gap-2 sm:grid-cols-2 sm:space-y-0"
              items={t("complex.facilities", { returnObjects: true })}
            />
            <div className="mt-8 flex flex-wrap gap-4">
              <LinkButton to="/donate">{t("complex.support")}</LinkButton>
              <LinkButton to="/partner" variant="outline">
                {t("complex.partnership")}
              </LinkButton>
            </div>
          </div>
          <Img
            src={sportsComplex}
            alt={t("complex.imageAlt")}
            width={1200}
            height={900}
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
          />
        </div>
      </Section>

      <Section tone="dark" labelledBy="projects-goals">
        <SectionHeading id="projects-goals" title={t("goals.title")} inverted />
        <dl className="grid gap-6 sm:grid-cols-3">
          {goals.map((g) => (
            <div
              key={g.key}
              className="flex flex-col rounded-xl bg-white/5 p-6 text-center ring-1 ring-white/15"
            >
              <dt className="order-2 mt-2 text-slate-200">{t(`goals.${g.key}`)}</dt>
              <dd className="text-4xl font-extrabold text-amber-300">{g.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section tone="muted" labelledBy="projects-forum">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <p className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-emerald-800 uppercase">
              <Icon name="drama" className="size-4" />
              {t("forum.eyebrow")}
            </p>
            <SectionHeading
              id="projects-forum"
              title={t("forum.title")}
              align="left"
              className="mb-5"
            />
            <p className="text-lg text-slate-700">{t("forum.text")}</p>
          </div>
          <Card className="p-6 sm:p-8 lg:col-span-3">
            <h3 className="mb-4 flex items-center gap-2 text-xl font-semibold">
              <Icon name="sparkles" className="size-5 text-amber-600" />
              {t("forum.highlightsTitle")}
            </h3>
            <CheckList items={t("forum.highlights", { returnObjects: true })} />
          </Card>
        </div>
      </Section>

      <Section id="ongoing" labelledBy="projects-ongoing">
        <SectionHeading
          id="projects-ongoing"
          title={t("programs.ongoingTitle")}
          subtitle={t("programs.ongoingIntro")}
        />
        <ProgramGrid programs={ongoing} />
      </Section>

      {upcoming.length > 0 ? (
        <Section id="upcoming" tone="muted" labelledBy="projects-upcoming">
          <SectionHeading
            id="projects-upcoming"
            title={t("programs.upcomingTitle")}
            subtitle={t("programs.upcomingIntro")}
          />
          <ProgramGrid programs={upcoming} />
        </Section>
      ) : null}

      <Section id="completed" tone="muted" labelledBy="projects-completed">
        <SectionHeading
          id="projects-completed"
          title={t("programs.completedTitle")}
          subtitle={t("programs.completedIntro")}
        />
        <ProgramGrid programs={completed} />
      </Section>

      <Section labelledBy="projects-cta">
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading
            id="projects-cta"
            title={t("cta.title")}
            subtitle={t("cta.text")}
            className="mb-8"
          />
          <div className="flex flex-wrap justify-center gap-4">
            <LinkButton to="/donate">{t("cta.fund")}</LinkButton>
            <LinkButton to="/partner" variant="outline">
              {t("cta.sponsor")}
            </LinkButton>
          </div>
        </div>
      </Section>
    </>
  );
}

function ProgramGrid({ programs }: { programs: Program[] }) {
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  if (programs.length === 0) {
    return <p className="text-center text-slate-600">{t("programs.none")}</p>;
  }
  const number = numberFormat(locale);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {programs.map((p) => {
        const dates = programDates(p, locale);
        const href = permalinkPath("programs", p.slug, locale);
        return (
          <li key={p.id}>
            <Card className="relative flex h-full flex-col" data-testid="program-card">
              <Img
                src={p.image}
                alt=""
                width={800}
                height={450}
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <div className="flex flex-wrap gap-2">
                  <Badge tone={STATUS_TONE[p.status] ?? "grey"}>
                    {t(`programs.status.${p.status}`)}
                  </Badge>
                  <Badge tone="secondary">{t(`programs.category.${p.category}`)}</Badge>
                </div>
                <h3 lang={langOf(p, "title")} className="text-lg font-semibold">
                  {/* The title link covers the card, so the picture leads to the page too. */}
                  <a
                    href={href}
                    className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-sky-600"
                  >
                    {p.title}
                  </a>
                </h3>
                <p lang={langOf(p, "description")} className="text-sm text-slate-600">
                  {p.description}
                </p>
                <FallbackNote item={p} className="text-xs text-slate-600 italic" />
                <ul className="mt-auto space-y-1.5 text-sm text-slate-700">
                  {dates ? (
                    <li className="flex items-center gap-2">
                      <Icon name="calendar-days" className="size-4" />
                      <span className="sr-only">{labelPrefix(t("programs.dates"), locale)}</span>
                      <span>{dates}</span>
                    </li>
                  ) : null}
                  {p.location ? (
                    <li className="flex items-center gap-2">
                      <Icon name="map-pin" className="size-4" />
                      <span className="sr-only">{labelPrefix(t("programs.location"), locale)}</span>
                      <span lang={langOf(p, "location")}>{p.location}</span>
                    </li>
                  ) : null}
                  {p.maxParticipants > 0 ? (
                    <li className="flex items-center gap-2">
                      <Icon name="users" className="size-4" />
                      <span>
                        {t("programs.participants", {
                          count: p.currentParticipants,
                          current: number.format(p.currentParticipants),
                          max: number.format(p.maxParticipants),
                        })}
                      </span>
                    </li>
                  ) : null}
                </ul>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
