/**
 * The form behind an e-mailed single-use link: a password reset, or a staff invitation (the
 * colleague chooses their first password). New password twice, then a link to sign in. Posted to
 * the page's own action, by the page once hydrated, or as a plain form without script.
 */
import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { SignInAnswer } from "../../../lib/sign-in-action.ts";
import { buttonClasses } from "../../ui";
import { AccountCard, LinkDone, LinkProblem } from "./account-card.tsx";
import { PasswordField } from "./password-field.tsx";
import { StepForm, SubmitButton } from "./step-form.tsx";
import { useSignInCall } from "./use-sign-in-call.ts";
import { useRefusalText } from "../shell/refusal-text.ts";

const ACTIONS = {
  reset: "/admin/reset-password",
  invitation: "/admin/accept-invitation",
} as const;

interface FieldErrors {
  password?: string;
  confirm?: string;
}

export function ResetPasswordForm({
  token,
  mode = "reset",
  answer,
}: {
  token: string;
  mode?: keyof typeof ACTIONS;
  /** The answer to a plain form post (no script). */
  answer?: SignInAnswer;
}) {
  const { t } = useTranslation("adminSignIn");
  const words = useRefusalText();
  const call = useSignInCall(ACTIONS[mode]);
  const refused = answer && !answer.ok ? answer : null;
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(answer?.ok === true);
  const [fieldError, setFieldError] = useState<FieldErrors>(() =>
    refused?.fields.confirm
      ? { confirm: t("link.mismatch") }
      : { password: refused?.fields.password && words.field(refused, "password") },
  );
  const [linkError, setLinkError] = useState<string | null>(() => {
    if (!token) return t(`${mode}.missingToken`);
    if (!refused || refused.fields.confirm || refused.fields.password) return null;
    // The link's problem (used, expired), worded from the server's code.
    return words.text(refused);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password !== confirm) {
      setFieldError({ confirm: t("link.mismatch") });
      return;
    }
    setBusy(true);
    const res = await call({ token, password });
    setBusy(false);
    if (res.ok) {
      setDone(true);
      return;
    }
    if (res.status === 400 && res.fields.password) {
      setFieldError({ password: words.field(res, "password") ?? words.text(res) });
    } else {
      setFieldError({});
      setLinkError(words.text(res));
    }
  }

  let body;
  if (done) {
    body = (
      <LinkDone
        message={t(`${mode}.success`)}
        signIn={
          <Link to="/admin/login" className={buttonClasses("default", "default", "w-full")}>
            {t("link.signIn")}
          </Link>
        }
      />
    );
  } else if (linkError) {
    body = (
      <LinkProblem message={linkError} testId="reset-link-error" back={t("link.backToSignIn")} />
    );
  } else {
    body = (
      <StepForm
        intent={mode}
        action={`${ACTIONS[mode]}?token=${encodeURIComponent(token)}`}
        busy={busy}
        onSubmit={submit}
      >
        <input type="hidden" name="token" value={token} />
        <PasswordField
          id="reset-password"
          name="password"
          label={t(`${mode}.password`)}
          value={password}
          error={fieldError.password}
          onChange={setPassword}
        />
        <PasswordField
          id="reset-confirm"
          name="confirm"
          label={t(`${mode}.confirm`)}
          value={confirm}
          error={fieldError.confirm}
          onChange={setConfirm}
        />
        <SubmitButton busy={busy} idle={t(`${mode}.submit`)} working={t("link.submitting")} />
      </StepForm>
    );
  }

  return (
    <AccountCard
      icon={KeyRound}
      heading={t(`${mode}.heading`)}
      description={t(`${mode}.description`)}
    >
      {body}
    </AccountCard>
  );
}
