/** Who a send reaches now: the confirmed subscribers in all, then per language. */
import { LOCALES } from "../../../../core/constants.ts";
import type { AudienceCounts } from "../../../../core/newsletter.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat, languageName } from "../shell/admin-format.ts";

export const audienceTotal = (audience: AudienceCounts) =>
  LOCALES.reduce((sum, l) => sum + audience[l], 0);

export function AudienceSummary({ audience }: { audience: AudienceCounts }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const number = adminNumberFormat(locale);
  const total = audienceTotal(audience);
  if (total === 0)
    return (
      <p className="text-slate-700 dark:text-slate-300" data-testid="audience-none">
        {t("audience.none")}
      </p>
    );
  return (
    <div className="space-y-3" data-testid="audience">
      <p className="text-lg font-semibold">
        {t("audience.total", { count: total, n: number.format(total) })}
      </p>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {LOCALES.map((l) => (
          <div
            key={l}
            className="rounded-md border border-slate-200 p-3 dark:border-slate-800"
            data-testid={`audience-${l}`}
          >
            <dt className="text-slate-700 first-letter:uppercase dark:text-slate-300">
              {languageName(l, locale)}
            </dt>
            <dd className="text-xl font-bold tabular-nums">{number.format(audience[l])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
