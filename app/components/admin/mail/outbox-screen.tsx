/**
 * /admin/outbox: the e-mails of the queue, newest first, filtered by status (links: the URL is the
 * state). A failed e-mail shows why; Retry queues it again (attempts reset), Discard deletes it
 * after a confirmation. The server refuses what may not happen and this screen says why.
 */
import { Loader2, RotateCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Page } from "../../../../core/schemas.ts";
import type { MailStatus, OutboxMail, OutboxStatus } from "../../../../core/mail-service.ts";
import { Badge, type BadgeTone, Button, buttonClasses, ConfirmDialog } from "../../ui";
import { formatDateTime } from "../security/format.ts";
import { PageHeading, Section, useSessionLost } from "../security/section.tsx";
import { notify } from "../shell/notify.ts";
import { Pager } from "../shell/pager.tsx";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { OUTBOX_TEXT as T } from "../text/mail.ts";

const OUTBOX_ACTION = "/admin/outbox";
const TONES: Record<OutboxStatus, BadgeTone> = { queued: "yellow", sent: "green", failed: "red" };
const FILTERS: readonly (OutboxStatus | null)[] = [null, "queued", "failed", "sent"];

export function OutboxScreen({
  status,
  mail,
  list,
}: {
  /** The status filter of the URL (null: all). */
  status: OutboxStatus | null;
  mail: MailStatus;
  list: Page<OutboxMail>;
}) {
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const [discarding, setDiscarding] = useState<OutboxMail | null>(null);
  const [busyDiscard, setBusyDiscard] = useState(false);
  const sessionLost = useSessionLost();
  const retryAction = useAdminAction(OUTBOX_ACTION);
  const discardAction = useAdminAction(OUTBOX_ACTION);

  const refused = (code: number, message: string) => {
    if (!sessionLost(code)) notify.error(T.errorTitle, message || T.failed);
  };

  async function retry(m: OutboxMail) {
    setBusyRow(m.id);
    const res = await retryAction({ intent: "retry", id: m.id });
    setBusyRow(null);
    if (res.ok) notify.success(T.retried(m.to));
    else refused(res.status, res.message);
  }

  async function discard() {
    if (!discarding) return;
    const target = discarding;
    setBusyDiscard(true);
    const res = await discardAction({ intent: "discard", id: target.id });
    setBusyDiscard(false);
    setDiscarding(null);
    if (res.ok) notify.success(T.discarded(target.to));
    else refused(res.status, res.message);
  }

  const filters = (
    <nav aria-label={T.filtersLabel} className="flex flex-wrap gap-2">
      {FILTERS.map((f) => (
        <Link
          key={f ?? "all"}
          to={f ? `?status=${f}` : "?"}
          aria-current={f === status ? "page" : undefined}
          className={buttonClasses(f === status ? "default" : "outline", "sm")}
        >
          {f ? T.statuses[f] : T.all}
        </Link>
      ))}
    </nav>
  );

  let body;
  if (list.items.length === 0) {
    body = (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {status ? T.emptyFiltered : T.empty}
      </p>
    );
  } else {
    body = (
      <ul aria-label={T.listLabel} className="divide-y divide-slate-200 dark:divide-slate-800">
        {list.items.map((m) => (
          <li
            key={m.id}
            data-testid="outbox-row"
            aria-busy={busyRow === m.id}
            className="flex flex-col gap-3 py-3 lg:flex-row lg:items-start lg:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={TONES[m.status]}>{T.statuses[m.status]}</Badge>
                <span className="font-medium break-all">{m.subject}</span>
              </p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                <div className="flex gap-1">
                  <dt>{T.to}:</dt>
                  <dd className="break-all">{m.to}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{T.created}:</dt>
                  <dd>{formatDateTime(m.createdAt)}</dd>
                </div>
                {m.sentAt ? (
                  <div className="flex gap-1">
                    <dt>{T.sent}:</dt>
                    <dd>{formatDateTime(m.sentAt)}</dd>
                  </div>
                ) : null}
                <div className="flex gap-1">
                  <dt>{T.attempts}:</dt>
                  <dd>{m.attempts}</dd>
                </div>
                {m.status === "queued" && mail.configured ? (
                  <div className="flex gap-1">
                    <dt>{T.nextAttempt}:</dt>
                    <dd>{formatDateTime(m.nextAttemptAt)}</dd>
                  </div>
                ) : null}
                {m.status === "queued" && m.giveUpAt ? (
                  <div className="flex gap-1">
                    <dt>{T.givesUp}:</dt>
                    <dd>{formatDateTime(m.giveUpAt)}</dd>
                  </div>
                ) : null}
              </dl>
              {m.status === "queued" && !mail.configured ? (
                <p className="text-sm text-yellow-900 dark:text-yellow-200">{T.notConfigured}</p>
              ) : null}
              {m.lastError && m.status !== "sent" ? (
                <p
                  data-testid="outbox-reason"
                  className="text-sm break-words text-red-800 dark:text-red-300"
                >
                  <span className="font-medium">
                    {m.status === "failed" ? T.reason : T.lastError}:
                  </span>{" "}
                  {m.lastError}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              {m.status === "failed" ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={T.retryLabel(m.to)}
                  disabled={busyRow === m.id}
                  onClick={() => void retry(m)}
                >
                  {busyRow === m.id ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <RotateCw aria-hidden="true" />
                  )}
                  {T.retry}
                </Button>
              ) : null}
              {m.status !== "sent" ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="text-red-700 dark:text-red-300"
                  aria-label={T.discardLabel(m.to)}
                  disabled={busyRow === m.id}
                  onClick={() => setDiscarding(m)}
                >
                  <Trash2 aria-hidden="true" />
                  {T.discard}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeading title={T.heading} description={T.description} />
      <Section title={T.listLabel} actions={filters}>
        <div className="space-y-4">
          {body}
          {list.total > list.pageSize ? (
            <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
          ) : null}
        </div>
      </Section>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(o) => !o && setDiscarding(null)}
        title={T.confirmTitle}
        description={discarding ? T.confirmDescription(discarding.to) : ""}
        cancelLabel={T.cancel}
        confirmLabel={T.confirm}
        busy={busyDiscard}
        onConfirm={(e) => {
          e.preventDefault();
          void discard();
        }}
      />
    </div>
  );
}
