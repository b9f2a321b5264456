/**
 * The admin sign-in: its steps and what the server answers to each (the steps' forms are in
 * sign-in-steps.tsx). Used by /admin/login and by the admin
 * layout whenever the visitor is not signed in as staff. The server decides who is staff; a
 * signed-in user without a staff role is signed out again at once. When the account has two-factor
 * authentication, or the settings require it for staff, the code (or the set-up) follows; when the
 * password was set by someone else, choosing a new one comes before anything else.
 */
import { ArrowLeft, LogIn, ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { isStaffRole } from "../../../../core/access.ts";
import { Link } from "react-router";
import { AccountCard } from "./account-card.tsx";
import {
  CHANGE_PASSWORD_TEXT as CP,
  LOGIN_TEXT as T,
  TWO_FACTOR_TEXT as TF,
} from "../text/login.ts";
import { RESET_TEXT as R, SIGN_IN_NOTICES as N } from "../text/security.ts";
import { ForgotPasswordForm } from "./forgot-password.tsx";
import { apiCall, type ApiResult } from "../shell/api-client.ts";
import { notify } from "../shell/notify.ts";
import { EnrolStep, type Enrolment } from "./enrol-step.tsx";
import { ChangePasswordStep, CodeStep, PasswordStep } from "./sign-in-steps.tsx";
import { useHydrated } from "../use-hydrated.ts";

export interface SignedInUser {
  email: string;
  role: string;
}
/** What /api/v1/auth/sign-in and /two-factor/verify answer. */
interface SignInAnswer {
  user?: SignedInUser;
  twoFactorRequired?: boolean;
  enrollmentRequired?: boolean;
}

export interface LoginFormProps {
  /** Called after an admin signed in (the welcome toast is already shown). */
  onSignedIn: () => void | Promise<void>;
  /** The current session belongs to a user without admin rights. */
  notAdmin?: boolean;
  /** The previous session ended for idleness: say so above the form. */
  expired?: boolean;
}

type Step =
  | { name: "password" }
  | { name: "forgot" }
  | { name: "code" }
  | { name: "change"; user: SignedInUser }
  | { name: "enrol"; user: SignedInUser; enrolment: Enrolment | null; codesShown?: boolean };

/** The server's message for a refused request (4xx), else the generic failure text. */
export function failureMessage(answer: ApiResult<unknown>) {
  return answer.message ?? T.toasts.loginFailed;
}

async function signOut() {
  const res = await apiCall("POST", "auth/sign-out");
  if (!res.ok && ![401, 403, 404].includes(res.status))
    console.error("Sign-out after a denied sign-in failed", res.status);
}

export function LoginForm({ onSignedIn, notAdmin = false, expired = false }: LoginFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ name: "password" });
  const [locked, setLocked] = useState<string | null>(null);
  // The form signs in through script: tests (and people) act once it is hydrated.
  const hydrated = useHydrated();
  const [showExpired, setShowExpired] = useState(expired);
  const [next, setNext] = useState({ password: "", confirm: "", error: "" });
  /** The password typed at the first step, kept for the change step (never rendered). */
  const given = useRef("");

  /** The last step: only staff get in, and only with a password of their own. */
  async function finish(user: SignedInUser) {
    if (isStaffRole(user.role)) {
      const session = await apiCall<{ stage?: string | null }>("GET", "auth/session");
      if (session.body?.stage === "password") {
        setStep({ name: "change", user });
        return;
      }
    }
    given.current = "";
    if (!isStaffRole(user.role)) {
      await signOut();
      notify.error(T.toasts.accessDeniedTitle, T.toasts.accessDenied);
      setPassword("");
      setCode("");
      setStep({ name: "password" });
      return;
    }
    notify.success(T.toasts.welcome);
    await onSignedIn();
  }

  async function startEnrolment(user: SignedInUser) {
    setStep({ name: "enrol", user, enrolment: null });
    const res = await apiCall<Enrolment>("POST", "auth/two-factor/setup");
    if (!res.ok || !res.body) {
      notify.error(T.toasts.errorTitle, res.status ? failureMessage(res) : TF.setupFailed);
      setStep({ name: "password" });
      return;
    }
    setStep({ name: "enrol", user, enrolment: res.body });
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const res = await apiCall<SignInAnswer>("POST", "auth/sign-in", { email, password });
      given.current = password;
      setShowExpired(false);
      if (res.status === 429) {
        const message = failureMessage(res);
        setLocked(message);
        notify.error(N.locked, message);
        return;
      }
      setLocked(null);
      // With two-factor on, the user is only known after the code step.
      if (res.ok && res.body?.twoFactorRequired) {
        setPassword("");
        setStep({ name: "code" });
        return;
      }
      if (!res.ok || !res.body?.user) {
        notify.error(T.toasts.errorTitle, failureMessage(res));
        return;
      }
      const { user } = res.body;
      setPassword("");
      if (res.body.enrollmentRequired) await startEnrolment(user);
      else await finish(user);
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.name !== "code") return;
    void run(async () => {
      const res = await apiCall<SignInAnswer>("POST", "auth/two-factor/verify", { code });
      setCode("");
      if (res.status === 429) {
        const message = failureMessage(res);
        setLocked(message);
        notify.error(N.locked, message);
        return;
      }
      if (!res.ok || !res.body?.user) {
        notify.error(T.toasts.errorTitle, failureMessage(res));
        return;
      }
      await finish(res.body.user);
    });
  }

  function submitChange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.name !== "change") return;
    if (next.password !== next.confirm) {
      setNext({ ...next, error: CP.mismatch });
      return;
    }
    void run(async () => {
      const res = await apiCall("POST", "auth/password", {
        currentPassword: given.current,
        newPassword: next.password,
      });
      if (!res.ok) {
        const message = res.fields.newPassword ?? failureMessage(res);
        setNext({ ...next, error: message });
        return;
      }
      setNext({ password: "", confirm: "", error: "" });
      await finish(step.user);
    });
  }

  function cancel() {
    void run(async () => {
      await signOut();
      setCode("");
      given.current = "";
      setNext({ password: "", confirm: "", error: "" });
      setStep({ name: "password" });
    });
  }

  let heading: string = T.heading;
  let description: string = T.description;
  let body: ReactNode;
  if (step.name === "password") {
    body = (
      <PasswordStep
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
        busy={busy}
        hydrated={hydrated}
        notices={{ expired: showExpired, locked, notAdmin }}
        onSubmit={submitPassword}
        onForgot={() => setStep({ name: "forgot" })}
      />
    );
  } else if (step.name === "forgot") {
    heading = R.forgotHeading;
    description = R.forgotDescription;
    body = <ForgotPasswordForm initialEmail={email} onBack={() => setStep({ name: "password" })} />;
  } else if (step.name === "code") {
    heading = TF.codeHeading;
    description = TF.codeDescription;
    body = (
      <CodeStep
        code={code}
        onCode={setCode}
        busy={busy}
        locked={locked}
        onSubmit={submitCode}
        onCancel={cancel}
      />
    );
  } else if (step.name === "change") {
    heading = CP.heading;
    description = CP.description;
    body = (
      <ChangePasswordStep
        next={next}
        onNext={setNext}
        busy={busy}
        onSubmit={submitChange}
        onCancel={cancel}
      />
    );
  } else {
    heading = step.codesShown ? TF.backupHeading : TF.enrollHeading;
    description = step.codesShown ? TF.backupDescription : TF.enrollDescription;
    const { user } = step;
    body = (
      <>
        {step.codesShown ? null : (
          <p
            role="status"
            data-testid="enrol-required"
            className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {N.enrollRequired}
          </p>
        )}
        <EnrolStep
          enrolment={step.enrolment}
          onEnabled={() => setStep({ ...step, codesShown: true })}
          onCancel={cancel}
          onDone={() => run(() => finish(user))}
        />
      </>
    );
  }

  return (
    <AccountCard
      icon={step.name === "password" || step.name === "forgot" ? LogIn : ShieldCheck}
      heading={heading}
      description={description}
    >
      {body}
      <div className="mt-6 text-center">
        <Link
          to="/"
          className="inline-flex items-center gap-1 rounded text-sm text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-slate-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.backToWebsite}
        </Link>
      </div>
    </AccountCard>
  );
}
