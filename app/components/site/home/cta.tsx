import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { formatUsd } from "../pages/shared/money.ts";

const EXAMPLES = [
  { key: "small", amount: 50 },
  { key: "medium", amount: 200 },
  { key: "large", amount: 1000 },
] as const;

export function CallToAction({ locale }: { locale: Locale }) {
  const { t } = useTranslation("home");
  const involved = localizedHref("/get-involved", locale);
  return (
    <section
      aria-labelledby="home-cta"
      className="bg-gradient-to-br from-amber-700 via-orange-800 to-red-900 py-20 text-white"
    >
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="home-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("cta.title")}
          </h2>
          <p className="mt-4 text-lg text-orange-50">{t("cta.subtitle")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="light">
              <a href={involved}>
                <Icon name="heart" />
                {t("cta.donate")}
              </a>
            </Button>
            <Button asChild size="lg" variant="outlineLight">
              <a href={involved}>
                <Icon name="users" />
                {t("cta.volunteer")}
              </a>
            </Button>
          </div>
        </div>
        <div className="rounded-2xl bg-white/10 p-6 backdrop-blur sm:p-8">
          <h3 className="text-lg font-semibold">{t("cta.examplesTitle")}</h3>
          <ul className="mt-4 space-y-4">
            {EXAMPLES.map((e) => (
              <li
                key={e.key}
                className="flex flex-col gap-1 min-[420px]:flex-row min-[420px]:items-baseline min-[420px]:gap-4"
              >
                <span
                  className="shrink-0 text-2xl font-extrabold whitespace-nowrap tabular-nums min-[420px]:min-w-32"
                  data-amount={e.amount}
                >
                  {formatUsd(e.amount, locale)}
                </span>
                <span className="text-orange-50">{t(`cta.examples.${e.key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
