/** /admin/accept-invitation?token=…: an invited colleague chooses their password (single-use, 7 days). */
import { requestContext } from "../../../core/request-context.ts";
import { ResetPasswordForm } from "../../components/admin/login/reset-password-form.tsx";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import type { RouteHandle } from "../../lib/document-mode.ts";
import { metaT } from "../../lib/seo.ts";
import {
  linkPageMeta,
  linkToken,
  newPasswordAction,
  type SignInAnswer,
} from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/accept-invitation";

/** The staff admin is a React application in the browser. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  return { token: linkToken(request) };
}

/** `{ token, password, confirm }`, as a form post or JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  const { signIn } = context.get(requestContext);
  return newPasswordAction(request, (input) => signIn.acceptInvitation(input));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export function meta({ matches }: Route.MetaArgs) {
  return linkPageMeta(matches, (locale) => metaT(locale, "adminSignIn")("invitation.pageTitle"));
}

export default function AdminAcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ResetPasswordForm
        token={loaderData.token}
        mode="invitation"
        answer={actionData as SignInAnswer | undefined}
      />
      <AdminToaster />
    </>
  );
}
