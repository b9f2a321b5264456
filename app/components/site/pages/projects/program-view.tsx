import { usePageLocale } from "~/i18n/page-locale.ts";
/**
 * A program's own page (/projects/<slug>): what it is, its objectives and requirements, dates,
 * place, participants, funding and whom to contact, with the ways to help.
 */
import { Icon } from "~/components/ui/icon.tsx";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Program } from "../../../../../core/schemas.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Container } from "../../../ui/container.tsx";
import { ResponsiveImage } from "../../../ui/responsive-image.tsx";
import { paragraphs } from "../../content-format.ts";
import { FallbackNote, langOf } from "../../content-language.tsx";
import { Breadcrumb } from "../../story/article-view.tsx";
import { ShareLinks } from "../../story/share-links.tsx";
import { CheckList, LinkButton } from "../shared/page-kit.tsx";
import { programDates, STATUS_TONE } from "./program-format.ts";
import { numberFormat } from "~/lib/intl.ts";

export function ProgramView({ program: p, url }: { program: Program; url: string }) {
  const locale = usePageLocale();
  const { t } = useTranslation("projects");
  const number = numberFormat(locale);
  const dates = programDates(p, locale);
  return (
    <article className="py-10 sm:py-14">
      <Container className="max-w-5xl">
        <Breadcrumb trail={[{ href: "/projects", label: t("meta.title") }]} current={p.title} />
        <header className="mt-6 max-w-3xl">
          <div className="flex flex-wrap gap-2">
            <Badge tone={STATUS_TONE[p.status] ?? "grey"}>{t(`programs.status.${p.status}`)}</Badge>
            <Badge tone="secondary">{t(`programs.category.${p.category}`)}</Badge>
          </div>
          <h1
            lang={langOf(p, "title")}
            className="mt-3 text-3xl leading-tight font-bold text-balance sm:text-4xl"
          >
            {p.title}
          </h1>
          <p
            lang={langOf(p, "description")}
            className="mt-4 text-lg text-slate-700 dark:text-slate-200"
          >
            {p.description}
          </p>
          <FallbackNote
            item={p}
            className="mt-2 text-sm text-slate-600 italic dark:text-slate-300"
          />
        </header>
        <ResponsiveImage
          src={p.image}
          alt=""
          width={1200}
          height={675}
          priority
          sizes="(min-width: 64rem) 64rem, 100vw"
          className="mt-8 aspect-video w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
        />
        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {p.longDescription ? (
              <section aria-labelledby="program-about">
                <h2 id="program-about" className="text-2xl font-semibold">
                  {t("program.about")}
                </h2>
                <div
                  lang={langOf(p, "longDescription")}
                  className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-200"
                >
                  {paragraphs(p.longDescription).map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </section>
            ) : null}
            {p.objectives.length > 0 ? (
              <section aria-labelledby="program-objectives" className="mt-10">
                <h2 id="program-objectives" className="text-2xl font-semibold">
                  {t("program.objectives")}
                </h2>
                <div lang={langOf(p, "objectives")} className="mt-4">
                  <CheckList items={p.objectives} />
                </div>
              </section>
            ) : null}
            {p.requirements.length > 0 ? (
              <section aria-labelledby="program-requirements" className="mt-10">
                <h2 id="program-requirements" className="text-2xl font-semibold">
                  {t("program.requirements")}
                </h2>
                <div lang={langOf(p, "requirements")} className="mt-4">
                  <CheckList items={p.requirements} />
                </div>
              </section>
            ) : null}
            <ShareLinks url={url} title={p.title} />
          </div>
          <aside
            aria-labelledby="program-facts"
            className="h-fit rounded-xl border border-slate-200 p-6 dark:border-slate-800"
          >
            <h2 id="program-facts" className="text-lg font-semibold">
              {t("program.facts")}
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              {dates ? (
                <Fact
                  icon={<Icon name="calendar-days" className="size-4" />}
                  term={t("programs.dates")}
                >
                  {dates}
                </Fact>
              ) : null}
              {p.location ? (
                <Fact
                  icon={<Icon name="map-pin" className="size-4" />}
                  term={t("programs.location")}
                >
                  <span lang={langOf(p, "location")}>{p.location}</span>
                </Fact>
              ) : null}
              {p.maxParticipants > 0 ? (
                <Fact
                  icon={<Icon name="users" className="size-4" />}
                  term={t("program.participants")}
                >
                  {t("programs.participants", {
                    count: p.currentParticipants,
                    current: number.format(p.currentParticipants),
                    max: number.format(p.maxParticipants),
                  })}
                </Fact>
              ) : null}
              <Fact icon={<Icon name="wallet" className="size-4" />} term={t("program.funding")}>
                {t(`program.fundingStatus.${p.fundingStatus}`)}
              </Fact>
              {p.contactPerson || p.contactEmail ? (
                <Fact icon={<Icon name="user" className="size-4" />} term={t("program.contact")}>
                  {p.contactPerson ? <span className="block">{p.contactPerson}</span> : null}
                  {p.contactEmail ? (
                    <a
                      href={`mailto:${p.contactEmail}`}
                      className="inline-flex items-center gap-1 break-all text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
                    >
                      <Icon name="mail" className="size-4 shrink-0" />
                      {p.contactEmail}
                    </a>
                  ) : null}
                </Fact>
              ) : null}
            </dl>
            <div className="mt-6 flex flex-col gap-3">
              <LinkButton to="/donate">{t("program.support")}</LinkButton>
              <LinkButton to="/volunteer" variant="outline">
                {t("program.volunteer")}
              </LinkButton>
            </div>
          </aside>
        </div>
      </Container>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
        <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-6 text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}
