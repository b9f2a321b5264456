/**
 * The forms of the sign-in steps: e-mail and password (with the notices above it), the two-factor
 * code, and the new password that must replace one set by someone else. They hold no state of
 * their own: login-form.tsx runs the steps.
 */
import { Loader2 } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button, Input, Label } from "../../ui";
import { OneTimeCodeField } from "../security/one-time-code-field.tsx";
import {
  CHANGE_PASSWORD_TEXT as CP,
  LOGIN_TEXT as T,
  TWO_FACTOR_TEXT as TF,
} from "../text/login.ts";
import { RESET_TEXT as R, SIGN_IN_NOTICES as N } from "../text/security.ts";

type Submit = (event: FormEvent<HTMLFormElement>) => void;

function SubmitButton({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {busy ? working : idle}
    </Button>
  );
}

function CancelButton({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <Button type="button" variant="ghost" className="w-full" onClick={onCancel} disabled={busy}>
      {label}
    </Button>
  );
}

const NOTICE_TONES = {
  info: "border-sky-300 bg-sky-50 text-sky-950",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

function Notice({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof NOTICE_TONES;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`mb-4 rounded-md border p-3 text-sm ${NOTICE_TONES[tone]}`}
    >
      {children}
    </p>
  );
}

export function PasswordStep(props: {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  busy: boolean;
  hydrated: boolean;
  /** The session ended for idleness; sign-in is locked (the server's message); not staff. */
  notices: { expired: boolean; locked: string | null; notAdmin: boolean };
  onSubmit: Submit;
  onForgot: () => void;
}) {
  const { notices, busy } = props;
  return (
    <>
      {notices.expired ? (
        <Notice tone="info" testId="session-expired">
          {N.expired}
        </Notice>
      ) : null}
      {notices.locked ? (
        <Notice tone="error" testId="sign-in-locked">
          <strong className="font-semibold">{N.locked}.</strong> {notices.locked}
        </Notice>
      ) : null}
      {notices.notAdmin ? <Notice tone="warning">{T.notAdminNotice}</Notice> : null}
      <form
        className="space-y-4"
        onSubmit={props.onSubmit}
        aria-busy={busy}
        data-sign-in-form=""
        data-hydrated={props.hydrated}
      >
        <div className="space-y-2">
          <Label htmlFor="admin-login-email">{T.email}</Label>
          <Input
            id="admin-login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            placeholder={T.emailPlaceholder}
            value={props.email}
            onChange={(e) => props.onEmail(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="admin-login-password">{T.password}</Label>
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
        <SubmitButton busy={busy} idle={T.submit} working={T.submitting} />
        <p className="text-center">
          <button
            type="button"
            onClick={props.onForgot}
            className="rounded text-sm text-slate-700 underline underline-offset-4 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-slate-300"
          >
            {R.forgotLink}
          </button>
        </p>
      </form>
    </>
  );
}

export function CodeStep(props: {
  code: string;
  onCode: (value: string) => void;
  busy: boolean;
  locked: string | null;
  onSubmit: Submit;
  onCancel: () => void;
}) {
  return (
    <form className="space-y-4" onSubmit={props.onSubmit} aria-busy={props.busy}>
      {props.locked ? <Notice tone="error">{props.locked}</Notice> : null}
      <OneTimeCodeField
        id="admin-login-code"
        label={TF.codeLabel}
        value={props.code}
        onChange={props.onCode}
        autoFocus
      />
      <SubmitButton busy={props.busy} idle={TF.verify} working={TF.verifying} />
      <CancelButton busy={props.busy} label={TF.cancel} onCancel={props.onCancel} />
    </form>
  );
}

export interface NewPassword {
  password: string;
  confirm: string;
  error: string;
}

export function ChangePasswordStep(props: {
  next: NewPassword;
  onNext: (next: NewPassword) => void;
  busy: boolean;
  onSubmit: Submit;
  onCancel: () => void;
}) {
  const { next, onNext } = props;
  const invalid = next.error
    ? { "aria-invalid": true, "aria-describedby": "admin-change-error" }
    : {};
  return (
    <form className="space-y-4" onSubmit={props.onSubmit} aria-busy={props.busy}>
      <div className="space-y-2">
        <Label htmlFor="admin-change-next">{CP.next}</Label>
        <Input
          id="admin-change-next"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          value={next.password}
          {...invalid}
          onChange={(e) => onNext({ ...next, password: e.target.value })}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="admin-change-confirm">{CP.confirm}</Label>
        <Input
          id="admin-change-confirm"
          type="password"
          autoComplete="new-password"
          required
          value={next.confirm}
          {...invalid}
          onChange={(e) => onNext({ ...next, confirm: e.target.value })}
        />
      </div>
      {next.error ? (
        <p id="admin-change-error" role="alert" className="text-sm text-red-700">
          {next.error}
        </p>
      ) : null}
      <SubmitButton busy={props.busy} idle={CP.submit} working={CP.submitting} />
      <CancelButton busy={props.busy} label={CP.cancel} onCancel={props.onCancel} />
    </form>
  );
}
