import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import type { BlogPost } from "../../../../core/schemas.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Img } from "../../../lib/image.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { formatDay, readMinutes, STORY_CATEGORY_TONE } from "../content-format.ts";
import { FallbackNote, type LanguageMarks, langOf } from "../content-language.tsx";

export type StoryPost = Pick<
  BlogPost,
  | "id"
  | "title"
  | "slug"
  | "excerpt"
  | "author"
  | "date"
  | "category"
  | "image"
  | "readTime"
  | "fallbacks"
  | "fallbackLocales"
>;

interface Story {
  key: string;
  /** The post's page (or the blog, for the sample stories shown while there are none). */
  href: string;
  title: string;
  excerpt: string;
  author: string;
  /** A post's category, or a sample story's (each has a label in home.json `stories.categories`). */
  category: StoryPost["category"] | (typeof SAMPLES)[number]["category"];
  date?: string;
  image?: string;
  minutes?: number | null;
  art?: { icon: IconName; bg: string };
  /** Which texts came from another language (fallback), for `lang` and the note. */
  marks?: LanguageMarks<"title" | "excerpt" | "content" | "author">;
}

const SAMPLES = [
  { key: "one", category: "success", art: { icon: "star", bg: "from-amber-500 to-orange-700" } },
  { key: "two", category: "project", art: { icon: "hammer", bg: "from-sky-600 to-indigo-800" } },
  {
    key: "three",
    category: "partnership",
    art: { icon: "handshake", bg: "from-violet-600 to-fuchsia-800" },
  },
] as const;

export function SuccessStories({ locale, posts }: { locale: Locale; posts: StoryPost[] }) {
  const { t } = useTranslation("home");
  const stories: Story[] =
    posts.length > 0
      ? posts.slice(0, 3).map((p) => ({
          key: String(p.id),
          href: permalinkPath("blogPosts", p.slug, locale),
          title: p.title,
          excerpt: p.excerpt,
          author: p.author,
          category: p.category,
          date: p.date,
          image: p.image,
          minutes: readMinutes(p.readTime),
          marks: { fallbacks: p.fallbacks, fallbackLocales: p.fallbackLocales },
        }))
      : SAMPLES.map((s) => ({
          key: s.key,
          href: localizedHref("/blog", locale),
          title: t(`stories.samples.${s.key}.title`),
          excerpt: t(`stories.samples.${s.key}.excerpt`),
          author: t(`stories.samples.${s.key}.author`),
          category: s.category,
          art: s.art,
        }));
  const [first, ...rest] = stories;

  return (
    <section aria-labelledby="home-stories" className="py-20">
      <Container>
        <SectionHeading
          id="home-stories"
          eyebrow={t("stories.eyebrow")}
          title={t("stories.title")}
          subtitle={t("stories.subtitle")}
        />
        {!first ? (
          <p className="text-center text-slate-600 dark:text-slate-300">{t("stories.empty")}</p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-2" data-testid="home-stories">
            <li className="lg:row-span-2">
              <StoryCard story={first} locale={locale} large />
            </li>
            {rest.map((s) => (
              <li key={s.key}>
                <StoryCard story={s} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <a href={localizedHref("/blog", locale)}>
              {t("stories.viewAll")}
              <Icon name="arrow-right" />
            </a>
          </Button>
        </div>
      </Container>
    </section>
  );
}

function StoryCard({ story, locale, large }: { story: Story; locale: Locale; large?: boolean }) {
  const { t } = useTranslation("home");
  return (
    <article
      className={cn(
        "group flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900",
        large ? "flex-col" : "flex-col sm:flex-row",
      )}
    >
      <div
        className={cn(
          "relative shrink-0 overflow-hidden bg-slate-200",
          large ? "aspect-[16/9]" : "aspect-[16/9] sm:aspect-auto sm:w-48",
        )}
      >
        {story.image ? (
          <Img
            src={story.image}
            alt=""
            width={large ? 1200 : 400}
            height={large ? 675 : 300}
            className="h-full w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
          />
        ) : (
          <div
            aria-hidden="true"
            className={cn(
              "flex h-full w-full items-center justify-center bg-gradient-to-br",
              story.art?.bg,
            )}
          >
            <Icon
              name={story.art?.icon ?? "book-open"}
              className={cn("text-white/90", large ? "size-20" : "size-12")}
            />
          </div>
        )}
        {large ? (
          <Badge tone="default" className="absolute top-3 left-3 shadow">
            {t("stories.featured")}
          </Badge>
        ) : null}
      </div>
      <div className={cn("flex flex-1 flex-col", large ? "p-6 sm:p-8" : "p-5")}>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
          <Badge tone={STORY_CATEGORY_TONE[story.category] ?? "grey"}>
            {t(`stories.categories.${story.category}`, { defaultValue: story.category })}
          </Badge>
          {story.date ? <time dateTime={story.date}>{formatDay(story.date, locale)}</time> : null}
          {story.minutes ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-3.5" />
              {t("stories.minutes", { count: story.minutes })}
            </span>
          ) : null}
        </div>
        <h3
          lang={story.marks && langOf(story.marks, "title")}
          className={cn("mt-3 font-bold text-balance", large ? "text-2xl" : "text-lg leading-snug")}
        >
          <a
            href={story.href}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          >
            {story.title}
          </a>
        </h3>
        <p
          lang={story.marks && langOf(story.marks, "excerpt")}
          className={cn(
            "mt-2 text-slate-700 dark:text-slate-300",
            large ? "" : "line-clamp-3 text-sm",
          )}
        >
          {story.excerpt}
        </p>
        {story.marks ? (
          <FallbackNote
            item={story.marks}
            className="mt-2 text-xs text-slate-600 italic dark:text-slate-300"
          />
        ) : null}
        <p className="mt-auto pt-4 text-sm font-medium text-slate-600 dark:text-slate-300">
          {t("stories.by", { author: story.author })}
        </p>
      </div>
    </article>
  );
}
