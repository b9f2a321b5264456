/**
 * The admin sign-in form (SPEC §2 Admin login, §5, §6, §8). Used by /admin/login and by the admin
 * layout whenever the visitor is not an admin. The server decides who is an admin; a signed-in
 * user without the admin role is signed out again at once.
 */
import { ArrowLeft, Loader2, LogIn } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button, Card, CardContent, CardDescription, CardHeader, Input, Label } from "../../ui";
import { LOGIN_TEXT as T } from "../text/login.ts";
import { notifyError, notifySuccess } from "../shell/notify.ts";

interface SignInAnswer {
  user?: { email: string; role: string };
  error?: { message?: string };
}

export interface LoginFormProps {
  /** Called after an admin signed in (the welcome toast is already shown). */
  onSignedIn: () => void | Promise<void>;
  /** The current session belongs to a user without admin rights. */
  notAdmin?: boolean;
}

async function signOut() {
  try {
    await fetch("/api/v1/auth/sign-out", { method: "POST", credentials: "same-origin" });
  } catch (err) {
    console.error("Sign-out after a denied sign-in failed", err);
  }
}

export function LoginForm({ onSignedIn, notAdmin = false }: LoginFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      let res: Response;
      let body: SignInAnswer | null = null;
      try {
        res = await fetch("/api/v1/auth/sign-in", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ email, password }),
        });
        body = (await res.json().catch(() => null)) as SignInAnswer | null;
      } catch (err) {
        notifyError(T.toasts.errorTitle, T.toasts.loginFailed, err);
        return;
      }
      if (!res.ok || !body?.user) {
        const message =
          res.status >= 400 && res.status < 500 && body?.error?.message
            ? body.error.message
            : T.toasts.loginFailed;
        notifyError(T.toasts.errorTitle, message);
        return;
      }
      if (body.user.role !== "admin") {
        await signOut();
        notifyError(T.toasts.accessDeniedTitle, T.toasts.accessDenied);
        setPassword("");
        return;
      }
      notifySuccess(T.toasts.welcome);
      await onSignedIn();
    } finally {
      setBusy(false);
    }
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
              <LogIn className="size-6" />
            </span>
            <h1 id={headingId} className="text-2xl font-bold">
              {T.heading}
            </h1>
            <CardDescription>{T.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {notAdmin ? (
              <p
                role="status"
                className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {T.notAdminNotice}
              </p>
            ) : null}
            <form className="space-y-4" onSubmit={submit} aria-busy={busy}>
              <div className="space-y-2">
                <Label htmlFor="admin-login-email">{T.email}</Label>
                <Input
                  id="admin-login-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  placeholder={T.emailPlaceholder}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
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
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {busy ? T.submitting : T.submit}
              </Button>
            </form>
            <div className="mt-6 text-center">
              <Link
                to="/"
                className="inline-flex items-center gap-1 rounded text-sm text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-slate-300"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {T.backToWebsite}
              </Link>
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
