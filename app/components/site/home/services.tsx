import { Icon, IconFrame } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { StoryCard } from "../story/story-card.tsx";

const CARDS = [
  { key: "scouting", icon: "search", tint: "bg-amber-100 text-amber-800" },
  { key: "development", icon: "sprout", tint: "bg-emerald-100 text-emerald-800" },
] as const;

export function HomeServices({ locale }: { locale: Locale }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-services" className="py-20">
      <Container>
        <SectionHeading
          id="home-services"
          eyebrow={t("services.eyebrow")}
          title={t("services.title")}
          subtitle={t("services.subtitle")}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {CARDS.map(({ key, icon, tint }) => (
            <StoryCard
              key={key}
              as="div"
              heading={3}
              title={t(`services.${key}.title`)}
              className="[--card-pad:2rem]"
              lead={
                <IconFrame
                  name={icon}
                  className={`mb-4 size-14 self-start rounded-2xl before:size-7 ${tint}`}
                />
              }
            >
              <p className="text-slate-600 dark:text-slate-300">
                {t(`services.${key}.description`)}
              </p>
            </StoryCard>
          ))}
        </div>
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <a href={localizedHref("/services", locale)}>
              {t("services.link")}
              <Icon name="arrow-right" />
            </a>
          </Button>
        </div>
      </Container>
    </section>
  );
}
