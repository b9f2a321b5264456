/**
 * /admin/outbox: the e-mails of the queue, newest first, filtered by status (links: the URL is the
 * state). A failed e-mail shows why; Retry queues it again (attempts reset), Discard deletes it
 * after a confirmation. The server refuses what may not happen and this screen says why.
 */
import { Loader2, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Page } from "../../../../core/schemas.ts";
import type { MailStatus, OutboxMail, OutboxStatus } from "../../../../core/mail-service.ts";
import {
  Badge,
  type BadgeTone,
  Button,
  buttonClasses,
  ConfirmDialog,
  Detail,
  RecordList,
  RecordRow,
} from "../../ui";
import { formatDateTime } from "../shell/admin-format.ts";
import { PageHeading, RemoveButton, Section, useSessionLost } from "../security/section.tsx";
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
      <RecordList label={t("outbox.listLabel")}>
        {list.items.map((m) => (
          <RecordRow
            key={m.id}
            data-testid="outbox-row"
            busy={busyRow === m.id}
            title={
              <>
                <Badge tone={TONES[m.status]}>{t(`outbox.statuses.${m.status}`)}</Badge>
                <span className="font-medium break-all">{m.subject}</span>
              </>
            }
            details={
              <>
                <Detail term={t("outbox.to")} className="break-all">
                  {m.to}
                </Detail>
                <Detail term={t("outbox.created")}>{formatDateTime(m.createdAt, locale)}</Detail>
                {m.sentAt ? (
                  <Detail term={t("outbox.sent")}>{formatDateTime(m.sentAt, locale)}</Detail>
                ) : null}
                <Detail term={t("outbox.attempts")}>{m.attempts}</Detail>
                {m.status === "queued" && mail.configured ? (
                  <Detail term={t("outbox.nextAttempt")}>
                    {formatDateTime(m.nextAttemptAt, locale)}
                  </Detail>
                ) : null}
                {m.status === "queued" && m.giveUpAt ? (
                  <Detail term={t("outbox.givesUp")}>{formatDateTime(m.giveUpAt, locale)}</Detail>
                ) : null}
              </>
            }
            actions={
              <>
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
                  <RemoveButton
                    label={t("outbox.discardLabel", { to: m.to })}
                    disabled={busyRow === m.id}
                    onClick={() => setDiscarding(m)}
                  >
                    {t("outbox.discard")}
                  </RemoveButton>
                ) : null}
              </>
            }
          >
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
          </RecordRow>
        ))}
      </RecordList>
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
