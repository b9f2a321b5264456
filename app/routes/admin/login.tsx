/**
 * /admin/login: the staff sign-in. Signed-in staff go straight on (to `?to=`, an /admin address, or
 * the dashboard). The page opens at the step the session is held at (the code, the two-factor
 * set-up, a new password), so it also works step by step without script.
 */
import { redirect, useNavigate } from "react-router";
import { isStaff } from "../../../core/access.ts";
import { requestContext } from "../../../core/request-context.ts";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { LoginForm } from "../../components/admin/login/login-form.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import { refusal } from "../../lib/admin-action.ts";
import {
  adminTarget,
  field,
  progressAfter,
  requireSameConfirmation,
  signInAction,
  stepOf,
  type SignInAnswer,
} from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/login";

/** The staff admin is a React application in the browser. */
export const handle = screenHandle(["adminSignIn"], { hydrate: true });

export function loader({ context, request }: Route.LoaderArgs) {
  const { actor, sessionExpired, signIn } = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const redirectTo = adminTarget(query.get("to"));
  if (isStaff(actor)) throw redirect(redirectTo);
  const step =
    query.get("step") === "forgot" && !signIn.session ? "forgot" : stepOf(signIn.session);
  const expired = sessionExpired || query.get("expired") === "1";
  return { notAdmin: actor !== null, expired, step, redirectTo };
}

/**
 * One step: `password` (email, password), `code` (an app or backup code), `enrol-start` and
 * `enrol-confirm` (code) for the required two-factor set-up, `change` (newPassword, confirm, and
 * currentPassword: the one given), `next` (where the session stands), `forgot` (email), `sign-out`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { signIn, account } = context.get(requestContext);
  return signInAction(request, async (body) => {
    switch (body.intent) {
      case "password": {
        const input = { email: field(body, "email"), password: field(body, "password") };
        const { user, stage } = await signIn.signIn(input);
        return progressAfter(signIn, stage, user);
      }
      case "code": {
        const { user, stage } = await signIn.verifyCode({ code: field(body, "code") });
        return progressAfter(signIn, stage, user);
      }
      case "next":
        return signIn.session
          ? progressAfter(signIn, signIn.session.stage, signIn.session.user)
          : { ok: true, next: "signed-out" };
      case "enrol-start":
        return { ok: true, enrolment: await account.startTwoFactor() };
      case "enrol-confirm":
        return { ok: true, ...(await account.enableTwoFactor({ code: field(body, "code") })) };
      case "change": {
        const newPassword = field(body, "newPassword");
        requireSameConfirmation(newPassword, body);
        await account.changePassword({
          currentPassword: field(body, "currentPassword"),
          newPassword,
        });
        return progressAfter(signIn, "active", signIn.session?.user ?? null);
      }
      case "forgot":
        await signIn.requestReset({ email: field(body, "email") });
        return { ok: true, sent: true };
      case "sign-out":
        await signIn.signOut();
        return { ok: true, next: "signed-out" };
      default:
        throw refusal(
          400,
          "Unknown step: send intent password, code, next, enrol-start, enrol-confirm, change, forgot or sign-out",
        );
    }
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export const meta = adminMeta(handle, (t) => t("login.pageTitle"));

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <>
      <LoginForm
        notAdmin={loaderData.notAdmin}
        expired={loaderData.expired}
        step={loaderData.step}
        redirectTo={loaderData.redirectTo}
        answer={actionData as SignInAnswer | undefined}
        onSignedIn={() => navigate(loaderData.redirectTo)}
      />
      <AdminToaster />
    </>
  );
}
