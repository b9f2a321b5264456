import { HOME_NEWS_COUNT, HOME_PROJECT_COUNT, HOME_STORY_COUNT } from "../../../core/constants.ts";
import { requestContext } from "../../../core/request-context.ts";
import { CallToAction } from "~/components/site/home/cta.tsx";
import { HomeHero } from "~/components/site/home/hero.tsx";
import { ImpactNumbers } from "~/components/site/home/impact.tsx";
import { LatestNews } from "~/components/site/home/news.tsx";
import { HomePartners } from "~/components/site/home/partners.tsx";
import { RecentProjects } from "~/components/site/home/recent-projects.tsx";
import { HomeServices } from "~/components/site/home/services.tsx";
import { SuccessStories } from "~/components/site/home/stories.tsx";
import { Testimonials } from "~/components/site/home/testimonials.tsx";
import { requestLocale } from "~/i18n/request-locale.ts";
import { metaT, pageMeta, rootMeta, siteDescriptionFor, siteNameFor } from "~/lib/seo.ts";
import { organizationLd } from "~/lib/structured-data.ts";
import type { Route } from "./+types/home";

/** Public data only (actor null): newest programs, published posts and published news. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const locale = requestLocale(context).locale;
  const [programs, posts, news] = await Promise.all([
    services.programs.list(null, { page: 1, pageSize: HOME_PROJECT_COUNT }, locale),
    services.blogPosts.list(
      null,
      { page: 1, pageSize: HOME_STORY_COUNT, status: "published" },
      locale,
    ),
    services.newsArticles.list(
      null,
      { page: 1, pageSize: HOME_NEWS_COUNT, status: "published" },
      locale,
    ),
  ]);
  return {
    programs: programs.items.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      description: p.description,
      category: p.category,
      status: p.status,
      image: p.image,
      startDate: p.startDate,
      location: p.location,
      currentParticipants: p.currentParticipants,
      maxParticipants: p.maxParticipants,
      fallbacks: p.fallbacks,
      fallbackLocales: p.fallbackLocales,
    })),
    posts: posts.items.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      author: p.author,
      date: p.date,
      category: p.category,
      image: p.image,
      readTime: p.readTime,
      fallbacks: p.fallbacks,
      fallbackLocales: p.fallbackLocales,
    })),
    news: news.items.map((n) => ({
      id: n.id,
      title: n.title,
      slug: n.slug,
      excerpt: n.excerpt,
      content: "",
      author: n.author,
      publishDate: n.publishDate,
      category: n.category,
      image: n.image,
      readTime: n.readTime,
      featured: n.featured,
      fallbacks: n.fallbacks,
      fallbackLocales: n.fallbackLocales,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const t = metaT(root.locale, "home");
  return pageMeta({
    ...root,
    description: t("meta.description"),
    path: "/",
    jsonLd: [
      organizationLd({
        name: siteNameFor(root.settings, root.locale),
        description: siteDescriptionFor(root.settings, root.locale),
        origin: root.origin,
        logoUrl: root.settings.logoUrl,
        locale: root.locale,
        contact: root.settings.contact,
      }),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { programs, posts, news } = loaderData;
  return (
    <>
      <HomeHero />
      <HomeServices />
      <RecentProjects programs={programs} />
      <ImpactNumbers />
      <SuccessStories posts={posts} />
      <HomePartners />
      <LatestNews news={news} />
      <Testimonials />
      <CallToAction />
    </>
  );
}
