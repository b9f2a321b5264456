/** /admin/reset-password?token=…: choose a new password from an e-mailed single-use link. */
import { requestContext } from "../../../core/request-context.ts";
import { ResetPasswordForm } from "../../components/admin/login/reset-password-form.tsx";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { linkPage } from "../../lib/link-page.ts";
import { newPasswordAction, type SignInAnswer } from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/reset-password";

const page = linkPage((t) => t("reset.pageTitle"));
export const handle = page.handle;
export const meta = page.meta;
export const loader = page.loader;
export const clientAction = page.clientAction;

/** `{ token, password, confirm }`, as a form post or JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  const { signIn } = context.get(requestContext);
  return newPasswordAction(request, (input) => signIn.confirmReset(input));
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ResetPasswordForm token={loaderData.token} answer={actionData as SignInAnswer | undefined} />
      <AdminToaster />
    </>
  );
}
