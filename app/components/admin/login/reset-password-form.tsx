/** The form behind the e-mailed reset link: new password twice, then a link to sign in. */
import { ArrowLeft, CheckCircle2, KeyRound, Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Input,
  Label,
  buttonClasses,
} from "../../ui";
import { RESET_TEXT as R } from "../text/security.ts";
import { postJson } from "./login-form.tsx";

export function ResetPasswordForm({ token }: { token: string }) {
  const headingId = useId();
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
    const res = await postJson("/api/v1/auth/password-reset/confirm", { token, password });
    setBusy(false);
    if (res.ok) {
      setDone(true);
      return;
    }
    const body = res.body as {
      error?: { message?: string; fields?: Record<string, string> };
    } | null;
    const message = res.status >= 400 && res.status < 500 ? body?.error?.message : undefined;
    if (res.status === 400 && body?.error?.fields?.password) {
      setFieldError({ password: body.error.fields.password });
    } else if (res.status === 400 && message) {
      setFieldError({});
      setLinkError(message);
    } else {
      setFieldError({});
      setLinkError(message ?? R.failed);
    }
  }

  const signInLink = (
    <Link to="/admin/login" className={buttonClasses("default", "default", "w-full")}>
      {R.signIn}
    </Link>
  );

  let body;
  if (done) {
    body = (
      <div className="space-y-4">
        <p
          role="status"
          className="flex gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          {R.success}
        </p>
        {signInLink}
      </div>
    );
  } else if (linkError) {
    body = (
      <div className="space-y-4">
        <p
          role="alert"
          data-testid="reset-link-error"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {linkError}
        </p>
        <Link
          to="/admin/login"
          className="inline-flex items-center gap-1 rounded text-sm text-slate-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {R.backToSignIn}
        </Link>
      </div>
    );
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
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10 dark:bg-slate-950">
      <main className="w-full max-w-md" aria-labelledby={headingId}>
        <Card>
          <CardHeader className="items-center text-center">
            <span
              aria-hidden="true"
              className="mb-2 flex size-12 items-center justify-center rounded-full bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900"
            >
              <KeyRound className="size-6" />
            </span>
            <h1 id={headingId} className="text-2xl font-bold">
              {R.heading}
            </h1>
            <CardDescription>{R.description}</CardDescription>
          </CardHeader>
          <CardContent>{body}</CardContent>
        </Card>
      </main>
    </div>
  );
}
