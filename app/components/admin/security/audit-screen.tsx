/**
 * /admin/audit: the audit log as the route's loader read it, filtered by action prefix and actor and
 * paginated by the server. Filtering and paging navigate (a GET form, plain links), so the URL is
 * the state: a filtered page is a link to share, and it works before hydration.
 */
import { Loader2 } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { Page } from "../../../../core/schemas.ts";
import type { AuditEntry } from "../../../../core/services.ts";
import { Button, buttonClasses, Input, Label, Select } from "../../ui";
import { Pager } from "../shell/pager.tsx";
import { AUDIT_TEXT as T } from "../text/security.ts";
import { formatDateTime } from "./format.ts";
import { auditSentence } from "./audit-sentence.ts";
import { PageHeading, Section } from "./section.tsx";
import { describeUserAgent } from "./user-agent.ts";

const AUDIT_PATH = "/admin/audit";

/** "Anna edited the blog post 'Spring camp' (title; French)", the item linked, the action code below. */
function Sentence({ entry }: { entry: AuditEntry }) {
  const s = auditSentence(entry);
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
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === AUDIT_PATH;

  let body;
  if (log.items.length === 0) body = <p className="text-sm text-slate-700">{T.empty}</p>;
  else
    body = (
      <>
        <ul
          aria-label={T.tableLabel}
          className="divide-y divide-slate-200 md:hidden dark:divide-slate-800"
        >
          {log.items.map((e) => (
            <li key={e.id} data-testid="audit-card" className="space-y-1 py-3 text-sm">
              <p>
                <time dateTime={e.createdAt} className="text-slate-700 dark:text-slate-300">
                  {formatDateTime(e.createdAt)}
                </time>
              </p>
              <p className="break-words">
                <Sentence entry={e} />
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700 dark:text-slate-300">
                <dt>{T.ip}</dt>
                <dd className="break-all">{e.ipAddress || T.system}</dd>
                <dt>{T.browser}</dt>
                <dd>{describeUserAgent(e.userAgent, T.system)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <div
          role="region"
          aria-label={T.tableLabel}
          tabIndex={0}
          className="hidden overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-sky-600 md:block"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {T.time}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {T.what}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {T.ip}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {T.browser}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {log.items.map((e) => (
                <tr key={e.id} data-testid="audit-row" className="align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-3 break-words">
                    <Sentence entry={e} />
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{e.ipAddress || T.system}</td>
                  <td className="py-2" title={e.userAgent}>
                    {describeUserAgent(e.userAgent, T.system)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );

  return (
    <div className="space-y-6">
      <PageHeading title={T.heading} description={T.description} />
      <Section title={T.filtersLabel}>
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
            <Label htmlFor="audit-action">{T.actionLabel}</Label>
            <Select id="audit-action" name="action" defaultValue={filters.action}>
              {T.actions.map((a) => (
                <option key={a.label} value={a.value}>
                  {a.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="audit-actor">{T.actorLabel}</Label>
            <Input
              id="audit-actor"
              name="actor"
              type="email"
              placeholder={T.actorPlaceholder}
              defaultValue={filters.actor}
            />
          </div>
          <Button type="submit">{T.apply}</Button>
          <Link to={AUDIT_PATH} className={buttonClasses("outline")}>
            {T.clear}
          </Link>
        </Form>
      </Section>
      <Section
        title={T.tableLabel}
        actions={
          <p
            className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            aria-live="polite"
          >
            {loading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {T.total(log.total)}
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
