/**
 * The server side of the admin sign-in pages (sign-in with its steps, reset and invitation links,
 * e-mail confirmation). The hydrated page posts JSON through a fetcher and gets the answer as data,
 * so it can go on in place; a plain form post (no script) gets a redirect to what comes next, or
 * the page again with the answer (a refusal, the set-up code, the backup codes) shown in place.
 * The services check everything themselves: the session's stage, the password, the code, the limits.
 */
import { data, redirect } from "react-router";
import { isStaffRole } from "../../core/access.ts";
import type { SignedInUser, SignInStage, SignInSteps } from "../../core/account-security.ts";
import { type ActionRefusal, readForm, readJson, refusal, refusalOf } from "./admin-action.ts";

/** What the sign-in page shows next. */
export type SignInStep = "password" | "forgot" | "code" | "enrol" | "change";

export interface SignInProgress {
  ok: true;
  /** done: signed in as staff; denied: a plain user, signed out again. */
  next?: Exclude<SignInStep, "password" | "forgot"> | "done" | "denied" | "signed-out";
  enrolment?: { uri: string; secret: string; qrSvg: string };
  backupCodes?: string[];
  /** The reset link was asked for (the answer is the same for every address). */
  sent?: boolean;
}
export type SignInAnswer = SignInProgress | ActionRefusal;

/** The step each stage short of signed in holds a session at. */
const STEP_OF_STAGE = { mfa: "code", enroll: "enrol", password: "change" } as const;

/** The step a session's stage holds it at (none, or active: the password). */
export function stepOf(session: SignInSteps["session"]): SignInStep {
  return !session || session.stage === "active" ? "password" : STEP_OF_STAGE[session.stage];
}

/** Where to go once signed in: an /admin address of this site, else the dashboard. */
export function adminTarget(value: unknown): string {
  return typeof value === "string" && /^\/admin(?:[/?#]|$)/.test(value) && !value.includes("\\")
    ? value
    : "/admin";
}

/**
 * What follows a step that started a session: the next step, or the end. Only staff are let in:
 * a plain user's new session ends at once.
 */
export async function progressAfter(
  signIn: SignInSteps,
  stage: SignInStage,
  user: SignedInUser | null,
): Promise<SignInProgress> {
  if (stage !== "active") return { ok: true, next: STEP_OF_STAGE[stage] };
  if (user && isStaffRole(user.role)) return { ok: true, next: "done" };
  await signIn.signOut();
  return { ok: true, next: "denied" };
}

/** A text field of the posted body ("" when absent), for the services' own validation. */
export const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === "string" ? body[name] : "";

/** 400 when the new password and its confirmation differ (the page says so under the field). */
export function requireSameConfirmation(password: string, body: Record<string, unknown>) {
  if (typeof body.confirm === "string" && body.confirm !== password)
    throw refusal(
      400,
      "The passwords do not match",
      { confirm: "mismatch" },
      { reason: "passwordsMismatch", fieldReasons: { confirm: { reason: "mismatch" } } },
    );
}

/**
 * Runs one step for a JSON or a form post. A form post that moved on is redirected: to `target`
 * once signed in, to the sign-in page for its next step.
 */
export async function signInAction(
  request: Request,
  work: (body: Record<string, unknown>) => Promise<SignInProgress>,
) {
  const form = !/^application\/json\b/i.test(request.headers.get("content-type") ?? "");
  try {
    const body = ((form ? await readForm(request) : await readJson(request)) ?? {}) as Record<
      string,
      unknown
    >;
    const answer = await work(body);
    if (!form) return answer;
    const target = adminTarget(body.redirectTo);
    if (answer.next === "done") return redirect(target);
    if (answer.next === "signed-out") return redirect("/admin/login");
    if (answer.next === "code" || answer.next === "enrol" || answer.next === "change")
      return redirect(
        target === "/admin" ? "/admin/login" : `/admin/login?to=${encodeURIComponent(target)}`,
      );
    return data(answer);
  } catch (err) {
    return refusalOf(err);
  }
}

/**
 * The action of a page behind an e-mailed link that sets a password (a reset, an invitation):
 * `{ token, password, confirm }`, checked by the service `set` (the link's validity, the rules).
 */
export function newPasswordAction(request: Request, set: (input: unknown) => Promise<unknown>) {
  return signInAction(request, async (body) => {
    const password = field(body, "password");
    requireSameConfirmation(password, body);
    await set({ token: field(body, "token"), password });
    return { ok: true };
  });
}

/** The single-use token of an e-mailed link (`?token=`), or "" when it cannot be one. */
export function linkToken(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return token.length >= 10 && token.length <= 200 ? token : "";
}
