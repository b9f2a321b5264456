import { useTranslation } from "~/i18n/use-translation.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { Img } from "~/lib/image.tsx";
import { CheckList, IconBadge, LinkButton, Section } from "../shared/page-kit.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { numberFormat } from "~/lib/intl.ts";
import heroOne from "~/assets/images/pages/projects-hero-1.webp";
import heroThree from "~/assets/images/pages/projects-hero-3.webp";

const SERVICES = [
  {
    key: "development",
    icon: "building-complex",
    tone: "sky",
    image: heroThree,
  },
  { key: "scouting", icon: "trophy", tone: "emerald", image: heroOne },
] as const;

const AREAS = [
  { key: "sports", icon: "medal", tone: "emerald" },
  { key: "education", icon: "book-open", tone: "sky" },
  { key: "french", icon: "languages", tone: "violet" },
  { key: "community", icon: "hand-heart", tone: "amber" },
] as const;

const IMPACT = [
  { key: "athletes", value: 250, plus: true },
  { key: "projects", value: 15, plus: false },
  { key: "students", value: 500, plus: true },
  { key: "community", value: 800, plus: true },
] as const;

export function ServicesPage() {
  const { t } = useTranslation("services");
  const locale = usePageLocale();
  const number = numberFormat(locale);

  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />

      <Section labelledBy="services-cards">
        <SectionHeading id="services-cards" title={t("cards.title")} subtitle={t("cards.intro")} />
        <div className="grid gap-8 lg:grid-cols-2">
          {SERVICES.map(({ key, icon, tone, image }) => (
            <Card key={key} className="flex flex-col" data-testid="service-card">
              <Img
                src={image}
                alt=""
                width={1200}
                height={675}
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <div className="mb-4 flex items-center gap-3">
                  <IconBadge icon={icon} tone={tone} />
                  <h3 className="text-2xl font-bold">{t(`cards.${key}.title`)}</h3>
                </div>
                <p className="mb-5 text-slate-700">{t(`cards.${key}.description`)}</p>
                <h4 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">
                  {t("cards.featuresLabel")}
                </h4>
                <CheckList
                  className="grid gap-2 sm:grid-cols-2 sm:space-y-0"
                  items={t(`cards.${key}.features`, { returnObjects: true })}
                />
              </div>
            </Card>
          ))}
        </div>
      </Section>

      <Section tone="muted" labelledBy="services-areas">
        <SectionHeading id="services-areas" title={t("areas.title")} subtitle={t("areas.intro")} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AREAS.map(({ key, icon, tone }) => (
            <li key={key} id={key} className="scroll-mt-24">
              <Card className="h-full p-6">
                <IconBadge icon={icon} tone={tone} className="mb-4" />
                <h3 className="mb-2 text-xl font-semibold">{t(`areas.${key}.title`)}</h3>
                <p className="text-slate-600">{t(`areas.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="services-impact">
        <SectionHeading id="services-impact" title={t("impact.title")} inverted />
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {IMPACT.map(({ key, value, plus }) => (
            <div
              key={key}
              className="flex flex-col rounded-xl bg-white/5 p-6 text-center ring-1 ring-white/15"
            >
              <dt className="order-2 mt-2 text-slate-200">{t(`impact.${key}`)}</dt>
              <dd className="text-4xl font-extrabold text-amber-300" data-testid="impact-number">
                {number.format(value)}
                {plus ? "+" : ""}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section labelledBy="services-cta">
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading
            id="services-cta"
            title={t("cta.title")}
            subtitle={t("cta.text")}
            className="mb-8"
          />
          <div className="flex flex-wrap justify-center gap-4">
            <LinkButton to="/partner">{t("cta.partner")}</LinkButton>
            <LinkButton to="/contact" variant="outline">
              {t("cta.contact")}
            </LinkButton>
          </div>
        </div>
      </Section>
    </>
  );
}
