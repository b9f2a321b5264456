/** /admin/accept-invitation?token=…: an invited colleague chooses their password (single-use, 7 days). */
import { ResetPasswordForm } from "../../components/admin/login/reset-password-form.tsx";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { INVITATION_TEXT } from "../../components/admin/text/security.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import type { RouteHandle } from "../../lib/document-mode.ts";
import type { Route } from "./+types/accept-invitation";

/** The staff admin is a React application in the browser. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.length >= 10 && token.length <= 200 ? token : "" };
}

export function meta() {
  return [
    { title: `${INVITATION_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function AdminAcceptInvitation({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResetPasswordForm token={loaderData.token} mode="invitation" />
      <AdminToaster />
    </>
  );
}
