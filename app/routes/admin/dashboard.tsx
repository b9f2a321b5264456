/** /admin: the dashboard, counted on the server for admins only. */
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { DashboardView } from "../../components/admin/dashboard/dashboard-view.tsx";
import { NewSubmissionsCard } from "../../components/admin/inbox/new-submissions-card.tsx";
import { DASHBOARD_TEXT } from "../../components/admin/text/dashboard.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context);
  const [stats, submissions] = await Promise.all([
    services.stats.dashboard(actor),
    services.submissions.counts(actor),
  ]);
  return { stats, submissions };
}

export function meta() {
  return [
    { title: `${DASHBOARD_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <NewSubmissionsCard counts={loaderData.submissions} />
      <DashboardView stats={loaderData.stats} />
    </div>
  );
}
