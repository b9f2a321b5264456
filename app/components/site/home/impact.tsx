import { IconFrame, IconText } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { useSaveData } from "~/lib/save-data.ts";
import { CountUp } from "../count-up.tsx";

const STATS = [
  { key: "athletes", target: 150, suffix: "+", icon: "trophy" },
  { key: "students", target: 500, suffix: "+", icon: "book-open" },
  { key: "communities", target: 25, suffix: "+", icon: "users" },
  { key: "projects", target: 15, suffix: "", icon: "award" },
  { key: "countries", target: 3, suffix: "", icon: "earth" },
  { key: "volunteers", target: 50, suffix: "+", icon: "hand-heart" },
] as const;

const ACHIEVEMENTS = [
  { key: "scholarships", icon: "medal" },
  { key: "academy", icon: "trophy" },
  { key: "french", icon: "languages" },
] as const;

export function ImpactNumbers({ locale }: { locale: Locale }) {
  const { t } = useTranslation("home");
  // Counting is decoration: not for a visitor who asked to save data.
  const saveData = useSaveData();
  return (
    <section aria-labelledby="home-impact" className="bg-slate-900 py-20 text-white">
      <Container>
        <SectionHeading
          id="home-impact"
          inverted
          eyebrow={t("impact.eyebrow")}
          title={t("impact.title")}
          subtitle={t("impact.subtitle")}
        />
        <ul
          data-enhance={saveData ? undefined : "counters"}
          data-threshold="0.3"
          className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3"
        >
          {STATS.map((s, i) => (
            // The icon and the trend share the first row; the number and its label go below.
            <li
              key={s.key}
              className="grid grid-cols-[auto_1fr] items-start gap-x-3 rounded-2xl border border-white/10 bg-white/5 p-6"
            >
              <IconFrame name={s.icon} className="size-11 rounded-xl bg-white/10 before:size-5" />
              <IconText
                name="trending-up"
                className="justify-self-end rounded-full bg-emerald-400/15 px-2.5 py-1 text-xs font-semibold text-emerald-200"
              >
                {t(`impact.stats.${s.key}.trend`)}
              </IconText>
              <p className="col-span-2 mt-4 text-4xl font-extrabold">
                <CountUp target={s.target} suffix={s.suffix} delay={i * 150} locale={locale} />
              </p>
              <p className="col-span-2 mt-1 text-slate-200">{t(`impact.stats.${s.key}.label`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14">
          <h3 className="text-center text-2xl font-bold">{t("impact.achievementsTitle")}</h3>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {ACHIEVEMENTS.map(({ key, icon }) => (
              <li
                key={key}
                className="grid grid-cols-[auto_1fr] gap-x-4 rounded-2xl bg-white p-6 text-slate-900"
              >
                <IconFrame
                  name={icon}
                  className="row-span-2 size-11 rounded-full bg-amber-100 text-amber-800 before:size-5"
                />
                <h4 className="font-semibold">{t(`impact.achievements.${key}.title`)}</h4>
                <p className="mt-1 text-sm text-slate-700">
                  {t(`impact.achievements.${key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
