/** /admin/audit: browse and filter the audit log (issue 5 Build 9). */
import { AuditScreen } from "../../components/admin/security/audit-screen.tsx";
import { AUDIT_TEXT } from "../../components/admin/text/security.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import type { Route } from "./+types/audit";

export function loader({ context }: Route.LoaderArgs) {
  requireAdminContext(context, "audit");
  return null;
}

export function meta() {
  return [
    { title: `${AUDIT_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAudit() {
  return <AuditScreen />;
}
