/** The dashboard: counts, quick actions and the content overview. */
import {
  Eye,
  FileText,
  Image,
  Layers,
  Newspaper,
  Plus,
  Target,
  TrendingUp,
  Upload,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { LOCALES } from "../../../../core/constants.ts";
import type { DashboardStats } from "../../../../core/schemas.ts";
import { Card, CardContent, CardDescription, CardHeader, cn } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";

/** Counts as the staff member's language writes them ("1,234", "1 234"). */
function useNumberFormat() {
  const locale = usePageLocale();
  const format = adminNumberFormat(locale);
  return (n: number) => format.format(n);
}

function StatCard({
  title,
  value,
  note,
  icon: Icon,
  testId,
}: {
  title: string;
  value: number;
  note: string;
  icon: LucideIcon;
  testId: string;
}) {
  const fmt = useNumberFormat();
  return (
    <Card data-testid={testId}>
      <div className="flex items-start justify-between gap-4 p-6">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">{title}</h2>
          <p className="mt-2 text-3xl font-bold" data-testid={`${testId}-total`}>
            {fmt(value)}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{note}</p>
        </div>
        <span className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800" aria-hidden="true">
          <Icon className="size-5 text-slate-700 dark:text-slate-200" />
        </span>
      </div>
    </Card>
  );
}

const actionClass = cn(
  "flex h-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
);

export function DashboardView({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation("adminDashboard");
  const fmt = useNumberFormat();
  const actions: { to: string; label: string; icon: LucideIcon }[] = [
    { to: "/admin/blog/new", label: t("actions.blog"), icon: Plus },
    { to: "/admin/gallery?new=1", label: t("actions.gallery"), icon: Upload },
    { to: "/admin/news/new", label: t("actions.news"), icon: Newspaper },
    { to: "/admin/programs/new", label: t("actions.programs"), icon: Target },
  ];
  const published = (count: number) => t("cards.published", { count, n: fmt(count) });
  const cards: { id: string; title: string; value: number; note: string; icon: LucideIcon }[] = [
    {
      id: "blog",
      title: t("cards.blog"),
      value: stats.totalBlogs,
      note: published(stats.publishedBlogs),
      icon: FileText,
    },
    {
      id: "gallery",
      title: t("cards.gallery"),
      value: stats.totalGallery,
      note: t("cards.galleryNote"),
      icon: Image,
    },
    {
      id: "news",
      title: t("cards.news"),
      value: stats.totalNews,
      note: published(stats.publishedNews),
      icon: Newspaper,
    },
    {
      id: "programs",
      title: t("cards.programs"),
      value: stats.totalPrograms,
      note: t("cards.active", { count: stats.activePrograms, n: fmt(stats.activePrograms) }),
      icon: Target,
    },
  ];
  const overview: { label: string; value: number; icon: LucideIcon; testId: string }[] = [
    {
      label: t("overviewItems.totalItems"),
      value: stats.totalBlogs + stats.totalGallery + stats.totalNews + stats.totalPrograms,
      icon: Layers,
      testId: "overview-total-items",
    },
    {
      label: t("overviewItems.published"),
      value: stats.publishedBlogs + stats.publishedNews,
      icon: FileText,
      testId: "overview-published",
    },
    {
      label: t("overviewItems.activePrograms"),
      value: stats.activePrograms,
      icon: TrendingUp,
      testId: "overview-active-programs",
    },
    {
      label: t("overviewItems.totalViews"),
      value: stats.totalViews,
      icon: Eye,
      testId: "overview-total-views",
    },
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t("heading")}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("intro")}</p>
      </div>
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t("heading")}>
        {cards.map(({ id, ...card }) => (
          <StatCard key={id} testId={`stat-${id}`} {...card} />
        ))}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{t("quickActions")}</h2>
            <CardDescription>{t("quickActionsIntro")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2">
              {actions.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} className={actionClass}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{t("overview")}</h2>
            <CardDescription>{t("overviewIntro")}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4">
              {overview.map(({ label, value, icon: Icon, testId }) => (
                <div
                  key={label}
                  className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800"
                  data-testid={testId}
                >
                  <dt className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </dt>
                  <dd className="mt-1 text-2xl font-bold">{fmt(value)}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
      <TranslationCoverageCard coverage={stats.translations} />
    </div>
  );
}

function TranslationCoverageCard({ coverage }: { coverage: DashboardStats["translations"] }) {
  const { t } = useTranslation("adminDashboard");
  const fmt = useNumberFormat();
  const percentFormat = adminNumberFormat(usePageLocale(), { style: "percent" });
  const percent = (n: number) =>
    percentFormat.format(coverage.items ? Math.round((n / coverage.items) * 100) / 100 : 1);
  return (
    <Card data-testid="translation-coverage">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t("translations.heading")}</h2>
        <CardDescription>{t("translations.intro")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {LOCALES.map((locale) => (
            <div key={locale} className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
              <dt className="text-sm text-slate-700 dark:text-slate-300">
                {t(`translations.languages.${locale}`)}
              </dt>
              <dd className="mt-1">
                <span className="text-2xl font-bold">{percent(coverage.complete[locale])}</span>
                <span className="ml-2 text-sm text-slate-600 dark:text-slate-300">
                  {t("translations.of", {
                    done: fmt(coverage.complete[locale]),
                    total: fmt(coverage.items),
                  })}
                </span>
                <progress
                  className="mt-2 block h-2 w-full"
                  max={coverage.items || 1}
                  value={coverage.items ? coverage.complete[locale] : 1}
                  aria-label={t(`translations.languages.${locale}`)}
                />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
