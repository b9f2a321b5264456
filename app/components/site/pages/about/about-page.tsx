import { useTranslation } from "~/i18n/use-translation.ts";
import { initialsOf } from "../../../../../core/names.ts";
import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Img } from "~/lib/image.tsx";
import aboutTeam from "~/assets/images/pages/about-team.webp";
import { CheckList, IconBadge, Section, type Tone, CallToAction } from "../shared/page-kit.tsx";

const VALUES = [
  { key: "compassion", icon: "heart-handshake", tone: "rose" },
  { key: "excellence", icon: "gem", tone: "amber" },
  { key: "transparency", icon: "shield-check", tone: "sky" },
  { key: "vision", icon: "eye", tone: "violet" },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName; tone: Tone }>;

const TEAM = [
  { key: "kwame", email: "kwame.asante", color: "bg-emerald-700" },
  { key: "elena", email: "elena.sokolova", color: "bg-sky-700" },
  { key: "amara", email: "amara.diallo", color: "bg-amber-700" },
  { key: "afi", email: "afi.mensah", color: "bg-rose-700" },
] as const;

export const TEAM_EMAIL_DOMAIN = "africanyouthfoundation.org";

export function AboutPage() {
  const { t } = useTranslation("about");
  const paragraphs = t("intro.paragraphs", { returnObjects: true });
  const events = t("story.events", { returnObjects: true });

  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />

      <Section labelledBy="about-intro">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="about-intro"
              title={t("intro.title")}
              align="left"
              className="mb-6"
            />
            <div className="space-y-4 text-lg text-slate-700">
              {paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <Img
            src={aboutTeam}
            alt={t("intro.imageAlt")}
            width={1200}
            height={800}
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
          />
        </div>
      </Section>

      <Section tone="muted" labelledBy="about-mission">
        <h2 id="about-mission" className="sr-only">
          {t("mission.title")} · {t("goals.title")}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <div className="mb-4 flex items-center gap-3">
              <IconBadge icon="target" tone="emerald" />
              <h3 className="text-2xl font-bold">{t("mission.title")}</h3>
            </div>
            <p className="mb-4 text-slate-700">{t("mission.text")}</p>
            <CheckList items={t("mission.items", { returnObjects: true })} />
          </Card>
          <Card className="p-6 sm:p-8">
            <div className="mb-4 flex items-center gap-3">
              <IconBadge icon="flag" tone="amber" />
              <h3 className="text-2xl font-bold">{t("goals.title")}</h3>
            </div>
            <CheckList items={t("goals.items", { returnObjects: true })} />
          </Card>
        </div>
      </Section>

      <Section labelledBy="about-values">
        <SectionHeading id="about-values" title={t("values.title")} subtitle={t("values.intro")} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon, tone }) => (
            <li key={key}>
              <Card className="h-full p-6 text-center">
                <IconBadge icon={icon} tone={tone} className="mx-auto mb-4" />
                <h3 className="mb-2 text-xl font-semibold">{t(`values.items.${key}.title`)}</h3>
                <p className="text-slate-600">{t(`values.items.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="team" tone="muted" labelledBy="about-team">
        <SectionHeading id="about-team" title={t("team.title")} subtitle={t("team.intro")} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((m) => (
            <li key={m.key}>
              <TeamCard
                memberKey={m.key}
                email={`${m.email}@${TEAM_EMAIL_DOMAIN}`}
                color={m.color}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="story" labelledBy="about-story">
        <SectionHeading id="about-story" title={t("story.title")} subtitle={t("story.intro")} />
        <ol className="relative mx-auto max-w-3xl border-l-2 border-emerald-200 pl-6 sm:pl-8">
          {events.map((e) => (
            <li key={e.year} className="relative mb-8 last:mb-0">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[33px] size-4 rounded-full border-4 border-white bg-emerald-600 ring-2 ring-emerald-200 sm:-left-[41px]"
              />
              <p className="text-sm font-bold text-emerald-800">{e.year}</p>
              <h3 className="text-lg font-semibold">{e.title}</h3>
              <p className="text-slate-600">{e.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction
        id="about-cta"
        title={t("cta.title")}
        text={t("cta.text")}
        actions={[
          { to: "/get-involved", label: t("cta.involved") },
          { to: "/contact", label: t("cta.contact") },
        ]}
      />
    </>
  );
}

function TeamCard({
  memberKey,
  email,
  color,
}: {
  memberKey: (typeof TEAM)[number]["key"];
  email: string;
  color: string;
}) {
  const { t } = useTranslation("about");
  const name = t(`team.members.${memberKey}.name`);
  return (
    <Card data-testid="team-member" className="group h-full p-6 text-center">
      <span
        aria-hidden="true"
        className={`mx-auto mb-4 flex size-24 items-center justify-center rounded-full text-2xl font-bold text-white ${color}`}
      >
        {initialsOf(name)}
      </span>
      <h3 className="text-lg font-semibold">{name}</h3>
      <p className="mb-3 text-sm font-medium text-emerald-800">
        {t(`team.members.${memberKey}.role`)}
      </p>
      <p className="text-sm text-slate-600">{t(`team.members.${memberKey}.bio`)}</p>
      <div className="mt-4 flex flex-col items-center gap-2">
        {/* A disclosure that needs no script: the label follows the state through CSS. */}
        <details className="group/profile flex w-full flex-col items-center">
          <summary
            className={buttonClasses(
              "outline",
              "sm",
              "mx-auto w-fit list-none [&::-webkit-details-marker]:hidden",
            )}
          >
            <span className="group-open/profile:hidden">{t("team.viewProfile")}</span>
            <span className="hidden group-open/profile:inline">{t("team.hideProfile")}</span>
          </summary>
          <p className="mt-3 text-left text-sm text-slate-700">
            {t(`team.members.${memberKey}.profile`)}
          </p>
        </details>
        <a
          href={`mailto:${email}`}
          data-testid="team-email"
          className="inline-flex max-w-full items-center gap-1.5 rounded text-sm font-medium text-sky-800 underline-offset-4 transition-opacity hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100"
        >
          <Icon name="mail" className="size-4" />
          <span className="sr-only">{t("team.emailLabel", { name })}: </span>
          <span className="min-w-0 break-all">{email}</span>
        </a>
      </div>
    </Card>
  );
}
