import { useTranslation } from "~/i18n/use-translation.ts";
import { HOME_NEWS_SIDE_COUNT } from "../../../../core/constants.ts";
import { NewsCard, type NewsItem } from "../news-card.tsx";
import { HomeSection } from "./home-section.tsx";

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

export function LatestNews({ news }: { news: NewsItem[] }) {
  const { t } = useTranslation("home");
  const { featured, side } = splitNews(news);
  return (
    <HomeSection name="news" more={{ path: "/news", label: t("news.viewAll"), variant: "outline" }}>
      {news.length === 0 ? (
        <p className="text-center text-slate-600 dark:text-slate-300">{t("news.empty")}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-5" data-testid="home-news">
          <div className="grid gap-8 lg:col-span-3">
            {featured.map((n) => (
              <NewsCard key={n.id} item={n} layout="lead" heading={3} />
            ))}
          </div>
          {side.length > 0 ? (
            // Each article names itself: the side column needs no list around them.
            <div className="grid content-start gap-4 lg:col-span-2">
              <h3 className="text-lg font-bold">{t("news.moreNews")}</h3>
              {side.map((n) => (
                <NewsCard key={n.id} item={n} layout="thumb" heading={4} />
              ))}
            </div>
          ) : null}
        </div>
      )}
    </HomeSection>
  );
}
