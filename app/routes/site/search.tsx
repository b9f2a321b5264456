import { buttonClasses } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { PageLinks } from "~/components/site/page-links.tsx";
import { SearchFilters } from "~/components/site/search/search-filters.tsx";
import { SearchPageForm } from "~/components/site/search/search-form.tsx";
import { SearchResultList } from "~/components/site/search/search-results.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { metaT, pageMeta, rootMeta } from "~/lib/seo.ts";
import { LANGUAGE_NAMES, type Locale } from "../../../core/constants.ts";
import { requestContext } from "../../../core/request-context.ts";
import {
  hasSearchableWord,
  readSearchParams,
  SEARCH_MIN_LETTERS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  searchQueryString,
  type SearchKind,
  type SearchParams,
} from "../../../core/search.ts";
import { data } from "react-router";
import type { Route } from "./+types/search";

/** The address of a search in a language. */
function searchHref(locale: Locale, params: Partial<SearchParams>): string {
  const query = searchQueryString({ ...params, cut: false });
  return `${localizedHref("/search", locale)}${query ? `?${query}` : ""}`;
}

/** The site search (issue 38): published items and fixed pages, in the page's language first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const params = readSearchParams(new URL(request.url).searchParams);
  const { locale } = requestLocale(context);
  if (!hasSearchableWord(params.q)) return { params, answer: null, limited: false };
  try {
    return { params, answer: await services.search.search({ ...params, locale }), limited: false };
  } catch (error) {
    // Duck-typed: the server's RateLimitError is not the copy bundled into the app build.
    const { status, retryAfterSeconds } = error as { status?: number; retryAfterSeconds?: number };
    if (status !== 429) throw error;
    return data(
      { params, answer: null, limited: true },
      {
        status: 429,
        headers: {
          "Retry-After": String(retryAfterSeconds ?? 60),
          "Cache-Control": "private, no-store",
        },
      },
    );
  }
}

/** A refused search says when to try again, and is kept by no cache. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const t = metaT(root.locale, "search");
  const q = loaderData?.params.q;
  return pageMeta({
    ...root,
    title: q ? t("meta.titleWithQuery", { query: q }) : t("meta.title"),
    description: t("meta.description"),
    path: location.pathname,
    // Result pages are not pages of their own for search engines.
    noindex: true,
  });
}

/** Where a reader who found nothing may look instead. */
const SECTIONS = [
  ["/blog", "blogPosts"],
  ["/news", "newsArticles"],
  ["/projects", "programs"],
  ["/store", "storeItems"],
] as const satisfies readonly [string, SearchKind][];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("search");
  const locale = usePageLocale();
  const { params, answer, limited } = loaderData;
  const number = new Intl.NumberFormat(locale);
  const href = (change: Partial<SearchParams>) =>
    searchHref(locale, { ...params, page: 1, ...change });
  const pages = answer ? Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE)) : 1;

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("subtitle")}</p>
      <div className="mt-6 max-w-2xl">
        <SearchPageForm
          label={t("label")}
          placeholder={t("placeholder")}
          submit={t("submit")}
          query={params.q}
        />
      </div>
      {params.cut ? (
        <p className="search-notice mt-4" role="status">
          {t("cut", { max: SEARCH_QUERY_MAX })}
        </p>
      ) : null}

      {limited ? (
        <p className="search-notice mt-8" role="alert">
          {t("limited")}
        </p>
      ) : !answer ? (
        <p className="mt-8 text-slate-700 dark:text-slate-300" data-testid="search-prompt">
          {params.q ? t("tooShort", { min: SEARCH_MIN_LETTERS }) : t("prompt")}
        </p>
      ) : answer.total === 0 ? (
        <div className="mt-8" data-testid="search-empty">
          <h2 className="text-xl font-semibold">{t("none", { query: params.q })}</h2>
          {answer.suggestion ? (
            <p className="mt-3 text-lg" data-testid="search-suggestion">
              {t("didYouMean")}{" "}
              <a href={searchHref(locale, { q: answer.suggestion })} className="text-link">
                {answer.suggestion}
              </a>
            </p>
          ) : null}
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("noneHint")}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {SECTIONS.map(([path, key]) => (
              <li key={path}>
                <a href={localizedHref(path, locale)} className={buttonClasses("outline")}>
                  {t(`kinds.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <section aria-labelledby="search-count" className="mt-8">
          <h2 id="search-count" className="text-xl font-semibold" data-testid="search-count">
            {t("found", { count: answer.total, n: number.format(answer.total), query: params.q })}
          </h2>
          {answer.approximate ? <p className="search-notice mt-3">{t("approximate")}</p> : null}
          <div className="mt-4">
            <SearchFilters answer={answer} params={params} href={href} />
          </div>
          <SearchResultList hits={answer.hits} heading={3} />
          <PageLinks
            page={params.page}
            pages={pages}
            href={(page) => href({ page })}
            className="mt-10"
          />
        </section>
      )}

      {answer && answer.others.length > 0 ? (
        <section
          aria-labelledby="search-others"
          className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800"
        >
          <h2 id="search-others" className="text-xl font-semibold">
            {t("others.title")}
          </h2>
          {answer.others.map((other) => (
            <div key={other.locale} className="mt-6" lang={other.locale}>
              <h3 className="text-lg font-semibold">{LANGUAGE_NAMES[other.locale]}</h3>
              <SearchResultList hits={other.hits} heading={3} lang={other.locale} />
              <p className="mt-3" lang={locale}>
                <a
                  href={searchHref(other.locale, { q: params.q })}
                  hrefLang={other.locale}
                  className="text-link"
                >
                  {t("others.all", { count: other.total, n: number.format(other.total) })}
                </a>
              </p>
            </div>
          ))}
        </section>
      ) : null}
    </Container>
  );
}
