import { usePageLocale } from "~/i18n/page-locale.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";

export function StoreHero() {
  const locale = usePageLocale();
  const { t } = useTranslation("store");
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.12),transparent_45%),radial-gradient(circle_at_85%_70%,rgba(255,255,255,0.08),transparent_40%)]"
      />
      <Container className="py-20 text-center sm:py-28">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">
          <Icon name="shopping-bag" className="size-4" />
          {t("hero.badge")}
        </p>
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-100 sm:text-xl">
          {t("hero.subtitle")}
        </p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <a href="#products" className={buttonClasses("light", "lg")}>
            {t("hero.shopNow")}
          </a>
          <a
            href={localizedHref("/about", locale)}
            className="inline-flex h-12 items-center justify-center rounded-md border border-white px-6 text-base font-medium text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t("hero.learnMore")}
            <span className="sr-only"> {t("hero.learnMoreContext")}</span>
          </a>
        </div>
      </Container>
    </section>
  );
}
