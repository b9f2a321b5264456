import { useTranslation } from "~/i18n/use-translation.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { CheckList, IconBadge, LinkButton, Section, CallToAction } from "../shared/page-kit.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { formatMoney } from "../shared/money.ts";
import { FaqList } from "./faq-list.tsx";

const WAYS = [
  { key: "donate", icon: "gift", tone: "rose", to: "/donate" },
  { key: "volunteer", icon: "hand-heart", tone: "emerald", to: "/volunteer" },
  { key: "partner", icon: "handshake", tone: "sky", to: "/partner" },
] as const;

/** The sponsorship packages: $500 monthly, $1,500 monthly, $5,000 annually. */
export const SPONSORSHIP_PACKAGES = [
  { amount: 500, period: "monthly" },
  { amount: 1500, period: "monthly" },
  { amount: 5000, period: "annually" },
] as const;

export function GetInvolvedPage() {
  const { t } = useTranslation("getInvolved");
  const locale = usePageLocale();
  const opportunities = t("opportunities.items", { returnObjects: true });
  const packages = t("sponsorship.packages", { returnObjects: true });
  const faqs = t("faq.items", { returnObjects: true });

  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />

      <Section labelledBy="gi-ways">
        <SectionHeading id="gi-ways" title={t("ways.title")} subtitle={t("ways.intro")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {WAYS.map(({ key, icon, tone, to }) => (
            <li key={key}>
              <Card className="flex h-full flex-col items-center p-6 text-center sm:p-8">
                <IconBadge icon={icon} tone={tone} className="mb-4 size-14" />
                <h3 className="mb-2 text-xl font-semibold">{t(`ways.${key}.title`)}</h3>
                <p className="mb-6 text-slate-600">{t(`ways.${key}.text`)}</p>
                <LinkButton to={to} className="mt-auto" size="default">
                  {t(`ways.${key}.action`)}
                </LinkButton>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="gi-opportunities">
        <SectionHeading
          id="gi-opportunities"
          title={t("opportunities.title")}
          subtitle={t("opportunities.intro")}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {opportunities.map((o) => (
            <li key={o.title}>
              <Card className="h-full p-6" data-testid="opportunity">
                <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold">{o.title}</h3>
                  <Badge tone="blue">
                    <Icon name="clock" className="size-3.5" />
                    {o.commitment}
                  </Badge>
                </div>
                <p className="mb-3 text-slate-600">{o.description}</p>
                <p className="text-sm">
                  <span className="font-semibold">{t("opportunities.skillsLabel")} </span>
                  {o.skills.join(", ")}
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <LinkButton to="/volunteer">{t("opportunities.apply")}</LinkButton>
        </div>
      </Section>

      <Section labelledBy="gi-sponsorship">
        <SectionHeading
          id="gi-sponsorship"
          title={t("sponsorship.title")}
          subtitle={t("sponsorship.intro")}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {packages.map((p, i) => {
            const { amount, period } = SPONSORSHIP_PACKAGES[i];
            return (
              <li key={p.title}>
                <Card
                  className={`flex h-full flex-col p-6 sm:p-8 ${i === 1 ? "border-2 border-emerald-700" : ""}`}
                  data-testid="sponsor-package"
                >
                  <h3 className="text-xl font-semibold">{p.title}</h3>
                  <p className="my-4">
                    <span className="text-4xl font-extrabold">
                      {formatMoney(amount, "USD", locale)}
                    </span>{" "}
                    <span className="text-slate-600">{t(`sponsorship.${period}`)}</span>
                  </p>
                  <CheckList items={p.benefits} className="mb-6 text-slate-700" />
                  <LinkButton
                    to="/partner"
                    variant={i === 1 ? "default" : "outline"}
                    className="mt-auto"
                    size="default"
                  >
                    {t("sponsorship.choose")}
                  </LinkButton>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="gi-faq">
        <SectionHeading id="gi-faq" title={t("faq.title")} />
        <FaqList faqs={faqs} />
      </Section>

      <CallToAction
        id="gi-cta"
        title={t("cta.title")}
        text={t("cta.text")}
        actions={[
          { to: "/donate", label: t("cta.donate") },
          { to: "/contact", label: t("cta.contact") },
        ]}
      />
    </>
  );
}
