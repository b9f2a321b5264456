/**
 * The form behind an e-mailed single-use link: a password reset, or a staff invitation (the
 * colleague chooses their first password). New password twice, then a link to sign in.
 */
import { KeyRound, Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button, Input, Label, buttonClasses } from "../../ui";
import { INVITATION_TEXT, RESET_TEXT } from "../text/security.ts";
import { AccountCard, LinkDone, LinkProblem } from "./account-card.tsx";
import { apiCall } from "../shell/api-client.ts";

const MODES = {
  reset: { text: RESET_TEXT, endpoint: "auth/password-reset/confirm" },
  invitation: { text: INVITATION_TEXT, endpoint: "auth/invitation/accept" },
} as const;

export function ResetPasswordForm({
  token,
  mode = "reset",
}: {
  token: string;
  mode?: keyof typeof MODES;
}) {
  const { text: R, endpoint } = MODES[mode];
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [fieldError, setFieldError] = useState<{ password?: string; confirm?: string }>({});
  const [linkError, setLinkError] = useState<string | null>(token ? null : R.missingToken);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password !== confirm) {
      setFieldError({ confirm: R.mismatch });
      return;
    }
    setBusy(true);
    const res = await apiCall("POST", endpoint, { token, password });
    setBusy(false);
    if (res.ok) {
      setDone(true);
      return;
    }
    if (res.status === 400 && res.fields.password) {
      setFieldError({ password: res.fields.password });
    } else {
      // The link's problem (used, expired) in the server's words, else the generic failure.
      setFieldError({});
      setLinkError(res.message ?? R.failed);
    }
  }

  const signInLink = (
    <Link to="/admin/login" className={buttonClasses("default", "default", "w-full")}>
      {R.signIn}
    </Link>
  );

  let body;
  if (done) {
    body = <LinkDone message={R.success} signIn={signInLink} />;
  } else if (linkError) {
    body = <LinkProblem message={linkError} testId="reset-link-error" back={R.backToSignIn} />;
  } else {
    body = (
      <form className="space-y-4" onSubmit={submit} aria-busy={busy}>
        <div className="space-y-2">
          <Label htmlFor="reset-password">{R.password}</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            aria-invalid={fieldError.password ? true : undefined}
            aria-describedby={fieldError.password ? "reset-password-error" : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {fieldError.password ? (
            <p id="reset-password-error" className="text-sm text-red-700">
              {fieldError.password}
            </p>
          ) : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor="reset-confirm">{R.confirm}</Label>
          <Input
            id="reset-confirm"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            aria-invalid={fieldError.confirm ? true : undefined}
            aria-describedby={fieldError.confirm ? "reset-confirm-error" : undefined}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {fieldError.confirm ? (
            <p id="reset-confirm-error" className="text-sm text-red-700">
              {fieldError.confirm}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? R.submitting : R.submit}
        </Button>
      </form>
    );
  }

  return (
    <AccountCard icon={KeyRound} heading={R.heading} description={R.description}>
      {body}
    </AccountCard>
  );
}
