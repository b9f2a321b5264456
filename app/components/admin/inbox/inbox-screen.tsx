/**
 * The inbox: tabs per kind with unread counts, filters (status, search, dates) as a GET form,
 * the list, and the detail of one submission with status, internal notes and delete. Every
 * control is a link or a plain form, so it works before and without hydration.
 */
import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { Page } from "../../../../core/schemas.ts";
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type Submission,
  type SubmissionKind,
} from "../../../../core/submissions.ts";
import {
  Badge,
  type BadgeTone,
  Button,
  buttonClasses,
  Card,
  CardContent,
  cn,
  Input,
  Label,
  Select,
} from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { formatUtc } from "../shell/admin-format.ts";
import { SubmissionDetail } from "./submission-detail.tsx";

export interface InboxProps {
  filters: {
    type: SubmissionKind;
    status?: string;
    from?: string;
    to?: string;
    q?: string;
    page: number;
    id: number | null;
  };
  list: Page<Submission>;
  counts: Record<SubmissionKind, { total: number; unread: number }>;
  selected: Submission | null;
  /** A save's answer; a refusal names its cause, which the screen words in the page's language. */
  result?: { ok: true; savedAt: string } | { ok: false; problem: "invalid" | "notFound" };
}

const STATUS_TONE: Record<string, BadgeTone> = {
  new: "blue",
  in_progress: "yellow",
  done: "green",
  archived: "grey",
};

function hrefWith(filters: InboxProps["filters"], change: Record<string, string | number | null>) {
  const p = new URLSearchParams();
  const merged: Record<string, unknown> = { ...filters, ...change };
  for (const key of ["type", "status", "q", "from", "to", "page", "id"]) {
    const v = merged[key];
    if (v === undefined || v === null || v === "" || (key === "page" && v === 1)) continue;
    p.set(key, String(v));
  }
  return `/admin/inbox?${p.toString()}`;
}

function StatusBadge({ status }: { status: Submission["status"] }) {
  const { t } = useTranslation("adminInbox");
  return <Badge tone={STATUS_TONE[status] ?? "grey"}>{t(`statuses.${status}`)}</Badge>;
}

export function InboxScreen({ filters, list, counts, selected, result }: InboxProps) {
  const { t } = useTranslation("adminInbox");
  const locale = usePageLocale();
  const number = (n: number) => adminNumberFormat(locale).format(n);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="space-y-6" data-testid="inbox">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t("heading")}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("intro")}</p>
        </div>
        <a
          href={`/api/v1/submissions/export.csv?type=${filters.type}`}
          className={buttonClasses("outline")}
          download
          data-testid="inbox-export"
        >
          <Download aria-hidden="true" />
          {t("exportCsv", { kind: t(`kinds.${filters.type}`) })}
        </a>
      </div>

      <nav aria-label={t("kindsLabel")}>
        <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1 dark:bg-slate-800">
          {SUBMISSION_KINDS.map((kind) => {
            const current = kind === filters.type;
            const unread = counts[kind]?.unread ?? 0;
            return (
              <li key={kind}>
                <Link
                  to={hrefWith({ type: kind, page: 1, id: null }, {})}
                  aria-current={current ? "page" : undefined}
                  data-testid={`inbox-tab-${kind}`}
                  className={cn(
                    "inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
                    current
                      ? "bg-white text-slate-900 shadow dark:bg-slate-950 dark:text-white"
                      : "text-slate-700 hover:text-slate-900 dark:text-slate-200",
                  )}
                >
                  {t(`kinds.${kind}`)}
                  {unread > 0 ? (
                    <Badge tone="blue">
                      <span aria-hidden="true">{number(unread)}</span>
                      <span className="sr-only">
                        {t("unread", { count: unread, n: number(unread) })}
                      </span>
                    </Badge>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Card>
        <CardContent className="pt-6">
          <Form method="get" className="grid gap-4 md:grid-cols-5 md:items-end" role="search">
            <input type="hidden" name="type" value={filters.type} />
            <div className="space-y-1 md:col-span-2">
              <Label htmlFor="inbox-q">{t("search")}</Label>
              <Input id="inbox-q" name="q" type="search" defaultValue={filters.q ?? ""} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="inbox-status">{t("status")}</Label>
              <Select id="inbox-status" name="status" defaultValue={filters.status ?? ""}>
                <option value="">{t("anyStatus")}</option>
                {SUBMISSION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`statuses.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="inbox-from">{t("from")}</Label>
              <Input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ""} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="inbox-to">{t("to")}</Label>
              <Input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ""} />
            </div>
            <div className="flex gap-2 md:col-span-5">
              <Button type="submit">
                <Search aria-hidden="true" />
                {t("apply")}
              </Button>
              <Link
                to={hrefWith({ type: filters.type, page: 1, id: null }, {})}
                className={buttonClasses("outline")}
              >
                {t("clear")}
              </Link>
            </div>
          </Form>
        </CardContent>
      </Card>

      <div className="grid gap-6 xl:grid-cols-5">
        <section aria-labelledby="inbox-list-title" className="xl:col-span-3">
          <h2 id="inbox-list-title" className="mb-3 text-lg font-semibold">
            {t("listTitle", {
              kind: t(`kinds.${filters.type}`),
              count: list.total,
              n: number(list.total),
            })}
          </h2>
          {list.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:text-slate-300">
              {t("empty")}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-950">
              {list.items.map((s) => (
                <li key={s.id}>
                  <Link
                    to={hrefWith(filters, { id: s.id })}
                    aria-current={selected?.id === s.id ? "true" : undefined}
                    data-testid="inbox-item"
                    className={cn(
                      "flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 dark:hover:bg-slate-900",
                      selected?.id === s.id && "bg-slate-100 dark:bg-slate-900",
                      s.status === "new" && "font-semibold",
                    )}
                  >
                    {/* The whole name, wrapped when long: never cut to "J…" beside the detail. */}
                    <span className="min-w-0 flex-1 basis-48">
                      <span
                        data-testid="inbox-item-name"
                        className="block [overflow-wrap:anywhere]"
                      >
                        {s.name || s.email}
                      </span>
                      {s.name ? (
                        <span className="block text-sm font-normal [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
                          {s.email}
                        </span>
                      ) : null}
                    </span>
                    <StatusBadge status={s.status} />
                    <time
                      className="text-sm text-slate-600 dark:text-slate-300"
                      dateTime={s.createdAt}
                    >
                      {formatUtc(s.createdAt, locale)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav
              aria-label={t("pagination")}
              className="mt-4 flex items-center justify-center gap-4"
            >
              {filters.page > 1 ? (
                <Link
                  to={hrefWith(filters, { page: filters.page - 1, id: null })}
                  className={buttonClasses("outline", "sm")}
                >
                  {t("previous")}
                </Link>
              ) : null}
              <span className="text-sm">
                {t("page", { page: number(filters.page), pages: number(pages) })}
              </span>
              {filters.page < pages ? (
                <Link
                  to={hrefWith(filters, { page: filters.page + 1, id: null })}
                  className={buttonClasses("outline", "sm")}
                >
                  {t("next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>

        {selected ? (
          <SubmissionDetail
            key={`${selected.id}-${selected.updatedAt}`}
            submission={selected}
            closeHref={hrefWith(filters, { id: null })}
            result={result}
          />
        ) : null}
      </div>
    </div>
  );
}
