/** /admin/audit: the audit log, filtered by action prefix and actor, paginated by the server. */
import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Button, Input, Label, Select } from "../../ui";
import { notify } from "../shell/notify.ts";
import { Spinner } from "../shell/spinner.tsx";
import { AUDIT_TEXT as T } from "../text/security.ts";
import { Link } from "react-router";
import { apiCall } from "../shell/api-client.ts";
import { formatDateTime } from "./format.ts";
import { auditSentence } from "./audit-sentence.ts";
import { PageHeading, Section, useSessionLost } from "./section.tsx";
import { describeUserAgent } from "./user-agent.ts";

interface AuditEntry {
  id: number;
  createdAt: string;
  actorEmail: string;
  actorName?: string;
  action: string;
  entityType: string;
  entityId: string;
  ipAddress: string;
  userAgent: string;
  details: Record<string, unknown>;
}
interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
interface Query {
  action: string;
  actor: string;
  page: number;
}

const PAGE_SIZE = 25;

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

export function AuditScreen() {
  const [query, setQuery] = useState<Query>({ action: "", actor: "", page: 1 });
  const [action, setAction] = useState("");
  const [actor, setActor] = useState("");
  const [data, setData] = useState<AuditPage | null>(null);
  const [loading, setLoading] = useState(true);
  const sessionLost = useSessionLost();

  useEffect(() => {
    let live = true;
    const params = new URLSearchParams({ page: String(query.page), pageSize: String(PAGE_SIZE) });
    if (query.action) params.set("action", query.action);
    if (query.actor) params.set("actor", query.actor);
    void apiCall<AuditPage>("GET", `audit-log?${params}`).then((res) => {
      if (!live) return;
      setLoading(false);
      if (res.ok && res.body) setData(res.body);
      else if (!sessionLost(res.status)) notify.error(T.loadFailed, res.message ?? undefined);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoading(true);
    setQuery({ action, actor: actor.trim(), page: 1 });
  }

  function clear() {
    setAction("");
    setActor("");
    setLoading(true);
    setQuery({ action: "", actor: "", page: 1 });
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let body;
  if (!data) body = <Spinner label={T.loading} showLabel />;
  else if (data.items.length === 0) body = <p className="text-sm text-slate-700">{T.empty}</p>;
  else
    body = (
      <>
        <ul
          aria-label={T.tableLabel}
          className="divide-y divide-slate-200 md:hidden dark:divide-slate-800"
        >
          {data.items.map((e) => (
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
              {data.items.map((e) => (
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
        <form
          className="grid gap-4 sm:grid-cols-[12rem_1fr_auto_auto] sm:items-end"
          onSubmit={apply}
          role="search"
        >
          <div className="space-y-2">
            <Label htmlFor="audit-action">{T.actionLabel}</Label>
            <Select id="audit-action" value={action} onChange={(e) => setAction(e.target.value)}>
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
              type="email"
              placeholder={T.actorPlaceholder}
              value={actor}
              onChange={(e) => setActor(e.target.value)}
            />
          </div>
          <Button type="submit">{T.apply}</Button>
          <Button type="button" variant="outline" onClick={clear}>
            {T.clear}
          </Button>
        </form>
      </Section>
      <Section
        title={T.tableLabel}
        actions={
          data ? (
            <p
              className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
              aria-live="polite"
            >
              {loading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {T.total(data.total)}
            </p>
          ) : null
        }
      >
        {body}
        {data && pages > 1 ? (
          <nav
            aria-label={T.paginationLabel}
            className="mt-4 flex items-center justify-between gap-2"
          >
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={loading || query.page <= 1}
              onClick={() => {
                setLoading(true);
                setQuery((q) => ({ ...q, page: q.page - 1 }));
              }}
            >
              <ChevronLeft aria-hidden="true" />
              {T.previous}
            </Button>
            <p className="text-sm">{T.pageOf(query.page, pages)}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={loading || query.page >= pages}
              onClick={() => {
                setLoading(true);
                setQuery((q) => ({ ...q, page: q.page + 1 }));
              }}
            >
              {T.next}
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </Section>
    </div>
  );
}
