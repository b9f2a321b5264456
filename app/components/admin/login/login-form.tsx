/**
 * The admin sign-in: its steps and what the server answers to each (the steps' forms are in
 * sign-in-steps.tsx, their action in app/routes/admin/login.tsx). Used by /admin/login and by the
 * admin layout whenever the visitor is not signed in as staff. The server decides who is staff; a
 * signed-in user without a staff role is signed out again at once. When the account has two-factor
 * authentication, or the settings require it for staff, the code (or the set-up) follows; when the
 * password was set by someone else, choosing a new one comes before anything else. Without script,
 * each form is posted and the page opens at the next step, with a refusal said in place.
 */
import { ArrowLeft, LogIn, ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { SignInAnswer, SignInStep } from "../../../lib/sign-in-action.ts";
import { notify } from "../shell/notify.ts";
import { newPasswordProblem, useRefusalText } from "../shell/refusal-text.ts";
import { useHydrated } from "../use-hydrated.ts";
import { AccountCard } from "./account-card.tsx";
import { EnrolStep, type Enrolment } from "./enrol-step.tsx";
import { ForgotPasswordForm } from "./forgot-password.tsx";
import { ChangePasswordStep, CodeStep, PasswordStep, type NewPassword } from "./sign-in-steps.tsx";
import { type SignInCallAnswer, useSignInCall } from "./use-sign-in-call.ts";

export interface LoginFormProps {
  /** Called after an admin signed in (the welcome toast is already shown). */
  onSignedIn: () => void | Promise<void>;
  /** The current session belongs to a user without admin rights. */
  notAdmin?: boolean;
  /** The previous session ended for idleness: say so above the form. */
  expired?: boolean;
  /** The step the session is held at, as the loader read it. */
  step?: SignInStep;
  /** Where a plain form post goes once signed in (an /admin address): by default, this screen. */
  redirectTo?: string;
  /** The answer to a plain form post (no script), shown in place. */
  answer?: SignInAnswer;
}

interface Enrol {
  name: "enrol";
  enrolment: Enrolment | null;
  starting?: boolean;
  backupCodes?: string[];
}
type Step =
  | { name: "password" }
  | { name: "code" }
  | { name: "change" }
  | { name: "forgot"; sent?: boolean }
  | Enrol;

/** Where the page opens: the session's step, or what a plain form post answered. */
function firstStep(step: SignInStep, answer: SignInAnswer | undefined): Step {
  if (answer?.ok && answer.sent) return { name: "forgot", sent: true };
  if (answer?.ok && answer.enrolment) return { name: "enrol", enrolment: answer.enrolment };
  if (answer?.ok && answer.backupCodes)
    return { name: "enrol", enrolment: null, backupCodes: answer.backupCodes };
  if (step === "enrol") return { name: "enrol", enrolment: null };
  if (step === "forgot") return { name: "forgot" };
  if (step === "code") return { name: "code" };
  if (step === "change") return { name: "change" };
  return { name: "password" };
}

/** Each step's heading and description (the set-up's change once its backup codes show). */
const STEP_TEXTS = {
  password: { heading: "login.heading", description: "login.description" },
  forgot: { heading: "forgot.heading", description: "forgot.description" },
  code: { heading: "twoFactor.codeHeading", description: "twoFactor.codeDescription" },
  change: { heading: "change.heading", description: "change.description" },
  enrol: { heading: "twoFactor.enrollHeading", description: "twoFactor.enrollDescription" },
  backupCodes: { heading: "twoFactor.backupHeading", description: "twoFactor.backupDescription" },
} as const;

const textsOf = (step: Step) =>
  STEP_TEXTS[step.name === "enrol" && step.backupCodes ? "backupCodes" : step.name];

const NO_NEXT: NewPassword = { current: null, password: "", confirm: "", error: "" };

export function LoginForm(props: LoginFormProps) {
  const { onSignedIn, notAdmin = false, expired = false, answer } = props;
  const { pathname, search } = useLocation();
  const redirectTo = props.redirectTo ?? `${pathname}${search}`;
  const { t } = useTranslation("adminSignIn");
  const words = useRefusalText();
  const call = useSignInCall();
  const refusal = answer && !answer.ok ? answer : null;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>(() => firstStep(props.step ?? "password", answer));
  const [locked, setLocked] = useState(refusal?.status === 429 ? words.text(refusal) : null);
  // A plain post's refusal, said in place (once the page runs, refusals are toasts).
  const [problem, setProblem] = useState<ReactNode>(() => {
    if (answer?.ok && answer.next === "denied")
      return `${t("toasts.accessDeniedTitle")}. ${t("toasts.accessDenied")}`;
    if (!refusal || refusal.status === 429 || refusal.fields.confirm) return null;
    return words.text(refusal);
  });
  // The form signs in through script: tests (and people) act once it is hydrated.
  const hydrated = useHydrated();
  const [showExpired, setShowExpired] = useState(expired);
  const [next, setNext] = useState<NewPassword>(() => ({
    ...NO_NEXT,
    current: "",
    error: refusal?.fields.confirm ? t("change.mismatch") : newPasswordProblem(words, refusal),
  }));
  /** The password typed at the first step, kept for the change step (never rendered). */
  const given = useRef("");

  function backToStart() {
    given.current = "";
    setPassword("");
    setCode("");
    setNext(NO_NEXT);
    setStep({ name: "password" });
  }

  function refused(res: Extract<SignInCallAnswer, { ok: false }>) {
    const message = words.text(res);
    if (res.status === 429) {
      setLocked(message);
      notify.error(t("notices.locked"), message);
    } else notify.error(t("toasts.errorTitle"), message);
  }

  /** Goes on to what the server says comes next. */
  async function follow(res: SignInCallAnswer) {
    if (!res.ok) return refused(res);
    setLocked(null);
    setProblem(null);
    if (res.next === "code") setStep({ name: "code" });
    else if (res.next === "change") {
      // The password typed at the first step is the one to replace: asked again only when lost.
      setNext({ ...NO_NEXT, current: given.current ? null : "" });
      setStep({ name: "change" });
    } else if (res.next === "enrol") await startEnrolment();
    else if (res.next === "denied") {
      notify.error(t("toasts.accessDeniedTitle"), t("toasts.accessDenied"));
      backToStart();
    } else if (res.next === "done") {
      given.current = "";
      notify.success(t("toasts.welcome"));
      await onSignedIn();
    } else backToStart();
  }

  async function startEnrolment() {
    setStep({ name: "enrol", enrolment: null, starting: true });
    const res = await call({ intent: "enrol-start" });
    if (!res.ok || !res.enrolment) {
      notify.error(t("toasts.errorTitle"), res.ok ? t("twoFactor.setupFailed") : words.text(res));
      return backToStart();
    }
    setStep({ name: "enrol", enrolment: res.enrolment });
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

  /** A step's form, sent by the page itself. */
  function send(event: FormEvent<HTMLFormElement>, work: () => Promise<void>) {
    event.preventDefault();
    void run(work);
  }

  const submitPassword = (event: FormEvent<HTMLFormElement>) =>
    send(event, async () => {
      setShowExpired(false);
      const res = await call({ intent: "password", email, password });
      if (res.ok) {
        given.current = password;
        setPassword("");
      }
      await follow(res);
    });

  const submitCode = (event: FormEvent<HTMLFormElement>) =>
    send(event, async () => {
      const res = await call({ intent: "code", code });
      setCode("");
      await follow(res);
    });

  const submitChange = (event: FormEvent<HTMLFormElement>) =>
    send(event, async () => {
      if (next.password !== next.confirm) return setNext({ ...next, error: t("change.mismatch") });
      const res = await call({
        intent: "change",
        currentPassword: next.current ?? given.current,
        newPassword: next.password,
      });
      if (!res.ok)
        return setNext({
          ...next,
          error: newPasswordProblem(words, res) || words.text(res),
        });
      setNext(NO_NEXT);
      await follow(res);
    });

  const cancel = () => void run(async () => follow(await call({ intent: "sign-out" })));

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
        redirectTo={redirectTo}
        notices={{ expired: showExpired, locked, notAdmin, problem }}
        onSubmit={submitPassword}
        onForgot={() => setStep({ name: "forgot" })}
      />
    );
  } else if (step.name === "forgot") {
    body = (
      <ForgotPasswordForm
        initialEmail={email}
        sent={step.sent ?? false}
        problem={problem}
        call={call}
        onBack={() => setStep({ name: "password" })}
      />
    );
  } else if (step.name === "code") {
    body = (
      <CodeStep
        code={code}
        onCode={setCode}
        busy={busy}
        problem={locked ?? (typeof problem === "string" ? problem : null)}
        redirectTo={redirectTo}
        onSubmit={submitCode}
        onCancel={cancel}
      />
    );
  } else if (step.name === "change") {
    body = (
      <ChangePasswordStep
        next={next}
        onNext={setNext}
        busy={busy}
        redirectTo={redirectTo}
        onSubmit={submitChange}
        onCancel={cancel}
      />
    );
  } else {
    const enrol: Enrol = step;
    body = (
      <EnrolStep
        step={enrol}
        problem={typeof problem === "string" ? problem : null}
        redirectTo={redirectTo}
        call={call}
        onEnabled={(backupCodes) => setStep({ ...enrol, backupCodes })}
        onStart={() => void run(startEnrolment)}
        onCancel={cancel}
        onDone={() => run(async () => follow(await call({ intent: "next" })))}
      />
    );
  }

  return (
    <AccountCard
      icon={step.name === "password" || step.name === "forgot" ? LogIn : ShieldCheck}
      heading={t(textsOf(step).heading)}
      description={t(textsOf(step).description)}
    >
      {body}
      <div className="mt-6 text-center">
        <Link
          to="/"
          className="inline-flex items-center gap-1 rounded text-sm text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-slate-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("login.backToWebsite")}
        </Link>
      </div>
    </AccountCard>
  );
}
