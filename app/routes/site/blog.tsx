import { useTranslation } from "~/i18n/use-translation.ts";
import { useActionData, useLoaderData, useLocation } from "react-router";
import { BLOG_CATEGORIES } from "../../../core/constants.ts";
import { requestContext } from "../../../core/request-context.ts";
import { CategoryFilter, type BlogCategory } from "../../components/site/blog/category-filter.tsx";
import { Newsletter } from "../../components/site/blog/newsletter.tsx";
import { PostCard } from "../../components/site/blog/post-card.tsx";
import { PageHero } from "../../components/site/page-hero.tsx";
import { PageLinks } from "../../components/site/page-links.tsx";
import { Container } from "../../components/ui/container.tsx";
import { requestLocale } from "../../i18n/request-locale.ts";
import { metaT, pageMeta, rootMeta } from "../../lib/seo.ts";
import { submissionAction } from "../../lib/submission-action.ts";
import type { Route } from "./+types/blog";

const PAGE_SIZE = 24;

function parseCategory(value: string | null): BlogCategory | null {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as BlogCategory)
    : null;
}

/** Published posts (the service shows visitors nothing else), filtered by ?category= on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const locale = requestLocale(context).locale;
  const category = parseCategory(url.searchParams.get("category"));
  const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested >= 1 ? Math.min(requested, 10_000) : 1;
  // A failed read is the error page (503 while the database is away), never an empty list that
  // reads as "no stories" and that a cache would keep.
  const { items: posts, total } = await services.blogPosts.list(
    null,
    { category: category ?? undefined, pageSize: PAGE_SIZE, page },
    locale,
  );
  return { posts, total, page, category };
}

/** The newsletter box on this page posts here: a plain POST, sent without a reload by app/enhance. */
export async function action({ request, context }: Route.ActionArgs) {
  return submissionAction("newsletter", request, context);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const t = metaT(root.locale, "blog");
  return pageMeta({
    ...root,
    title: t("meta.title"),
    description: t("meta.description"),
    path: location.pathname,
  });
}

function pageHref(pathname: string, category: BlogCategory | null, page: number) {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export default function BlogPage() {
  const { posts, total, page, category } = useLoaderData<typeof loader>();
  const newsletter = useActionData<typeof action>();
  const { t } = useTranslation("blog");
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-medium text-white">
          {t("hero.badge")}
        </p>
      </PageHero>
      <section aria-labelledby="blog-posts-heading" className="py-12 sm:py-16">
        <Container>
          <h2 id="blog-posts-heading" className="sr-only">
            {category ? t(`categories.${category}`) : t("filter.all")}
          </h2>
          <CategoryFilter active={category} />
          {posts.length === 0 ? (
            <div
              className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
              data-testid="blog-empty"
            >
              <p className="text-lg font-semibold">{t("empty.title")}</p>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t("empty.hint")}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <PageLinks
            page={page}
            pages={pages}
            href={(p) => pageHref(pathname, category, p)}
            label={t("pagination.label")}
            className="mt-10 justify-center"
          />
        </Container>
      </section>
      <Newsletter result={newsletter} />
    </>
  );
}
