/** /admin: the dashboard, counted on the server; each card only for a role that may see it. */
import { can } from "../../../core/access.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { DashboardView } from "../../components/admin/dashboard/dashboard-view.tsx";
import { DonationsCard } from "../../components/admin/dashboard/donations-card.tsx";
import { donationSummary } from "../../components/admin/donations/donation-summary.ts";
import { SubscribersCard } from "../../components/admin/newsletter/subscribers-card.tsx";
import { NewSubmissionsCard } from "../../components/admin/inbox/new-submissions-card.tsx";
import { buttonClasses } from "../../components/ui";
import { useTranslation } from "../../i18n/use-translation.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";

export const handle = screenHandle(["adminDashboard", "adminNewsletter"]);
export const meta = adminMeta(handle, (t) => t("pageTitle"));

export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context);
  const [stats, submissions, donations, audience] = await Promise.all([
    can(actor, "stats.read") ? services.stats.dashboard(actor) : null,
    can(actor, "submissions.manage") ? services.submissions.counts(actor) : null,
    can(actor, "donations.manage")
      ? donationSummary(services.donations, actor, new Date().toISOString())
      : null,
    can(actor, "newsletter.send") ? services.newsletter.audience(actor) : null,
  ]);
  return { stats, submissions, donations, audience };
}

/** What an author sees instead of the counters: where their work is. */
function AuthorWelcome() {
  const { t } = useTranslation("adminDashboard");
  return (
    <section aria-labelledby="author-welcome" className="space-y-4">
      <h1 id="author-welcome" className="text-2xl font-bold">
        {t("author.heading")}
      </h1>
      <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("author.intro")}</p>
      <p className="flex flex-wrap gap-3">
        <Link to="/admin/blog" className={buttonClasses("default")}>
          {t("author.blog")}
        </Link>
        <Link to="/admin/news" className={buttonClasses("outline")}>
          {t("author.news")}
        </Link>
      </p>
    </section>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      {loaderData.submissions ? <NewSubmissionsCard counts={loaderData.submissions} /> : null}
      {loaderData.donations ? <DonationsCard summary={loaderData.donations} /> : null}
      {loaderData.audience ? <SubscribersCard audience={loaderData.audience} /> : null}
      {loaderData.stats ? <DashboardView stats={loaderData.stats} /> : <AuthorWelcome />}
    </div>
  );
}
