/**
 * Turning two-factor on, wherever it happens (at sign-in when the settings require it, on the
 * account screen): the QR code and the key to type by hand, then a first code to confirm. What the
 * confirmation sends is the caller's; the backup codes it answers are shown by the caller.
 */
import { Loader2 } from "lucide-react";
import { Suspense, useState, type FormEvent } from "react";
import type { TwoFactorEnrolment } from "../../../../core/account-security.ts";
import { Button } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { OneTimeCodeField } from "./one-time-code-field.tsx";
import { QrImage } from "./qr-image.tsx";

/** What confirming the first code came to: the backup codes, or why it was refused. */
export type EnrolmentOutcome = { backupCodes: string[] } | { refused: string };

interface TotpEnrolmentProps {
  enrolment: TwoFactorEnrolment;
  confirm: (code: string) => Promise<EnrolmentOutcome | null>;
  onCancel: () => void;
  cancelLabel?: string;
  /** In the sign-in card: everything stacked, buttons full width. */
  narrow?: boolean;
  /** Where the form is posted without script (the sign-in step), with the step's fields. */
  post?: { action: string; intent: string; redirectTo: string };
}

/**
 * At sign-in the page was rendered without the account screen's texts: the step waits for them
 * here (a few hundred bytes) rather than blanking the whole sign-in card.
 */
export function TotpEnrolment(props: TotpEnrolmentProps) {
  return (
    <Suspense fallback={null}>
      <EnrolmentForm {...props} />
    </Suspense>
  );
}

function EnrolmentForm({
  enrolment,
  confirm,
  onCancel,
  cancelLabel,
  narrow = false,
  post,
}: TotpEnrolmentProps) {
  const { t } = useTranslation("adminAccount");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await confirm(code);
    setBusy(false);
    setCode("");
    setError(outcome && "refused" in outcome ? outcome.refused : null);
  }

  const buttonWidth = narrow ? "w-full" : undefined;
  return (
    <form
      className="space-y-4"
      onSubmit={submit}
      aria-busy={busy}
      method={post ? "post" : undefined}
      action={post?.action}
    >
      {post ? (
        <>
          <input type="hidden" name="intent" value={post.intent} />
          <input type="hidden" name="redirectTo" value={post.redirectTo} />
        </>
      ) : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("totp.scanHint")}</p>
      <div
        className={
          narrow
            ? "space-y-3 text-center"
            : "flex flex-col items-start gap-4 sm:flex-row sm:items-center"
        }
      >
        <QrImage
          svg={enrolment.qrSvg}
          alt={t("totp.qrAlt")}
          className={
            narrow ? undefined : "size-48 shrink-0 rounded-md border border-slate-200 bg-white p-2"
          }
        />
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-medium">{t("totp.keyLabel")}</p>
          <code
            data-testid="totp-secret"
            className="block rounded-md bg-slate-100 px-2 py-1 font-mono break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          >
            {enrolment.secret}
          </code>
        </div>
      </div>
      <div className={narrow ? undefined : "max-w-xs"}>
        <OneTimeCodeField
          id="totp-enrolment-code"
          label={t("totp.codeLabel")}
          value={code}
          onChange={setCode}
          error={error}
          numeric
        />
      </div>
      <div className={narrow ? "space-y-2" : "flex flex-wrap gap-2"}>
        <Button type="submit" className={buttonWidth} disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? t("totp.confirming") : t("totp.confirm")}
        </Button>
        <Button
          type="button"
          variant={narrow ? "ghost" : "outline"}
          className={buttonWidth}
          disabled={busy}
          onClick={onCancel}
        >
          {cancelLabel ?? t("totp.cancel")}
        </Button>
      </div>
    </form>
  );
}
