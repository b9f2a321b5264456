/** /admin/login: the staff sign-in. Signed-in staff go straight to /admin. */
import { redirect, useNavigate } from "react-router";
import { isStaff } from "../../../core/access.ts";
import { requestContext } from "../../../core/request-context.ts";
import { AdminToaster } from "../../components/admin/shell/admin-toaster.tsx";
import { LoginForm } from "../../components/admin/login/login-form.tsx";
import { LOGIN_TEXT } from "../../components/admin/text/login.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import type { RouteHandle } from "../../lib/document-mode.ts";
import type { Route } from "./+types/login";

/** The staff admin is a React application in the browser. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ context, request }: Route.LoaderArgs) {
  const { actor, sessionExpired } = context.get(requestContext);
  if (isStaff(actor)) throw redirect("/admin");
  const expired = sessionExpired || new URL(request.url).searchParams.get("expired") === "1";
  return { notAdmin: actor !== null, expired };
}

export function meta() {
  return [
    { title: `${LOGIN_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <>
      <LoginForm
        notAdmin={loaderData.notAdmin}
        expired={loaderData.expired}
        onSignedIn={() => navigate("/admin")}
      />
      <AdminToaster />
    </>
  );
}
