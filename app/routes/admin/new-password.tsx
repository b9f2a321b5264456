/**
 * /admin/reset-password?token=… and /admin/accept-invitation?token=…: choose a password from an
 * e-mailed single-use link, a reset or an invitation (7 days). One module at two addresses
 * (app/routes.ts); the address (without the `.data` of a script's post) says which link it is.
 */
import { requestContext } from "../../../core/request-context.ts";
import { ResetPasswordForm } from "../../components/admin/login/reset-password-form.tsx";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { linkPage } from "../../lib/link-page.ts";
import { newPasswordAction, type SignInAnswer } from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/new-password";

const isInvitation = (pathname: string) => pathname.endsWith("/accept-invitation");

const page = linkPage((t, { location }) =>
  isInvitation(location.pathname) ? t("invitation.pageTitle") : t("reset.pageTitle"),
);
export const handle = page.handle;
export const meta = page.meta;
export const clientAction = page.clientAction;

export function loader(args: Route.LoaderArgs) {
  return { ...page.loader(args), invitation: isInvitation(args.url.pathname) };
}

/** `{ token, password, confirm }`, as a form post or JSON. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { signIn } = context.get(requestContext);
  return newPasswordAction(request, (input) =>
    isInvitation(url.pathname) ? signIn.acceptInvitation(input) : signIn.confirmReset(input),
  );
}

export default function AdminNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ResetPasswordForm
        token={loaderData.token}
        mode={loaderData.invitation ? "invitation" : "reset"}
        answer={actionData as SignInAnswer | undefined}
      />
      <AdminToaster />
    </>
  );
}
