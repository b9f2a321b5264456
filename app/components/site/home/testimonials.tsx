import { Icon, IconText } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";

/** The people quoted; their names are in the locale files, in the reader's script (decision 0030). */
const PEOPLE = ["one", "two"] as const;
const POINTS = ["one", "two", "three"] as const;

/** Five stars as one picture (`.stars` in app.css repeats the icon), named by its rating. */
export function Stars({ label }: { label: string }) {
  return <Icon name="star" filled label={label} className="stars text-amber-500" />;
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
                {t(`testimonials.items.${k}.quote`)}
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
                <strong className="block text-base text-slate-900 dark:text-slate-100">
                  {t(`testimonials.items.${k}.name`)}
                </strong>
                {t(`testimonials.items.${k}.role`)}
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
                <IconText
                  key={p}
                  as="li"
                  name="circle-check"
                  className="flex items-start gap-2 before:mt-0.5 before:text-emerald-300"
                >
                  {t(`testimonials.about.points.${p}`)}
                </IconText>
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
