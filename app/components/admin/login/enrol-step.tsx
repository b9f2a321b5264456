/**
 * Two-factor set-up during sign-in, when the settings require it for admins and the account has
 * none yet: the one enrolment form (security/totp-enrolment.tsx), then the backup codes (shown
 * once). Without script, the set-up code is asked for with a button and each form is posted.
 */
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Spinner } from "../shell/spinner.tsx";
import { BackupCodes } from "../security/backup-codes.tsx";
import { TotpEnrolment } from "../security/totp-enrolment.tsx";
import { Notice, SignOutForm, StepForm, SubmitButton } from "./step-form.tsx";
import type { SignInCall } from "./use-sign-in-call.ts";

/** One definition, shared with the account screen (core/account-security.ts). */
import type { TwoFactorEnrolment as Enrolment } from "../../../../core/account-security.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
export type { Enrolment };

export function EnrolStep({
  step,
  problem,
  redirectTo,
  call,
  onEnabled,
  onStart,
  onCancel,
  onDone,
}: {
  step: { enrolment: Enrolment | null; starting?: boolean; backupCodes?: string[] };
  /** A plain post's refusal, said in place. */
  problem: string | null;
  redirectTo: string;
  call: SignInCall;
  /** Two-factor is on: the backup codes are shown next. */
  onEnabled: (backupCodes: string[]) => void;
  onStart: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation("adminSignIn");
  const words = useRefusalText();

  if (step.backupCodes) {
    return (
      <div className="space-y-4">
        <BackupCodes codes={step.backupCodes} />
        {/* Asks where the session stands: signed in, or a new password to choose first. */}
        <StepForm
          intent="next"
          redirectTo={redirectTo}
          busy={false}
          onSubmit={(event) => {
            event.preventDefault();
            onDone();
          }}
        >
          <SubmitButton
            busy={false}
            idle={t("twoFactor.continue")}
            working={t("twoFactor.continue")}
          />
        </StepForm>
      </div>
    );
  }

  const required = (
    <p
      role="status"
      data-testid="enrol-required"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {t("notices.enrollRequired")}
    </p>
  );

  if (!step.enrolment) {
    if (step.starting)
      return (
        <>
          {required}
          <Spinner label={t("twoFactor.loadingSetup")} showLabel />
        </>
      );
    return (
      <div className="space-y-4">
        {required}
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <StepForm
          intent="enrol-start"
          redirectTo={redirectTo}
          busy={false}
          onSubmit={(event) => {
            event.preventDefault();
            onStart();
          }}
        >
          <SubmitButton
            busy={false}
            idle={t("twoFactor.start")}
            working={t("twoFactor.loadingSetup")}
          />
        </StepForm>
        <SignOutForm busy={false} label={t("twoFactor.cancel")} onCancel={onCancel} />
      </div>
    );
  }

  async function confirm(code: string) {
    const res = await call({ intent: "enrol-confirm", code });
    if (!res.ok || !res.backupCodes)
      return { refused: res.ok ? t("toasts.loginFailed") : words.text(res) };
    onEnabled(res.backupCodes);
    return { backupCodes: res.backupCodes };
  }

  return (
    <>
      {required}
      <TotpEnrolment
        enrolment={step.enrolment}
        confirm={confirm}
        onCancel={onCancel}
        cancelLabel={t("twoFactor.cancel")}
        post={{ action: "/admin/login", intent: "enrol-confirm", redirectTo }}
        narrow
      />
    </>
  );
}
