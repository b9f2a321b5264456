import { useTranslation } from "~/i18n/use-translation.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Container } from "~/components/ui/container.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { dateTimeFormat } from "~/lib/intl.ts";

/** Date the default texts were last revised. */
export const LEGAL_UPDATED = "2026-01-15";

export function LegalPage({ doc }: { doc: "privacy" | "terms" }) {
  const { t } = useTranslation("legal");
  const locale = usePageLocale();
  const sections = t(`${doc}.sections`, { returnObjects: true });
  const updated = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${LEGAL_UPDATED}T00:00:00Z`),
  );
  return (
    <>
      <PageHero title={t(`${doc}.title`)} subtitle={t(`${doc}.intro`)} />
      <Container className="py-12 sm:py-16">
        <article className="mx-auto max-w-3xl">
          <p className="mb-8 text-sm text-slate-600">
            <time dateTime={LEGAL_UPDATED}>{t("updated", { date: updated })}</time>
          </p>
          {sections.map((s, i) => (
            <section key={s.title} aria-labelledby={`${doc}-s${i}`} className="mb-8">
              <h2 id={`${doc}-s${i}`} className="mb-3 text-2xl font-semibold">
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mb-3 leading-relaxed text-slate-700">
                  {p}
                </p>
              ))}
            </section>
          ))}
          <p>
            <a
              href={localizedHref("/contact", locale)}
              className="font-semibold text-sky-800 underline underline-offset-4"
            >
              {t("contactLink")}
            </a>
          </p>
        </article>
      </Container>
    </>
  );
}
