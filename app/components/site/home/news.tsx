import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import { HOME_NEWS_SIDE_COUNT, type Locale } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { NewsImage, NewsMeta, type NewsItem } from "../news-card.tsx";
import { FallbackNote, langOf } from "../content-language.tsx";

/** Up to 4 articles: featured ones large, up to 3 others in the side list. */
export function splitNews(items: NewsItem[]): { featured: NewsItem[]; side: NewsItem[] } {
  let featured = items.filter((n) => n.featured);
  let others = items.filter((n) => !n.featured);
  if (featured.length === 0 && others.length > 0) {
    featured = [others[0]];
    others = others.slice(1);
  }
  return { featured, side: others.slice(0, HOME_NEWS_SIDE_COUNT) };
}

export function LatestNews({ locale, news }: { locale: Locale; news: NewsItem[] }) {
  const { t } = useTranslation("home");
  const { featured, side } = splitNews(news);
  return (
    <section aria-labelledby="home-news" className="py-20">
      <Container>
        <SectionHeading
          id="home-news"
          eyebrow={t("news.eyebrow")}
          title={t("news.title")}
          subtitle={t("news.subtitle")}
        />
        {news.length === 0 ? (
          <p className="text-center text-slate-600 dark:text-slate-300">{t("news.empty")}</p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-5" data-testid="home-news">
            <div className="grid gap-8 lg:col-span-3">
              {featured.map((n) => (
                <article
                  key={n.id}
                  className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
                >
                  <div className="relative aspect-[16/9] bg-slate-200">
                    <NewsImage item={n} large />
                    {n.featured ? (
                      <Badge tone="default" className="absolute top-3 left-3 shadow">
                        {t("news.featured")}
                      </Badge>
                    ) : null}
                  </div>
                  <div className="p-6 sm:p-8">
                    <NewsMeta item={n} locale={locale} />
                    <h3 lang={langOf(n, "title")} className="mt-3 text-2xl font-bold text-balance">
                      <a
                        href={permalinkPath("newsArticles", n.slug, locale)}
                        className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                      >
                        {n.title}
                      </a>
                    </h3>
                    <p
                      lang={langOf(n, "excerpt")}
                      className="mt-3 text-slate-700 dark:text-slate-300"
                    >
                      {n.excerpt}
                    </p>
                    <FallbackNote
                      item={n}
                      className="mt-2 text-xs text-slate-600 italic dark:text-slate-300"
                    />
                  </div>
                </article>
              ))}
            </div>
            {side.length > 0 ? (
              <div className="lg:col-span-2">
                <h3 className="mb-4 text-lg font-bold">{t("news.moreNews")}</h3>
                <ul className="grid gap-4">
                  {side.map((n) => (
                    <li key={n.id}>
                      <article className="flex gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                        <div className="aspect-square w-24 shrink-0 overflow-hidden rounded-lg bg-slate-200 sm:w-28">
                          <NewsImage item={n} />
                        </div>
                        <div className="min-w-0">
                          <NewsMeta item={n} locale={locale} />
                          <h4 lang={langOf(n, "title")} className="mt-2 leading-snug font-semibold">
                            <a
                              href={permalinkPath("newsArticles", n.slug, locale)}
                              className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                            >
                              {n.title}
                            </a>
                          </h4>
                          <p
                            lang={langOf(n, "excerpt")}
                            className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300"
                          >
                            {n.excerpt}
                          </p>
                          <FallbackNote item={n} />
                        </div>
                      </article>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        )}
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <a href={localizedHref("/news", locale)}>
              {t("news.viewAll")}
              <Icon name="arrow-right" />
            </a>
          </Button>
        </div>
      </Container>
    </section>
  );
}
