/**
 * /admin/newsletter/subscribers: the subscribers, newest first, searched by address and filtered by
 * state and language (a GET form, so a filtered list has its own address); a person added with
 * their consent; the CSV import (subscriber-import-panel.tsx); the export of the list.
 */
import { Download } from "lucide-react";
import { useId } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Page } from "../../../../core/schemas.ts";
import { SUBSCRIBER_STATUSES, type Subscriber } from "../../../../core/subscribers.ts";
import { Button, buttonClasses, DataTable, Input, Label, ScrollRegion, Select } from "../../ui";
import { LanguageOptions } from "../shell/language-options.tsx";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { SubscribersAnswer } from "../../../routes/admin/newsletter-subscribers.tsx";
import { PageHeading, Section } from "../security/section.tsx";
import { adminNumberFormat, formatUtc, languageName } from "../shell/admin-format.ts";
import { NEWSLETTER_PATH } from "./newsletter-words.tsx";
import { ImportPanel } from "./subscriber-import-panel.tsx";
import {
  DoneLine,
  RefusedLine,
  subscriberHref,
  SubscriberStatusBadge,
  SUBSCRIBERS_PATH,
} from "./subscriber-words.tsx";
import { BackLink } from "../shell/back-link.tsx";

const linkClass =
  "font-medium text-sky-800 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-300";

type Query = { q: string; status: string; locale: string; page: string };

function Filters({ query }: { query: Query }) {
  const { t } = useTranslation("adminNewsletter");
  const id = useId();
  return (
    <Form
      method="get"
      action={SUBSCRIBERS_PATH}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto] sm:items-end"
      role="search"
      aria-label={t("subscribers.filters")}
    >
      <div className="space-y-2">
        <Label htmlFor={`${id}-q`}>{t("subscribers.search")}</Label>
        <Input id={`${id}-q`} name="q" type="search" defaultValue={query.q} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-status`}>{t("subscribers.status")}</Label>
        <Select id={`${id}-status`} name="status" defaultValue={query.status}>
          <option value="">{t("subscribers.anyStatus")}</option>
          {SUBSCRIBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`subscribers.statuses.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-locale`}>{t("subscribers.language")}</Label>
        <Select id={`${id}-locale`} name="locale" defaultValue={query.locale}>
          <option value="">{t("subscribers.anyLanguage")}</option>
          <LanguageOptions />
        </Select>
      </div>
      <Button type="submit" variant="outline">
        {t("subscribers.filter")}
      </Button>
    </Form>
  );
}

function SubscriberRows({ items }: { items: readonly Subscriber[] }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  return (
    <ScrollRegion label={t("subscribers.caption")}>
      <DataTable
        caption={t("subscribers.caption")}
        className="min-w-[40rem]"
        columns={[
          t("subscribers.email"),
          t("subscribers.language"),
          t("subscribers.status"),
          t("subscribers.source"),
          t("subscribers.added"),
        ]}
        ruled
        data-testid="subscribers"
      >
        {items.map((s) => (
          <tr key={s.id} className="align-top">
            <td className="py-2 pr-3" translate="no">
              <Link to={subscriberHref(s.id)} className={linkClass}>
                {s.email}
              </Link>
            </td>
            <td className="py-2 pr-3 first-letter:uppercase">{languageName(s.locale, locale)}</td>
            <td className="py-2 pr-3">
              <SubscriberStatusBadge status={s.status} />
            </td>
            <td className="py-2 pr-3">{t(`subscribers.sources.${s.source}`)}</td>
            <td className="py-2 text-xs whitespace-nowrap">{formatUtc(s.createdAt, locale)}</td>
          </tr>
        ))}
      </DataTable>
    </ScrollRegion>
  );
}

function Pages({ page, query }: { page: Page<Subscriber>; query: Query }) {
  const { t } = useTranslation("adminNewsletter");
  const last = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (last === 1) return null;
  const to = (n: number) =>
    `${SUBSCRIBERS_PATH}?${new URLSearchParams({ ...query, page: String(n) }).toString()}`;
  return (
    <nav aria-label={t("subscribers.pages")} className="flex items-center gap-3 text-sm">
      {page.page > 1 ? (
        <Link to={to(page.page - 1)} className={buttonClasses("outline", "sm")}>
          {t("subscribers.previous")}
        </Link>
      ) : null}
      <span>{t("subscribers.pageOf", { page: page.page, last })}</span>
      {page.page < last ? (
        <Link to={to(page.page + 1)} className={buttonClasses("outline", "sm")}>
          {t("subscribers.next")}
        </Link>
      ) : null}
    </nav>
  );
}

function AddForm({ answer }: { answer: SubscribersAnswer }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const id = useId();
  return (
    <Form
      method="post"
      action={SUBSCRIBERS_PATH}
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-end"
      data-testid="subscriber-add"
    >
      <input type="hidden" name="intent" value="add" />
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>{t("subscribers.email")}</Label>
        <Input id={`${id}-email`} name="email" type="email" required translate="no" />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-locale`}>{t("subscribers.language")}</Label>
        <Select id={`${id}-locale`} name="locale" defaultValue={locale}>
          <LanguageOptions />
        </Select>
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          value="yes"
          required
          className="mt-1 size-5 shrink-0 accent-sky-700"
        />
        <Label htmlFor={`${id}-consent`} className="font-normal">
          {t("subscribers.consent")}
        </Label>
      </div>
      {answer && !answer.ok && answer.fields?.email ? (
        <div className="sm:col-span-2">
          <RefusedLine answer={answer} field="email" />
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t("subscribers.addSubmit")}
        </Button>
      </div>
    </Form>
  );
}

export function SubscribersScreen({
  page,
  query,
  answer,
}: {
  page: Page<Subscriber>;
  query: Query;
  answer: SubscribersAnswer;
}) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const [params] = useSearchParams();
  const number = adminNumberFormat(locale);
  const filtered = Boolean(query.q || query.status || query.locale);
  return (
    <div className="space-y-6" data-testid="subscribers-screen">
      <BackLink to={NEWSLETTER_PATH}>{t("subscribers.back")}</BackLink>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PageHeading title={t("subscribers.heading")} description={t("subscribers.intro")} />
        <a
          href="/api/v1/submissions/export.csv?type=newsletter"
          className={buttonClasses("outline", "default", "shrink-0")}
        >
          <Download aria-hidden="true" />
          {t("subscribers.export")}
        </a>
      </div>
      {params.get("erased") ? <DoneLine text={t("subscribers.erased")} /> : null}
      {answer?.ok && answer.intent === "add" ? (
        <DoneLine text={t("subscribers.addedOne", { email: answer.email ?? "" })} />
      ) : null}
      {answer && !answer.ok && !answer.fields?.email && !answer.fields?.csv ? (
        <RefusedLine answer={answer} />
      ) : null}
      <Section title={t("subscribers.listHeading")}>
        <div className="space-y-4">
          <Filters query={query} />
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="subscribers-total">
            {t("subscribers.total", { count: page.total, n: number.format(page.total) })}
          </p>
          {page.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {filtered ? t("subscribers.emptyFiltered") : t("subscribers.empty")}
            </p>
          ) : (
            <SubscriberRows items={page.items} />
          )}
          <Pages page={page} query={query} />
        </div>
      </Section>
      <Section title={t("subscribers.addHeading")} description={t("subscribers.addIntro")}>
        <AddForm answer={answer} />
      </Section>
      <Section title={t("subscribers.importHeading")} description={t("subscribers.importIntro")}>
        <ImportPanel answer={answer} />
      </Section>
    </div>
  );
}
