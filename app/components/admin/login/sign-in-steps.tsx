/**
 * The forms of the sign-in steps: e-mail and password (with the notices above it), the two-factor
 * code, and the new password that must replace one set by someone else. They hold no state of
 * their own: login-form.tsx runs the steps. Each is a real form posted to /admin/login, so it
 * works before the page has hydrated or without script; once hydrated, the page sends it itself.
 */
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Input, Label } from "../../ui";
import { OneTimeCodeField } from "../security/one-time-code-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { Notice, SignOutForm, StepForm, SubmitButton } from "./step-form.tsx";

type Submit = (event: FormEvent<HTMLFormElement>) => void;

export function PasswordStep(props: {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  busy: boolean;
  hydrated: boolean;
  redirectTo: string;
  /** The session ended for idleness; sign-in is locked (the server's message); not staff. */
  notices: {
    expired: boolean;
    locked: string | null;
    notAdmin: boolean;
    /** Said in place after a plain form post: a refusal, or a plain user let out again. */
    problem?: ReactNode;
  };
  onSubmit: Submit;
  onForgot: () => void;
}) {
  const { t } = useTranslation("adminSignIn");
  const { notices, busy } = props;
  return (
    <>
      {notices.expired ? (
        <Notice tone="info" testId="session-expired">
          {t("notices.expired")}
        </Notice>
      ) : null}
      {notices.locked ? (
        <Notice tone="error" testId="sign-in-locked">
          <strong className="font-semibold">{t("notices.locked")}.</strong> {notices.locked}
        </Notice>
      ) : null}
      {notices.problem ? <Notice tone="error">{notices.problem}</Notice> : null}
      {notices.notAdmin ? <Notice tone="warning">{t("login.notAdminNotice")}</Notice> : null}
      <StepForm
        intent="password"
        redirectTo={props.redirectTo}
        busy={busy}
        onSubmit={props.onSubmit}
        data-sign-in-form=""
        data-hydrated={props.hydrated}
      >
        <div className="space-y-2">
          <Label htmlFor="admin-login-email">{t("login.email")}</Label>
          <Input
            id="admin-login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            placeholder={t("login.emailPlaceholder")}
            value={props.email}
            onChange={(e) => props.onEmail(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="admin-login-password">{t("login.password")}</Label>
          <Input
            id="admin-login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={props.password}
            onChange={(e) => props.onPassword(e.target.value)}
          />
        </div>
        <SubmitButton busy={busy} idle={t("login.submit")} working={t("login.submitting")} />
      </StepForm>
      {/* Its own form, so the way to it works without script and never carries the password. */}
      <form
        method="get"
        action="/admin/login"
        className="mt-4 text-center"
        onSubmit={(event) => {
          event.preventDefault();
          props.onForgot();
        }}
      >
        <input type="hidden" name="step" value="forgot" />
        <button
          type="submit"
          className="rounded text-sm text-slate-700 underline underline-offset-4 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-slate-300"
        >
          {t("forgot.link")}
        </button>
      </form>
    </>
  );
}

export function CodeStep(props: {
  code: string;
  onCode: (value: string) => void;
  busy: boolean;
  /** The server's refusal (a wrong code said in place, a lock), or null. */
  problem: string | null;
  redirectTo: string;
  onSubmit: Submit;
  onCancel: () => void;
}) {
  const { t } = useTranslation("adminSignIn");
  return (
    <div className="space-y-4">
      <StepForm
        intent="code"
        redirectTo={props.redirectTo}
        busy={props.busy}
        onSubmit={props.onSubmit}
      >
        {props.problem ? <Notice tone="error">{props.problem}</Notice> : null}
        <OneTimeCodeField
          id="admin-login-code"
          label={t("twoFactor.codeLabel")}
          value={props.code}
          onChange={props.onCode}
          autoFocus
        />
        <SubmitButton
          busy={props.busy}
          idle={t("twoFactor.verify")}
          working={t("twoFactor.verifying")}
        />
      </StepForm>
      <SignOutForm busy={props.busy} label={t("twoFactor.cancel")} onCancel={props.onCancel} />
    </div>
  );
}

export interface NewPassword {
  /** The password given by someone else: asked for when the page does not hold it already. */
  current: string | null;
  password: string;
  confirm: string;
  error: string;
}

export function ChangePasswordStep(props: {
  next: NewPassword;
  onNext: (next: NewPassword) => void;
  busy: boolean;
  redirectTo: string;
  onSubmit: Submit;
  onCancel: () => void;
}) {
  const { t } = useTranslation("adminSignIn");
  const { next, onNext } = props;
  const invalid = Boolean(next.error);
  return (
    <div className="space-y-4">
      <StepForm
        intent="change"
        redirectTo={props.redirectTo}
        busy={props.busy}
        onSubmit={props.onSubmit}
      >
        {next.current === null ? null : (
          <PasswordField
            id="admin-change-current"
            name="currentPassword"
            label={t("change.current")}
            autoComplete="current-password"
            autoFocus
            value={next.current}
            onChange={(current) => onNext({ ...next, current })}
          />
        )}
        <PasswordField
          id="admin-change-next"
          name="newPassword"
          label={t("change.next")}
          autoComplete="new-password"
          autoFocus={next.current === null}
          value={next.password}
          invalidBy={invalid ? "admin-change-error" : undefined}
          onChange={(password) => onNext({ ...next, password })}
        />
        <PasswordField
          id="admin-change-confirm"
          name="confirm"
          label={t("change.confirm")}
          autoComplete="new-password"
          value={next.confirm}
          invalidBy={invalid ? "admin-change-error" : undefined}
          onChange={(confirm) => onNext({ ...next, confirm })}
        />
        {next.error ? (
          <p id="admin-change-error" role="alert" className="text-sm text-red-700">
            {next.error}
          </p>
        ) : null}
        <SubmitButton
          busy={props.busy}
          idle={t("change.submit")}
          working={t("change.submitting")}
        />
      </StepForm>
      <SignOutForm busy={props.busy} label={t("change.cancel")} onCancel={props.onCancel} />
    </div>
  );
}
