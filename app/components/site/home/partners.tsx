import { Icon, IconFrame } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { StoryCard } from "../story/story-card.tsx";

const PARTNERS = [
  { key: "sports", icon: "dumbbell", tint: "bg-orange-100 text-orange-800" },
  { key: "education", icon: "graduation-cap", tint: "bg-sky-100 text-sky-800" },
  { key: "cultural", icon: "palette", tint: "bg-violet-100 text-violet-800" },
  { key: "community", icon: "building-complex", tint: "bg-emerald-100 text-emerald-800" },
] as const;

export function HomePartners({ locale }: { locale: Locale }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-partners" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <Container>
        <SectionHeading
          id="home-partners"
          eyebrow={t("partners.eyebrow")}
          title={t("partners.title")}
          subtitle={t("partners.subtitle")}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PARTNERS.map(({ key, icon, tint }) => (
            <StoryCard
              key={key}
              as="li"
              heading={3}
              title={t(`partners.items.${key}.title`)}
              className="items-center text-center [--card-pad:1.5rem]"
              lead={
                <IconFrame
                  name={icon}
                  className={`mb-2 size-14 rounded-full before:size-7 ${tint}`}
                />
              }
            >
              <p className="card-text text-slate-600">{t(`partners.items.${key}.text`)}</p>
            </StoryCard>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-slate-900 p-8 text-center text-white sm:p-10">
          <h3 className="text-2xl font-bold">{t("partners.invite.title")}</h3>
          <p className="max-w-2xl text-slate-200">{t("partners.invite.text")}</p>
          <Button asChild size="lg" variant="light">
            <a href={localizedHref("/partner", locale)}>
              {t("partners.invite.button")}
              <Icon name="arrow-right" />
            </a>
          </Button>
        </div>
      </Container>
    </section>
  );
}
