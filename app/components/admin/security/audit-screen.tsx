/**
 * /admin/audit: the audit log as the route's loader read it, filtered by action prefix and actor and
 * paginated by the server. Filtering and paging navigate (a GET form, plain links), so the URL is
 * the state: a filtered page is a link to share, and it works before hydration.
 */
import { Loader2 } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { Page } from "../../../../core/schemas.ts";
import type { AuditEntry } from "../../../../core/services.ts";
import { Button, buttonClasses, DataTable, Input, Label, Select, ScrollRegion } from "../../ui";
import { Pager } from "../shell/pager.tsx";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { formatDateTime } from "../shell/admin-format.ts";
import { auditSentence, type AuditWords } from "./audit-sentence.ts";
import { PageHeading, Section } from "./section.tsx";
import { describeUserAgent } from "./user-agent.ts";

const AUDIT_PATH = "/admin/audit";

/** The action filter: a prefix of the action codes, and its label's key. */
const ACTION_FILTERS = [
  ["", "all"],
  ["auth.sign-in", "signIn"],
  ["auth.lockout", "lockout"],
  ["content.", "content"],
  ["settings", "settings"],
  ["staff.", "staff"],
  ["session.", "session"],
  ["auth.two-factor", "twoFactor"],
] as const;

/** "Anna edited the blog post 'Spring camp' (title; French)", the item linked, the action code below. */
function Sentence({ entry, words }: { entry: AuditEntry; words: AuditWords }) {
  const s = auditSentence(entry, words);
  return (
    <>
      <span data-testid="audit-sentence">
        {s.before}
        {s.link ? (
          <Link
            to={s.link.href}
            className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            {s.link.text}
          </Link>
        ) : null}
        {s.after}
      </span>
      <code className="mt-0.5 block font-mono text-xs text-slate-600 dark:text-slate-400">
        {entry.action}
        {entry.actorName && entry.actorEmail ? ` · ${entry.actorEmail}` : ""}
      </code>
    </>
  );
}

export function AuditScreen({
  filters,
  log,
}: {
  /** The filters of the URL, as the loader understood them. */
  filters: { action: string; actor: string };
  log: Page<AuditEntry>;
}) {
  const { t } = useTranslation("adminAudit");
  const { t: settings } = useTranslation("adminSettings");
  const { t: content } = useTranslation("adminContent");
  const locale = usePageLocale();
  const words: AuditWords = { t, settings, content, locale };
  const system = "—";
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === AUDIT_PATH;

  let body;
  if (log.items.length === 0) body = <p className="text-sm text-slate-700">{t("empty")}</p>;
  else
    body = (
      <>
        <ul
          aria-label={t("tableLabel")}
          className="divide-y divide-slate-200 md:hidden dark:divide-slate-800"
        >
          {log.items.map((e) => (
            <li key={e.id} data-testid="audit-card" className="space-y-1 py-3 text-sm">
              <p>
                <time dateTime={e.createdAt} className="text-slate-700 dark:text-slate-300">
                  {formatDateTime(e.createdAt, locale)}
                </time>
              </p>
              <p className="break-words">
                <Sentence entry={e} words={words} />
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700 dark:text-slate-300">
                <dt>{t("ip")}</dt>
                <dd className="break-all">{e.ipAddress || system}</dd>
                <dt>{t("browser")}</dt>
                <dd>{describeUserAgent(e.userAgent, system)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <ScrollRegion label={t("tableLabel")} className="hidden md:block">
          <DataTable
            className="min-w-[56rem]"
            columns={[t("time"), t("what"), t("ip"), t("browser")]}
            ruled
          >
            {log.items.map((e) => (
              <tr key={e.id} data-testid="audit-row" className="align-top">
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, locale)}</time>
                </td>
                <td className="py-2 pr-3 break-words">
                  <Sentence entry={e} words={words} />
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{e.ipAddress || system}</td>
                <td className="py-2" title={e.userAgent}>
                  {describeUserAgent(e.userAgent, system)}
                </td>
              </tr>
            ))}
          </DataTable>
        </ScrollRegion>
      </>
    );

  return (
    <div className="space-y-6">
      <PageHeading title={t("heading")} description={t("description")} />
      <Section title={t("filtersLabel")}>
        {/* Keyed by the URL's filters, so the fields show them again after a back/forward. */}
        <Form
          key={`${filters.action}\n${filters.actor}`}
          method="get"
          action={AUDIT_PATH}
          className="grid gap-4 sm:grid-cols-[12rem_1fr_auto_auto] sm:items-end"
          role="search"
          // Once interactive, the URL names only the filters that are set (?action=staff, not
          // ?action=staff&actor=); without JavaScript the browser sends the form as it is.
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            for (const [key, value] of [...data]) if (value === "") data.delete(key);
            void submit(data, { method: "get", action: AUDIT_PATH });
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="audit-action">{t("actionLabel")}</Label>
            <Select id="audit-action" name="action" defaultValue={filters.action}>
              {ACTION_FILTERS.map(([value, key]) => (
                <option key={key} value={value}>
                  {t(`actions.${key}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="audit-actor">{t("actorLabel")}</Label>
            <Input
              id="audit-actor"
              name="actor"
              type="email"
              placeholder={t("actorPlaceholder")}
              defaultValue={filters.actor}
            />
          </div>
          <Button type="submit">{t("apply")}</Button>
          <Link to={AUDIT_PATH} className={buttonClasses("outline")}>
            {t("clear")}
          </Link>
        </Form>
      </Section>
      <Section
        title={t("tableLabel")}
        actions={
          <p
            className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            aria-live="polite"
          >
            {loading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("total", { count: log.total, n: adminNumberFormat(locale).format(log.total) })}
          </p>
        }
      >
        {body}
        {log.total > log.pageSize ? (
          <div className="mt-4">
            <Pager page={log.page} pageSize={log.pageSize} total={log.total} />
          </div>
        ) : null}
      </Section>
    </div>
  );
}
