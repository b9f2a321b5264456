/**
 * The page behind the e-mailed confirmation link. Opening the link changes nothing (mail scanners
 * open links too); the owner confirms with the button, which spends the single-use token. The
 * button posts the page's own action, by the page once hydrated, or as a plain form without script.
 */
import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { SignInAnswer } from "../../../lib/sign-in-action.ts";
import { buttonClasses } from "../../ui";
import { AccountCard, LinkDone, LinkProblem } from "./account-card.tsx";
import { StepForm, SubmitButton } from "./step-form.tsx";
import { useSignInCall } from "./use-sign-in-call.ts";
import { useRefusalText } from "../shell/refusal-text.ts";

const ACTION = "/admin/verify-email";

export function VerifyEmailForm({ token, answer }: { token: string; answer?: SignInAnswer }) {
  const { t } = useTranslation("adminSignIn");
  const words = useRefusalText();
  const call = useSignInCall(ACTION);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(answer?.ok === true);
  const [problem, setProblem] = useState<string | null>(() => {
    if (!token) return t("verify.missingToken");
    return answer && !answer.ok ? words.text(answer) : null;
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await call({ token });
    setBusy(false);
    if (res.ok) return setDone(true);
    setProblem(words.text(res));
  }

  let body;
  if (done) {
    body = (
      <LinkDone
        message={t("verify.success")}
        signIn={
          <Link to="/admin/login" className={buttonClasses("default", "default", "w-full")}>
            {t("link.signIn")}
          </Link>
        }
      />
    );
  } else if (problem) {
    body = (
      <LinkProblem message={problem} testId="verify-link-error" back={t("link.backToSignIn")} />
    );
  } else {
    body = (
      <StepForm
        intent="verify"
        action={`${ACTION}?token=${encodeURIComponent(token)}`}
        busy={busy}
        onSubmit={submit}
      >
        <input type="hidden" name="token" value={token} />
        <SubmitButton busy={busy} idle={t("verify.submit")} working={t("verify.submitting")} />
      </StepForm>
    );
  }
  return (
    <AccountCard
      icon={MailCheck}
      heading={t("verify.heading")}
      description={t("verify.description")}
    >
      {body}
    </AccountCard>
  );
}
