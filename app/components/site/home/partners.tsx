import { useTranslation } from "~/i18n/use-translation.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { ArrowLink, FeatureCard, HomeSection } from "./home-section.tsx";

const PARTNERS = [
  { key: "sports", icon: "dumbbell", tint: "bg-orange-100 text-orange-800" },
  { key: "education", icon: "graduation-cap", tint: "bg-sky-100 text-sky-800" },
  { key: "cultural", icon: "palette", tint: "bg-violet-100 text-violet-800" },
  { key: "community", icon: "building-complex", tint: "bg-emerald-100 text-emerald-800" },
] as const;

export function HomePartners() {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
  return (
    <HomeSection name="partners" className="band-muted">
      <ul className="partners">
        {PARTNERS.map(({ key, icon, tint }) => (
          <FeatureCard
            key={key}
            as="li"
            title={t(`partners.items.${key}.title`)}
            icon={icon}
            iconClassName={`rounded-full ${tint}`}
          >
            <p className="card-text">{t(`partners.items.${key}.text`)}</p>
          </FeatureCard>
        ))}
      </ul>
      <div className="invite">
        <h3>{t("partners.invite.title")}</h3>
        <p>{t("partners.invite.text")}</p>
        <ArrowLink
          href={localizedHref("/partner", locale)}
          label={t("partners.invite.button")}
          variant="light"
        />
      </div>
    </HomeSection>
  );
}
