import { iconStyle } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { formatMoney } from "../pages/shared/money.ts";

const EXAMPLES = [
  { key: "small", amount: 50 },
  { key: "medium", amount: 200 },
  { key: "large", amount: 1000 },
] as const;

export function CallToAction() {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
  const involved = localizedHref("/get-involved", locale);
  return (
    // A band (`.band`: the page column without a wrapper), two columns from lg (`.cta`, styles.css).
    <section aria-labelledby="home-cta" className="band cta">
      <div>
        <h2 id="home-cta" className="section-title">
          {t("cta.title")}
        </h2>
        <p className="cta-lead">{t("cta.subtitle")}</p>
        <div className="cta-actions">
          {/* Each icon is the link's ::before (`.btn-lead`). */}
          <Button asChild size="lg" variant="light" className="btn-lead">
            <a href={involved} style={iconStyle("heart")}>
              {t("cta.donate")}
            </a>
          </Button>
          <Button asChild size="lg" variant="outlineLight" className="btn-lead">
            <a href={involved} style={iconStyle("users")}>
              {t("cta.volunteer")}
            </a>
          </Button>
        </div>
      </div>
      <div className="cta-examples">
        <h3>{t("cta.examplesTitle")}</h3>
        <ul>
          {EXAMPLES.map((e) => (
            // The amount, then its text straight in the item (no element of its own).
            <li key={e.key}>
              <span data-amount={e.amount}>{formatMoney(e.amount, "USD", locale)}</span>
              {t(`cta.examples.${e.key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
