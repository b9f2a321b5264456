/**
 * Two-factor on the account screen: status; turn on (QR code, manual key, first code, then the
 * backup codes once); turn off with the password and a code.
 */
import { Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge, Button, Input, Label } from "../../ui";
import { notify } from "../shell/notify.ts";
import { ACCOUNT_TEXT } from "../text/security.ts";
import type { TwoFactorEnrolment } from "../../../../core/services.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { BackupCodes } from "./backup-codes.tsx";
import { QrImage } from "./qr-image.tsx";
import { FieldError, Section, useSessionLost } from "./section.tsx";

const T = ACCOUNT_TEXT.twoFactor;
/** The account screen's route, whose action makes every change on it. */
export const ACCOUNT_ACTION = "/admin/account";

type Mode =
  | { name: "idle" }
  | { name: "enrolling"; enrolment: TwoFactorEnrolment }
  | { name: "codes"; codes: string[] };

/** `enabled` is the loader's, read again after each change. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [mode, setMode] = useState<Mode>({ name: "idle" });
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [disableCode, setDisableCode] = useState("");
  const [disableError, setDisableError] = useState<string | null>(null);
  const sessionLost = useSessionLost();
  // Each step posts to the account route's action (app/routes/admin/account.tsx).
  const setupAction = useAdminAction<TwoFactorEnrolment>(ACCOUNT_ACTION);
  const enableAction = useAdminAction<{ backupCodes: string[] }>(ACCOUNT_ACTION);
  const disableAction = useAdminAction(ACCOUNT_ACTION);

  function fail(status: number, message: string) {
    if (sessionLost(status)) return;
    notify.error(ACCOUNT_TEXT.errorTitle, message || ACCOUNT_TEXT.failed);
  }

  async function start() {
    setBusy(true);
    const res = await setupAction({ intent: "two-factor-setup" });
    setBusy(false);
    if (res.ok) {
      setCode("");
      setCodeError(null);
      setMode({
        name: "enrolling",
        enrolment: { uri: res.uri, secret: res.secret, qrSvg: res.qrSvg },
      });
    } else fail(res.status, res.message);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await enableAction({ intent: "two-factor-enable", input: { code } });
    setBusy(false);
    setCode("");
    if (res.ok) {
      setMode({ name: "codes", codes: res.backupCodes });
      notify.success(T.enabled);
    } else if (res.status === 400 && res.message) setCodeError(res.message);
    else fail(res.status, res.message);
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
      notify.success(T.disabled);
    } else if (res.status === 401 && res.message) setDisableError(res.message);
    else fail(res.status, res.message);
  }

  const status = (
    <p className="flex items-center gap-2 text-sm">
      <span className="font-medium">{T.statusLabel}:</span>
      <Badge tone={enabled ? "green" : "grey"} data-testid="two-factor-status">
        {enabled ? (
          <ShieldCheck aria-hidden="true" className="size-3.5" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-3.5" />
        )}
        {enabled ? T.on : T.off}
      </Badge>
    </p>
  );

  let body;
  if (mode.name === "codes") {
    body = (
      <div className="space-y-4">
        <div role="status" className="space-y-1">
          <h3 className="font-semibold">{T.backupHeading}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{T.backupDescription}</p>
        </div>
        <BackupCodes codes={mode.codes} />
        <Button type="button" onClick={() => setMode({ name: "idle" })}>
          {T.done}
        </Button>
      </div>
    );
  } else if (mode.name === "enrolling") {
    body = (
      <form className="space-y-4" onSubmit={confirm} aria-busy={busy}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.scanHint}</p>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <QrImage
            svg={mode.enrolment.qrSvg}
            alt={T.qrAlt}
            className="size-48 shrink-0 rounded-md border border-slate-200 bg-white p-2"
          />
          <div className="min-w-0 space-y-1 text-sm">
            <p className="font-medium">{T.keyLabel}</p>
            <code
              data-testid="totp-secret"
              className="block rounded-md bg-slate-100 px-2 py-1 font-mono break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            >
              {mode.enrolment.secret}
            </code>
          </div>
        </div>
        <div className="max-w-xs space-y-2">
          <Label htmlFor="account-2fa-code">{T.codeLabel}</Label>
          <Input
            id="account-2fa-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={20}
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? "account-2fa-code-error" : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <FieldError id="account-2fa-code-error" message={codeError} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {busy ? T.confirming : T.confirm}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => setMode({ name: "idle" })}
          >
            {T.cancel}
          </Button>
        </div>
      </form>
    );
  } else if (!enabled) {
    body = (
      <Button type="button" onClick={start} disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? T.preparing : T.enable}
      </Button>
    );
  } else {
    body = (
      <form className="space-y-4" onSubmit={disable} aria-busy={busy}>
        <div className="space-y-1">
          <h3 className="font-semibold">{T.disableHeading}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{T.disableDescription}</p>
        </div>
        <div className="grid max-w-xl gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="account-2fa-password">{T.passwordLabel}</Label>
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
          <div className="space-y-2">
            <Label htmlFor="account-2fa-disable-code">{T.disableCodeLabel}</Label>
            <Input
              id="account-2fa-disable-code"
              autoComplete="one-time-code"
              required
              maxLength={20}
              spellCheck={false}
              value={disableCode}
              aria-invalid={disableError ? true : undefined}
              aria-describedby={disableError ? "account-2fa-disable-error" : undefined}
              onChange={(e) => setDisableCode(e.target.value)}
            />
          </div>
        </div>
        <FieldError id="account-2fa-disable-error" message={disableError} />
        <Button
          type="submit"
          disabled={busy}
          className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-700"
        >
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? T.disabling : T.disable}
        </Button>
      </form>
    );
  }

  return (
    <Section title={T.heading} description={T.description} actions={status}>
      {body}
    </Section>
  );
}
