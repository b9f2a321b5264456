/**
 * /admin/audit: browse and filter the audit log (decision 0014). The filters and the page live in
 * the URL (shareable, and they work without JavaScript); the loader reads that page through the
 * audit log the /api/v1/audit-log route calls, as the signed-in actor.
 */
import { AuditScreen } from "../../components/admin/security/audit-screen.tsx";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import type { Route } from "./+types/audit";

export const handle = screenHandle(["adminAudit", "adminSettings", "adminContent"]);
export const meta = adminMeta(handle, (t) => t("pageTitle"));

const PAGE_SIZE = 25;

/** The filters of the URL that are well-formed; others are dropped (a hand-edited link still opens). */
export function auditFilters(url: URL) {
  const p = url.searchParams;
  const action = (p.get("action") ?? "").trim().slice(0, 80);
  const actor = (p.get("actor") ?? "").trim().slice(0, 254);
  const page = Math.min(Math.max(1, Number.parseInt(p.get("page") ?? "1", 10) || 1), 1_000_000);
  return { action, actor, page };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { audit } = requireAdminContext(context, "audit");
  const filters = auditFilters(new URL(request.url));
  const log = await audit.list({
    page: filters.page,
    pageSize: PAGE_SIZE,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
  });
  return { filters, log };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen filters={loaderData.filters} log={loaderData.log} />;
}
