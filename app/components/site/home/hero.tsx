import heroLarge from "~/assets/images/home-hero-1600.webp";
import heroSmall from "~/assets/images/home-hero-800.webp";
import { useTranslation } from "~/i18n/use-translation.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { useSaveData } from "~/lib/save-data.ts";
import { CountUp } from "../count-up.tsx";
import { ArrowLink } from "./home-section.tsx";

const STATS = [
  { key: "athletes", target: 100, delay: 200 },
  { key: "students", target: 100, delay: 400 },
  { key: "communities", target: 20, delay: 600 },
] as const;

export function HomeHero() {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
  const saveData = useSaveData();
  return (
    // A band (`.band`: the page column without a wrapper); its looks are `.hero*` (styles.css), the
    // darkening over the photo the section's ::after.
    <section aria-labelledby="home-hero-title" className="band hero">
      {/* Decorative: left out for a visitor who asked to save data. */}
      {saveData ? null : (
        <img
          src={heroLarge}
          srcSet={`${heroSmall} 800w, ${heroLarge} 1600w`}
          sizes="100vw"
          alt={t("hero.imageAlt")}
          width={1600}
          height={900}
          fetchPriority="high"
          className="hero-photo"
        />
      )}
      <p className="hero-eyebrow">{t("hero.eyebrow")}</p>
      <h1 id="home-hero-title" className="hero-title">
        {t("hero.title")}
      </h1>
      <p className="hero-lead">{t("hero.subtitle")}</p>
      <div className="hero-actions">
        <ArrowLink
          href={localizedHref("/get-involved", locale)}
          label={t("hero.primary")}
          variant="light"
        />
        <Button asChild size="lg" variant="outlineLight">
          <a href={localizedHref("/about", locale)}>
            {t("hero.secondary")}
            <span className="sr-only"> {t("hero.secondaryContext")}</span>
          </a>
        </Button>
      </div>
      <dl
        data-enhance={saveData ? undefined : "counters"}
        data-threshold="0.5"
        aria-label={t("hero.statsLabel")}
        className="hero-stats"
      >
        {STATS.map((s) => (
          <div key={s.key}>
            <dt>{t(`hero.stats.${s.key}`)}</dt>
            <dd>
              <CountUp target={s.target} suffix="+" delay={s.delay} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
