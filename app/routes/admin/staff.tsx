/** /admin/staff: the staff, their roles and invitations (admins only: core/access.ts). */
import { StaffScreen } from "../../components/admin/security/staff-screen.tsx";
import { STAFF_TEXT } from "../../components/admin/text/security.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import type { Route } from "./+types/staff";

export function loader({ context }: Route.LoaderArgs) {
  const { actor } = requireAdminContext(context, "staff");
  return { userId: actor.id };
}

export function meta() {
  return [
    { title: `${STAFF_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  return <StaffScreen currentUserId={loaderData.userId} />;
}
