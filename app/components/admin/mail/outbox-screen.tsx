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
import { formatDateTime } from "../shell/admin-format.ts";
import { PageHeading, Section, useSessionLost } from "../security/section.tsx";
import { notify } from "../shell/notify.ts";
import { Pager } from "../shell/pager.tsx";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";

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
  const { t } = useTranslation("adminOutbox");
  const locale = usePageLocale();
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const [discarding, setDiscarding] = useState<OutboxMail | null>(null);
  const [busyDiscard, setBusyDiscard] = useState(false);
  const sessionLost = useSessionLost();
  const retryAction = useAdminAction(OUTBOX_ACTION);
  const discardAction = useAdminAction(OUTBOX_ACTION);

  // The server's refusals, worded here by their status (anything else: the generic failure).
  const refused = (code: number) => {
    if (!sessionLost(code))
      notify.error(
        t("outbox.errorTitle"),
        textForCode(t, "outbox.refusals", String(code), t("outbox.failed")),
      );
  };

  async function retry(m: OutboxMail) {
    setBusyRow(m.id);
    const res = await retryAction({ intent: "retry", id: m.id });
    setBusyRow(null);
    if (res.ok) notify.success(t("outbox.retried", { to: m.to }));
    else refused(res.status);
  }

  async function discard() {
    if (!discarding) return;
    const target = discarding;
    setBusyDiscard(true);
    const res = await discardAction({ intent: "discard", id: target.id });
    setBusyDiscard(false);
    setDiscarding(null);
    if (res.ok) notify.success(t("outbox.discarded", { to: target.to }));
    else refused(res.status);
  }

  const filters = (
    <nav aria-label={t("outbox.filtersLabel")} className="flex flex-wrap gap-2">
      {FILTERS.map((f) => (
        <Link
          key={f ?? "all"}
          to={f ? `?status=${f}` : "?"}
          aria-current={f === status ? "page" : undefined}
          className={buttonClasses(f === status ? "default" : "outline", "sm")}
        >
          {f ? t(`outbox.statuses.${f}`) : t("outbox.all")}
        </Link>
      ))}
    </nav>
  );

  let body;
  if (list.items.length === 0) {
    body = (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {status ? t("outbox.emptyFiltered") : t("outbox.empty")}
      </p>
    );
  } else {
    body = (
      <ul
        aria-label={t("outbox.listLabel")}
        className="divide-y divide-slate-200 dark:divide-slate-800"
      >
        {list.items.map((m) => (
          <li
            key={m.id}
            data-testid="outbox-row"
            aria-busy={busyRow === m.id}
            className="flex flex-col gap-3 py-3 lg:flex-row lg:items-start lg:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={TONES[m.status]}>{t(`outbox.statuses.${m.status}`)}</Badge>
                <span className="font-medium break-all">{m.subject}</span>
              </p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                <div className="flex gap-1">
                  <dt>{t("outbox.to")}</dt>
                  <dd className="break-all">{m.to}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t("outbox.created")}</dt>
                  <dd>{formatDateTime(m.createdAt, locale)}</dd>
                </div>
                {m.sentAt ? (
                  <div className="flex gap-1">
                    <dt>{t("outbox.sent")}</dt>
                    <dd>{formatDateTime(m.sentAt, locale)}</dd>
                  </div>
                ) : null}
                <div className="flex gap-1">
                  <dt>{t("outbox.attempts")}</dt>
                  <dd>{m.attempts}</dd>
                </div>
                {m.status === "queued" && mail.configured ? (
                  <div className="flex gap-1">
                    <dt>{t("outbox.nextAttempt")}</dt>
                    <dd>{formatDateTime(m.nextAttemptAt, locale)}</dd>
                  </div>
                ) : null}
                {m.status === "queued" && m.giveUpAt ? (
                  <div className="flex gap-1">
                    <dt>{t("outbox.givesUp")}</dt>
                    <dd>{formatDateTime(m.giveUpAt, locale)}</dd>
                  </div>
                ) : null}
              </dl>
              {m.status === "queued" && !mail.configured ? (
                <p className="text-sm text-yellow-900 dark:text-yellow-200">
                  {t("outbox.notConfigured")}
                </p>
              ) : null}
              {m.lastError && m.status !== "sent" ? (
                <p
                  data-testid="outbox-reason"
                  className="text-sm break-words text-red-800 dark:text-red-300"
                >
                  <span className="font-medium">
                    {m.status === "failed" ? t("outbox.reason") : t("outbox.lastError")}
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
                  aria-label={t("outbox.retryLabel", { to: m.to })}
                  disabled={busyRow === m.id}
                  onClick={() => void retry(m)}
                >
                  {busyRow === m.id ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <RotateCw aria-hidden="true" />
                  )}
                  {t("outbox.retry")}
                </Button>
              ) : null}
              {m.status !== "sent" ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="text-red-700 dark:text-red-300"
                  aria-label={t("outbox.discardLabel", { to: m.to })}
                  disabled={busyRow === m.id}
                  onClick={() => setDiscarding(m)}
                >
                  <Trash2 aria-hidden="true" />
                  {t("outbox.discard")}
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
      <PageHeading title={t("outbox.heading")} description={t("outbox.description")} />
      <Section title={t("outbox.listLabel")} actions={filters}>
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
        title={t("outbox.confirmTitle")}
        description={discarding ? t("outbox.confirmDescription", { to: discarding.to }) : ""}
        cancelLabel={t("outbox.cancel")}
        confirmLabel={t("outbox.confirm")}
        busy={busyDiscard}
        onConfirm={(e) => {
          e.preventDefault();
          void discard();
        }}
      />
    </div>
  );
}
