/**
 * /admin/account: two-factor, password change and the signed-in sessions of the current staff
 * member, as the route's loader read them (again after every change). Each change posts to the
 * route's action (app/routes/admin/account.tsx).
 */
import { NotificationsSection } from "../mail/notifications-section.tsx";
import { Loader2, LogOut } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Locale } from "../../../../core/constants.ts";
import type { SessionInfo } from "../../../../core/account-security.ts";
import { Badge, Button, Input, Label } from "../../ui";
import { notify } from "../shell/notify.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { formatDateTime } from "../shell/admin-format.ts";
import { LanguageSection } from "./language-section.tsx";
import { FieldError, PageHeading, Section, useSessionLost } from "./section.tsx";
import { ACCOUNT_ACTION, TwoFactorSection } from "./two-factor-section.tsx";
import { describeUserAgent } from "./user-agent.ts";
import { newPasswordProblem, useRefusalText } from "../shell/refusal-text.ts";

export function AccountScreen({
  language,
  twoFactorEnabled,
  sessions,
  notifications,
}: {
  /** The staff member's chosen admin language; null follows the browser. */
  language: Locale | null;
  twoFactorEnabled: boolean;
  sessions: SessionInfo[];
  /** Whether the staff member gets the staff notifications by e-mail. */
  notifications: boolean;
}) {
  const { t } = useTranslation("adminAccount");
  return (
    <div className="space-y-6">
      <PageHeading title={t("heading")} description={t("description")} />
      <LanguageSection language={language} />
      <TwoFactorSection enabled={twoFactorEnabled} />
      <PasswordSection />
      <SessionsSection items={sessions} />
      <NotificationsSection subscribed={notifications} />
    </div>
  );
}

function PasswordSection() {
  const { t } = useTranslation("adminAccount");
  const words = useRefusalText();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const sessionLost = useSessionLost();
  const changePassword = useAdminAction(ACCOUNT_ACTION);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (next !== confirm) {
      setErrors({ confirm: t("password.mismatch") });
      return;
    }
    setBusy(true);
    const res = await changePassword({
      intent: "password",
      input: { currentPassword: current, newPassword: next },
    });
    setBusy(false);
    if (res.ok) {
      setCurrent("");
      setNext("");
      setConfirm("");
      setErrors({});
      notify.success(t("password.changed"));
      return;
    }
    if (sessionLost(res.status)) return;
    if (res.status === 400) {
      const f = res.fields;
      if (f.currentPassword) setErrors({ current: words.text(res) });
      else setErrors({ next: newPasswordProblem(words, res) || words.text(res) });
      return;
    }
    setErrors({});
    notify.error(t("errorTitle"), words.text(res));
  }

  const field = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    error: string | undefined,
    autoComplete: string,
  ) => (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => set(e.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );

  return (
    <Section title={t("password.heading")} description={t("password.description")}>
      <form className="max-w-md space-y-4" onSubmit={submit} aria-busy={busy}>
        {field(
          "account-current-password",
          t("password.current"),
          current,
          setCurrent,
          errors.current,
          "current-password",
        )}
        {field(
          "account-new-password",
          t("password.next"),
          next,
          setNext,
          errors.next,
          "new-password",
        )}
        {field(
          "account-confirm-password",
          t("password.confirm"),
          confirm,
          setConfirm,
          errors.confirm,
          "new-password",
        )}
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? t("password.submitting") : t("password.submit")}
        </Button>
      </form>
    </Section>
  );
}

function SessionsSection({ items }: { items: SessionInfo[] }) {
  const { t } = useTranslation("adminAccount");
  const words = useRefusalText();
  const locale = usePageLocale();
  const [busyId, setBusyId] = useState<string | null>(null);
  const sessionLost = useSessionLost();
  const revokeAction = useAdminAction(ACCOUNT_ACTION);
  const othersAction = useAdminAction(ACCOUNT_ACTION);

  async function revoke(id: string) {
    setBusyId(id);
    const res = await revokeAction({ intent: "revoke-session", id });
    setBusyId(null);
    if (res.ok) notify.success(t("sessions.revoked"));
    else if (!sessionLost(res.status)) notify.error(t("errorTitle"), words.text(res));
  }

  async function signOutOthers() {
    setBusyId("others");
    const res = await othersAction({ intent: "sign-out-others" });
    setBusyId(null);
    if (res.ok) notify.success(t("sessions.signedOutOthers"));
    else if (!sessionLost(res.status)) notify.error(t("errorTitle"), words.text(res));
  }

  const others = items.filter((s) => !s.current).length;
  const action = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={signOutOthers}
      disabled={busyId !== null || others === 0}
    >
      {busyId === "others" ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <LogOut aria-hidden="true" />
      )}
      {t("sessions.signOutOthers")}
    </Button>
  );

  const body = (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="sessions-list">
      {items.map((s) => {
        const device = describeUserAgent(s.userAgent, t("sessions.unknownDevice"));
        return (
          <li
            key={s.id}
            data-testid="session-row"
            data-current={s.current ? "true" : undefined}
            className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span>{device}</span>
                {s.current ? <Badge tone="blue">{t("sessions.thisDevice")}</Badge> : null}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700 dark:text-slate-300">
                <dt>{t("sessions.ip")}</dt>
                <dd className="break-all">{s.ipAddress || "—"}</dd>
                <dt>{t("sessions.created")}</dt>
                <dd>{formatDateTime(s.createdAt, locale)}</dd>
                <dt>{t("sessions.lastUsed")}</dt>
                <dd>{formatDateTime(s.lastUsedAt, locale)}</dd>
              </dl>
            </div>
            {s.current ? null : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t("sessions.revokeLabel", { device })}
                disabled={busyId !== null}
                onClick={() => void revoke(s.id)}
              >
                {busyId === s.id ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {t("sessions.revoke")}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <Section title={t("sessions.heading")} description={t("sessions.description")} actions={action}>
      {body}
      {others === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("sessions.empty")}</p>
      ) : null}
    </Section>
  );
}
