/** /admin: the dashboard, counted on the server; each card only for a role that may see it. */
import { can } from "../../../core/access.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { DashboardView } from "../../components/admin/dashboard/dashboard-view.tsx";
import { NewSubmissionsCard } from "../../components/admin/inbox/new-submissions-card.tsx";
import { DASHBOARD_TEXT } from "../../components/admin/text/dashboard.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import { buttonClasses } from "../../components/ui";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context);
  const [stats, submissions] = await Promise.all([
    can(actor, "stats.read") ? services.stats.dashboard(actor) : null,
    can(actor, "submissions.manage") ? services.submissions.counts(actor) : null,
  ]);
  return { stats, submissions };
}

export function meta() {
  return [
    { title: `${DASHBOARD_TEXT.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

/** What an author sees instead of the counters: where their work is. */
function AuthorWelcome() {
  const T = DASHBOARD_TEXT.author;
  return (
    <section aria-labelledby="author-welcome" className="space-y-4">
      <h1 id="author-welcome" className="text-2xl font-bold">
        {T.heading}
      </h1>
      <p className="max-w-2xl text-slate-700 dark:text-slate-300">{T.intro}</p>
      <p className="flex flex-wrap gap-3">
        <Link to="/admin/blog" className={buttonClasses("default")}>
          {T.blog}
        </Link>
        <Link to="/admin/news" className={buttonClasses("outline")}>
          {T.news}
        </Link>
      </p>
    </section>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      {loaderData.submissions ? <NewSubmissionsCard counts={loaderData.submissions} /> : null}
      {loaderData.stats ? <DashboardView stats={loaderData.stats} /> : <AuthorWelcome />}
    </div>
  );
}
