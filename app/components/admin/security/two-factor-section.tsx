/**
 * Two-factor on the account screen: status; turn on (QR code, manual key, first code, then the
 * backup codes once); turn off with the password and a code.
 */
import { Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge, Button, Input, Label } from "../../ui";
import { notify } from "../shell/notify.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { TwoFactorEnrolment } from "../../../../core/account-security.ts";
import { type ActionRefused, useAdminAction } from "../shell/use-admin-action.ts";
import { BackupCodes } from "./backup-codes.tsx";
import { OneTimeCodeField } from "./one-time-code-field.tsx";
import { TotpEnrolment, type EnrolmentOutcome } from "./totp-enrolment.tsx";
import { FieldError, Section, useSessionLost } from "./section.tsx";
import { useRefusalText } from "../shell/refusal-text.ts";

/** The account screen's route, whose action makes every change on it. */
export const ACCOUNT_ACTION = "/admin/account";

type Mode =
  | { name: "idle" }
  | { name: "enrolling"; enrolment: TwoFactorEnrolment }
  | { name: "codes"; codes: string[] };

/** `enabled` is the loader's, read again after each change. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("adminAccount");
  const words = useRefusalText();
  const [mode, setMode] = useState<Mode>({ name: "idle" });
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState("");
  const [disableCode, setDisableCode] = useState("");
  const [disableError, setDisableError] = useState<string | null>(null);
  const sessionLost = useSessionLost();
  // Each step posts to the account route's action (app/routes/admin/account.tsx).
  const setupAction = useAdminAction<TwoFactorEnrolment>(ACCOUNT_ACTION);
  const enableAction = useAdminAction<{ backupCodes: string[] }>(ACCOUNT_ACTION);
  const disableAction = useAdminAction(ACCOUNT_ACTION);

  function fail(res: ActionRefused) {
    if (sessionLost(res.status)) return;
    notify.error(t("errorTitle"), words.text(res));
  }

  async function start() {
    setBusy(true);
    const res = await setupAction({ intent: "two-factor-setup" });
    setBusy(false);
    if (res.ok) {
      setMode({
        name: "enrolling",
        enrolment: { uri: res.uri, secret: res.secret, qrSvg: res.qrSvg },
      });
    } else fail(res);
  }

  async function confirm(code: string): Promise<EnrolmentOutcome | null> {
    const res = await enableAction({ intent: "two-factor-enable", input: { code } });
    if (res.ok) {
      setMode({ name: "codes", codes: res.backupCodes });
      notify.success(t("twoFactor.enabled"));
      return { backupCodes: res.backupCodes };
    }
    if (res.status === 400) return { refused: words.text(res) };
    fail(res);
    return null;
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await disableAction({
      intent: "two-factor-disable",
      input: { password, code: disableCode },
    });
    setBusy(false);
    setDisableCode("");
    if (res.ok) {
      setPassword("");
      setDisableError(null);
      notify.success(t("twoFactor.disabled"));
    } else if (res.status === 401 && res.reason === "passwordOrCode")
      setDisableError(words.text(res));
    else fail(res);
  }

  const status = (
    <p className="flex items-center gap-2 text-sm">
      <span className="font-medium">{t("twoFactor.statusLabel")}</span>
      <Badge tone={enabled ? "green" : "grey"} data-testid="two-factor-status">
        {enabled ? (
          <ShieldCheck aria-hidden="true" className="size-3.5" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-3.5" />
        )}
        {enabled ? t("twoFactor.on") : t("twoFactor.off")}
      </Badge>
    </p>
  );

  let body;
  if (mode.name === "codes") {
    body = (
      <div className="space-y-4">
        <div role="status" className="space-y-1">
          <h3 className="font-semibold">{t("twoFactor.backupHeading")}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("twoFactor.backupDescription")}
          </p>
        </div>
        <BackupCodes codes={mode.codes} />
        <Button type="button" onClick={() => setMode({ name: "idle" })}>
          {t("twoFactor.done")}
        </Button>
      </div>
    );
  } else if (mode.name === "enrolling") {
    body = (
      <TotpEnrolment
        enrolment={mode.enrolment}
        confirm={confirm}
        onCancel={() => setMode({ name: "idle" })}
      />
    );
  } else if (!enabled) {
    body = (
      <Button type="button" onClick={start} disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? t("twoFactor.preparing") : t("twoFactor.enable")}
      </Button>
    );
  } else {
    body = (
      <form className="space-y-4" onSubmit={disable} aria-busy={busy}>
        <div className="space-y-1">
          <h3 className="font-semibold">{t("twoFactor.disableHeading")}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("twoFactor.disableDescription")}
          </p>
        </div>
        <div className="grid max-w-xl gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="account-2fa-password">{t("twoFactor.passwordLabel")}</Label>
            <Input
              id="account-2fa-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={disableError ? true : undefined}
              aria-describedby={disableError ? "account-2fa-disable-error" : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <OneTimeCodeField
            id="account-2fa-disable-code"
            label={t("twoFactor.disableCodeLabel")}
            value={disableCode}
            onChange={setDisableCode}
          />
        </div>
        <FieldError id="account-2fa-disable-error" message={disableError} />
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? t("twoFactor.disabling") : t("twoFactor.disable")}
        </Button>
      </form>
    );
  }

  return (
    <Section
      title={t("twoFactor.heading")}
      description={t("twoFactor.description")}
      actions={status}
    >
      {body}
    </Section>
  );
}
