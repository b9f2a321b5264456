/** /admin/account: two-factor, password and sessions of the signed-in admin (issue 5). */
import { AccountPage } from "../../components/admin/security/account-screen.tsx";
import { ACCOUNT_TEXT } from "../../components/admin/text/security.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import type { Route } from "./+types/account";

export function loader({ context }: Route.LoaderArgs) {
  const { actor } = requireAdminContext(context);
  return { email: actor.email };
}

export function meta() {
  return [
    { title: `${ACCOUNT_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAccount() {
  return <AccountPage />;
}
