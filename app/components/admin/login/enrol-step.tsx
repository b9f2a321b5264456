/**
 * Two-factor set-up during sign-in, when the settings require it for admins and the account has
 * none yet: QR code and key, a first code to confirm, then the backup codes (shown once).
 */
import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button, Input, Label } from "../../ui";
import { apiCall } from "../shell/api-client.ts";
import { notify } from "../shell/notify.ts";
import { LOGIN_TEXT as T, TWO_FACTOR_TEXT as TF } from "../text/login.ts";
import { Spinner } from "../shell/spinner.tsx";
import { BackupCodes } from "../security/backup-codes.tsx";
import { QrImage } from "../security/qr-image.tsx";

/** One definition, shared with the account screen (core/services.ts). */
import type { TwoFactorEnrolment as Enrolment } from "../../../../core/services.ts";
export type { Enrolment };

export function EnrolStep({
  enrolment,
  onCancel,
  onDone,
  onEnabled,
}: {
  enrolment: Enrolment | null;
  /** Two-factor is on: the backup codes are shown next. */
  onEnabled: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  if (!enrolment) return <Spinner label={TF.loadingSetup} showLabel />;

  if (backupCodes) {
    return (
      <div className="space-y-4">
        <BackupCodes codes={backupCodes} />
        <Button type="button" className="w-full" onClick={onDone}>
          {TF.continue}
        </Button>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await apiCall<{ backupCodes: string[] }>("POST", "auth/two-factor/enable", {
      code,
    });
    setBusy(false);
    setCode("");
    if (res.ok && res.body) {
      setBackupCodes(res.body.backupCodes);
      onEnabled();
    } else notify.error(T.toasts.errorTitle, res.message ?? T.toasts.loginFailed);
  }

  return (
    <form className="space-y-4" onSubmit={submit} aria-busy={busy}>
      <QrImage svg={enrolment.qrSvg} alt={TF.qrLabel} />
      <p className="text-center text-sm">
        <span className="text-slate-700 dark:text-slate-300">{TF.keyLabel}: </span>
        <code data-testid="totp-secret" className="font-mono break-all">
          {enrolment.secret}
        </code>
      </p>
      <div className="space-y-2">
        <Label htmlFor="admin-enrol-code">{TF.codeLabel}</Label>
        <Input
          id="admin-enrol-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={20}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? TF.enabling : TF.enable}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel} disabled={busy}>
        {TF.cancel}
      </Button>
    </form>
  );
}
