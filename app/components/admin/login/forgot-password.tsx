/** "Forgot your password?": asks the server to e-mail a reset link; the answer never tells whether the account exists. */
import { ArrowLeft, Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button, Input, Label } from "../../ui";
import { notify } from "../shell/notify.ts";
import { LOGIN_TEXT } from "../text/login.ts";
import { RESET_TEXT as R } from "../text/security.ts";
import { apiCall } from "../shell/api-client.ts";
import { failureMessage } from "./login-form.tsx";

export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await apiCall("POST", "auth/password-reset", { email });
    setBusy(false);
    if (res.ok) setSent({ email: email.trim() });
    else notify.error(LOGIN_TEXT.toasts.errorTitle, failureMessage(res));
  }

  const back = (
    <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {R.backToSignIn}
    </Button>
  );

  if (sent) {
    return (
      <div className="space-y-4">
        <div
          role="status"
          data-testid="reset-requested"
          className="space-y-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950"
        >
          <p>{R.sent}</p>
          {/* The same for every address: the server's answer does not say whether mail went out. */}
          <p>
            {R.noMail}{" "}
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
    <form className="space-y-4" onSubmit={submit} aria-busy={busy}>
      <div className="space-y-2">
        <Label htmlFor="admin-forgot-email">{R.email}</Label>
        <Input
          id="admin-forgot-email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? R.sending : R.send}
      </Button>
      {back}
    </form>
  );
}
