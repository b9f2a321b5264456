import { IconFrame, IconText } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useSaveData } from "~/lib/save-data.ts";
import { CountUp } from "../count-up.tsx";
import { HomeSection } from "./home-section.tsx";

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

export function ImpactNumbers() {
  const { t } = useTranslation("home");
  // Counting is decoration: not for a visitor who asked to save data.
  const saveData = useSaveData();
  return (
    <HomeSection name="impact" inverted className="bg-slate-900 text-white">
      <ul data-enhance={saveData ? undefined : "counters"} data-threshold="0.3" className="stats">
        {STATS.map((s, i) => (
          // The icon and the trend share the first row; the number and its label go below
          // (`.stats` in styles.css).
          <li key={s.key}>
            <IconFrame name={s.icon} />
            <IconText name="trending-up">{t(`impact.stats.${s.key}.trend`)}</IconText>
            <p>
              <CountUp target={s.target} suffix={s.suffix} delay={i * 150} />
            </p>
            <p>{t(`impact.stats.${s.key}.label`)}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-center text-2xl font-bold">{t("impact.achievementsTitle")}</h3>
      {/* Each: its icon beside its title and text (`.achievements` in styles.css). */}
      <ul className="achievements">
        {ACHIEVEMENTS.map(({ key, icon }) => (
          <li key={key}>
            <IconFrame name={icon} />
            <h4>{t(`impact.achievements.${key}.title`)}</h4>
            <p>{t(`impact.achievements.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
