import heroLarge from "~/assets/images/home-hero-1600.webp";
import heroSmall from "~/assets/images/home-hero-800.webp";
import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { useSaveData } from "~/lib/save-data.ts";
import { CountUp } from "../count-up.tsx";

const STATS = [
  { key: "athletes", target: 100, delay: 200 },
  { key: "students", target: 100, delay: 400 },
  { key: "communities", target: 20, delay: 600 },
] as const;

export function HomeHero({ locale }: { locale: Locale }) {
  const { t } = useTranslation("home");
  const saveData = useSaveData();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
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
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/80 via-slate-950/70 to-slate-950/85"
      />
      <Container className="flex min-h-[34rem] flex-col items-center justify-center py-20 text-center sm:py-28">
        <p className="mb-4 rounded-full bg-white/15 px-4 py-1 text-sm font-semibold tracking-wide text-white backdrop-blur">
          {t("hero.eyebrow")}
        </p>
        <h1
          id="home-hero-title"
          className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-100 sm:text-xl">
          {t("hero.subtitle")}
        </p>
        <div className="mt-10 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg" variant="light">
            <a href={localizedHref("/get-involved", locale)}>
              {t("hero.primary")}
              <Icon name="arrow-right" />
            </a>
          </Button>
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
          className="mt-14 grid w-full max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3"
        >
          {STATS.map((s) => (
            <div key={s.key} className="flex flex-col-reverse rounded-xl bg-slate-950/55 px-4 py-5">
              <dt className="mt-1 text-sm font-medium text-slate-100">
                {t(`hero.stats.${s.key}`)}
              </dt>
              <dd className="text-4xl font-extrabold">
                <CountUp target={s.target} suffix="+" delay={s.delay} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
