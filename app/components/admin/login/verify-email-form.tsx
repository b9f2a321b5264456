/**
 * The page behind the e-mailed confirmation link. Opening the link changes nothing (mail scanners
 * open links too); the owner confirms with the button, which spends the single-use token.
 */
import { Loader2, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../ui";
import { VERIFY_TEXT as V } from "../text/security.ts";
import { AccountCard, LinkDone, LinkProblem } from "./account-card.tsx";
import { apiCall } from "../shell/api-client.ts";

export function VerifyEmailForm({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : V.missingToken);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await apiCall("POST", "auth/verify-email", { token });
    setBusy(false);
    if (res.ok) return setDone(true);
    setProblem(res.message || V.failed);
  }

  let body;
  if (done) {
    body = (
      <LinkDone
        message={V.success}
        signIn={
          <Link to="/admin/login" className={buttonClasses("default", "default", "w-full")}>
            {V.signIn}
          </Link>
        }
      />
    );
  } else if (problem) {
    body = <LinkProblem message={problem} testId="verify-link-error" back={V.backToSignIn} />;
  } else {
    body = (
      <form onSubmit={submit} aria-busy={busy}>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? V.submitting : V.submit}
        </Button>
      </form>
    );
  }
  return (
    <AccountCard icon={MailCheck} heading={V.heading} description={V.description}>
      {body}
    </AccountCard>
  );
}
