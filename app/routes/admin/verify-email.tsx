/** /admin/verify-email?token=…: confirm an account's e-mail address from the e-mailed link. */
import { VerifyEmailForm } from "../../components/admin/login/verify-email-form.tsx";
import { VERIFY_TEXT } from "../../components/admin/text/security.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import type { RouteHandle } from "../../lib/document-mode.ts";
import type { Route } from "./+types/verify-email";

/** The staff admin is a React application in the browser. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.length >= 10 && token.length <= 200 ? token : "" };
}

export function meta() {
  return [
    { title: `${VERIFY_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function AdminVerifyEmail({ loaderData }: Route.ComponentProps) {
  return <VerifyEmailForm token={loaderData.token} />;
}
