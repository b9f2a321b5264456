import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";

/** The people quoted; their names are in the locale files, in the reader's script (decision 0030). */
const PEOPLE = ["one", "two"] as const;
const POINTS = ["one", "two", "three"] as const;

export function Stars({ label }: { label: string }) {
  return (
    <p role="img" aria-label={label} className="flex gap-0.5 text-amber-500">
      {[0, 1, 2, 3, 4].map((i) => (
        <Icon key={i} name="star" filled className="size-5" />
      ))}
    </p>
  );
}

export function Testimonials({ locale }: { locale: Locale }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-testimonials" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <Container>
        <SectionHeading
          id="home-testimonials"
          eyebrow={t("testimonials.eyebrow")}
          title={t("testimonials.title")}
        />
        <div className="grid gap-6 lg:grid-cols-3">
          {PEOPLE.map((k) => (
            <figure
              key={k}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <Stars label={t("testimonials.rating")} />
              <Icon name="quote" className="mt-4 size-8 text-slate-300" />
              <blockquote className="mt-2 flex-1 text-slate-800 dark:text-slate-200">
                <p>{t(`testimonials.items.${k}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
                <p className="font-semibold">{t(`testimonials.items.${k}.name`)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t(`testimonials.items.${k}.role`)}
                </p>
              </figcaption>
            </figure>
          ))}
          <aside
            aria-labelledby="home-about-foundation"
            className="flex flex-col rounded-xl bg-slate-900 p-6 text-white shadow-sm"
          >
            <h3 id="home-about-foundation" className="text-xl font-bold">
              {t("testimonials.about.title")}
            </h3>
            <p className="mt-3 text-slate-200">{t("testimonials.about.text")}</p>
            <ul className="mt-4 space-y-2 text-sm">
              {POINTS.map((p) => (
                <li key={p} className="flex gap-2">
                  <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
                  {t(`testimonials.about.points.${p}`)}
                </li>
              ))}
            </ul>
            <Button asChild variant="light" className="mt-6 self-start">
              <a href={localizedHref("/about", locale)}>{t("testimonials.about.link")}</a>
            </Button>
          </aside>
        </div>
      </Container>
    </section>
  );
}
