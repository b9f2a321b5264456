/** "Forgot your password?": asks the server to e-mail a reset link; the answer never tells whether the account exists. */
import { ArrowLeft } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Button, Input, Label } from "../../ui";
import { notify } from "../shell/notify.ts";
import { Notice, StepForm, SubmitButton } from "./step-form.tsx";
import type { SignInCall } from "./use-sign-in-call.ts";
import { useRefusalText } from "../shell/refusal-text.ts";

export function ForgotPasswordForm({
  initialEmail,
  sent: sentBefore,
  problem,
  call,
  onBack,
}: {
  initialEmail: string;
  /** A plain post asked for the link already. */
  sent: boolean;
  /** A plain post's refusal, said in place. */
  problem: ReactNode;
  call: SignInCall;
  onBack: () => void;
}) {
  const { t } = useTranslation("adminSignIn");
  const words = useRefusalText();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string } | null>(sentBefore ? { email: "" } : null);

  async function submit() {
    if (busy) return;
    setBusy(true);
    const res = await call({ intent: "forgot", email });
    setBusy(false);
    if (res.ok) setSent({ email: email.trim() });
    else notify.error(t("toasts.errorTitle"), words.text(res));
  }

  // A form of its own: the way back works without script too.
  const back = (
    <form
      method="get"
      action="/admin/login"
      onSubmit={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <Button type="submit" variant="ghost" className="w-full">
        <ArrowLeft aria-hidden="true" />
        {t("link.backToSignIn")}
      </Button>
    </form>
  );

  if (sent) {
    return (
      <div className="space-y-4">
        <div
          role="status"
          data-testid="reset-requested"
          className="space-y-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950"
        >
          <p>{t("forgot.sent")}</p>
          {/* The same for every address: the server's answer does not say whether mail went out. */}
          <p>
            {t("forgot.noMail")}{" "}
            <code className="rounded bg-white px-1 font-mono break-all">
              npm run user -- reset-password {sent.email || "<email>"}
            </code>
          </p>
        </div>
        {back}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <StepForm
        intent="forgot"
        busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-2">
          <Label htmlFor="admin-forgot-email">{t("forgot.email")}</Label>
          <Input
            id="admin-forgot-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <SubmitButton busy={busy} idle={t("forgot.send")} working={t("forgot.sending")} />
      </StepForm>
      {back}
    </div>
  );
}
