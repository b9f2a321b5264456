/** /admin/reset-password?token=…: choose a new password from an e-mailed single-use link. */
import { ResetPasswordForm } from "../../components/admin/login/reset-password-form.tsx";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { RESET_TEXT } from "../../components/admin/text/security.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import type { RouteHandle } from "../../lib/document-mode.ts";
import type { Route } from "./+types/reset-password";

/** The staff admin is a React application in the browser. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.length >= 10 && token.length <= 200 ? token : "" };
}

export function meta() {
  return [
    { title: `${RESET_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function AdminResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResetPasswordForm token={loaderData.token} />
      <AdminToaster />
    </>
  );
}
