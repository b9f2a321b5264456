import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { data } from "react-router";

import { requestContext } from "../../../core/request-context.ts";
import { NewsCard } from "~/components/site/news-card.tsx";
import { PageHero } from "~/components/site/page-hero.tsx";
import { PageLinks } from "~/components/site/page-links.tsx";
import { Container } from "~/components/ui/container.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import { metaT, pageMeta, rootMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/news";
import { usePageLocale } from "~/i18n/page-locale.ts";

export const NEWS_PAGE_SIZE = 9;

/** Published news, newest first, paginated on the server (?page=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw === null ? 1 : Number.parseInt(raw, 10);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw data(null, { status: 404 });
  const locale = requestLocale(context).locale;
  const result = await services.newsArticles.list(
    null,
    { page, pageSize: NEWS_PAGE_SIZE, status: "published" },
    locale,
  );
  const pages = Math.max(1, Math.ceil(result.total / NEWS_PAGE_SIZE));
  if (page > pages) throw data(null, { status: 404 });
  return { items: result.items, total: result.total, page, pages };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const t = metaT(root.locale, "news");
  return pageMeta({
    ...root,
    title: t("meta.title"),
    description: t("meta.description"),
    path: location.pathname,
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const locale = usePageLocale();
  const { items, page, pages } = loaderData;
  const base = localizedHref("/news", locale);
  const pageHref = (p: number) => (p === 1 ? base : `${base}?page=${p}`);

  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <Container className="py-16">
        {items.length === 0 ? (
          <div className="mx-auto max-w-md rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <Icon name="newspaper" className="mx-auto size-10 text-slate-400" />
            <p className="mt-4 text-lg font-semibold">{t("empty")}</p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{t("emptyHint")}</p>
          </div>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
            {items.map((n) => (
              <li key={n.id}>
                <NewsCard item={n} layout="stack" heading={2} className="h-full" />
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={page} pages={pages} href={pageHref} className="mt-12 justify-center" />
      </Container>
    </>
  );
}
