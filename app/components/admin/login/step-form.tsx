/**
 * The parts every sign-in step is made of: the form posted to the step's route action (it works
 * without script; once hydrated, `onSubmit` sends it through a fetcher instead), its submit button,
 * the way out ("use another account", which signs out), and the notices above a form.
 */
import { Loader2 } from "lucide-react";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Button } from "../../ui";

type Submit = (event: FormEvent<HTMLFormElement>) => void;

export function SubmitButton({
  busy,
  idle,
  working,
}: {
  busy: boolean;
  idle: string;
  working: string;
}) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {busy ? working : idle}
    </Button>
  );
}

/**
 * A step's form: `intent` names the step for the action, `redirectTo` is where a plain post goes
 * once signed in. Posts to /admin/login unless `action` says otherwise (the e-mailed links' pages
 * post to themselves, their token kept in the address so the answer is the same page).
 */
export function StepForm({
  intent,
  redirectTo,
  busy,
  onSubmit,
  action = "/admin/login",
  children,
  ...rest
}: {
  intent: string;
  redirectTo?: string;
  busy: boolean;
  onSubmit: Submit;
  action?: string;
  children: ReactNode;
} & Omit<ComponentProps<"form">, "onSubmit" | "action" | "method">) {
  return (
    <form
      method="post"
      action={action}
      className="space-y-4"
      onSubmit={onSubmit}
      aria-busy={busy}
      {...rest}
    >
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {children}
    </form>
  );
}

/** "Use another account": ends the half-signed-in session and goes back to the first step. */
export function SignOutForm({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <form
      method="post"
      action="/admin/login"
      onSubmit={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <input type="hidden" name="intent" value="sign-out" />
      <Button type="submit" variant="ghost" className="w-full" disabled={busy}>
        {label}
      </Button>
    </form>
  );
}

const NOTICE_TONES = {
  info: "border-sky-300 bg-sky-50 text-sky-950",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

export function Notice({
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
