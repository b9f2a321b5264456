/**
 * Two-factor set-up during sign-in, when the settings require it for admins and the account has
 * none yet: the one enrolment form (security/totp-enrolment.tsx), then the backup codes (shown once).
 */
import { useState } from "react";
import { Button } from "../../ui";
import { apiCall } from "../shell/api-client.ts";
import { LOGIN_TEXT as T, TWO_FACTOR_TEXT as TF } from "../text/login.ts";
import { Spinner } from "../shell/spinner.tsx";
import { BackupCodes } from "../security/backup-codes.tsx";
import { TotpEnrolment } from "../security/totp-enrolment.tsx";

/** One definition, shared with the account screen (core/account-security.ts). */
import type { TwoFactorEnrolment as Enrolment } from "../../../../core/account-security.ts";
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

  async function confirm(code: string) {
    const res = await apiCall<{ backupCodes: string[] }>("POST", "auth/two-factor/enable", {
      code,
    });
    if (!res.ok || !res.body) return { refused: res.message ?? T.toasts.loginFailed };
    setBackupCodes(res.body.backupCodes);
    onEnabled();
    return { backupCodes: res.body.backupCodes };
  }

  return (
    <TotpEnrolment
      enrolment={enrolment}
      confirm={confirm}
      onCancel={onCancel}
      cancelLabel={TF.cancel}
      narrow
    />
  );
}
