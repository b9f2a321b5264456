/** /admin/accept-invitation?token=…: an invited colleague chooses their password (single-use, 7 days). */
import { requestContext } from "../../../core/request-context.ts";
import { ResetPasswordForm } from "../../components/admin/login/reset-password-form.tsx";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { linkPage } from "../../lib/link-page.ts";
import { newPasswordAction, type SignInAnswer } from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/accept-invitation";

const page = linkPage((t) => t("invitation.pageTitle"));
export const handle = page.handle;
export const meta = page.meta;
export const loader = page.loader;
export const clientAction = page.clientAction;

/** `{ token, password, confirm }`, as a form post or JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  const { signIn } = context.get(requestContext);
  return newPasswordAction(request, (input) => signIn.acceptInvitation(input));
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
