import { useTranslation } from "~/i18n/use-translation.ts";
import { FeatureCard, HomeSection } from "./home-section.tsx";

const CARDS = [
  { key: "scouting", icon: "search", tint: "bg-amber-100 text-amber-800" },
  { key: "development", icon: "sprout", tint: "bg-emerald-100 text-emerald-800" },
] as const;

export function HomeServices() {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      name="services"
      more={{ path: "/services", label: t("services.link"), variant: "outline" }}
    >
      <div className="services">
        {CARDS.map(({ key, icon, tint }) => (
          <FeatureCard
            key={key}
            as="div"
            title={t(`services.${key}.title`)}
            icon={icon}
            iconClassName={`rounded-2xl ${tint}`}
          >
            <p>{t(`services.${key}.description`)}</p>
          </FeatureCard>
        ))}
      </div>
    </HomeSection>
  );
}
