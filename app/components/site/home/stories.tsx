import { IconFrame, IconText, type IconName } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import type { BlogPost } from "../../../../core/schemas.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Img } from "../../../lib/image.tsx";
import { Badge } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import { hasOwnImage } from "../../../../core/constants.ts";
import { readMinutes } from "../../../../core/content/read-time.ts";
import { formatDay, STORY_CATEGORY_TONE } from "../content-format.ts";
import { FallbackNote, type LanguageMarks, langOf } from "../content-language.tsx";
import { StoryCard } from "../story/story-card.tsx";
import { HomeSection } from "./home-section.tsx";

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

/** The art of a published story without cover. */
const NO_COVER_ART = { icon: "book-open", bg: "from-teal-600 to-sky-800" } as const;

export function SuccessStories({ posts }: { posts: StoryPost[] }) {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
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
    <HomeSection
      name="stories"
      more={{ path: "/blog", label: t("stories.viewAll"), variant: "outline" }}
    >
      {!first ? (
        <p className="text-center text-slate-600 dark:text-slate-300">{t("stories.empty")}</p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2" data-testid="home-stories">
          <StoryItem story={first} large />
          {rest.map((s) => (
            <StoryItem key={s.key} story={s} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function StoryItem({ story, large }: { story: Story; large?: boolean }) {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
  const art = story.art ?? NO_COVER_ART;
  return (
    <StoryCard
      as="li"
      layout={large ? "lead" : "side"}
      className={large ? "lg:row-span-2" : undefined}
      heading={3}
      title={story.title}
      titleLang={story.marks && langOf(story.marks, "title")}
      href={story.href}
      picture={
        hasOwnImage(story.image) ? (
          <Img src={story.image} alt="" width={large ? 1200 : 400} height={large ? 675 : 300} />
        ) : (
          // A sample story's art, or a story without cover: an icon on a gradient, one element.
          <IconFrame
            name={art.icon}
            className={cn(
              "h-full w-full bg-gradient-to-br text-white/90",
              art.bg,
              large ? "before:size-20" : "before:size-12",
            )}
          />
        )
      }
      pictureBadge={
        large ? (
          <Badge tone="default" className="badge-over">
            {t("stories.featured")}
          </Badge>
        ) : null
      }
      lead={
        <p className="card-meta">
          <Badge tone={STORY_CATEGORY_TONE[story.category] ?? "grey"}>
            {t(`stories.categories.${story.category}`, { defaultValue: story.category })}
          </Badge>
          {story.date ? <time dateTime={story.date}>{formatDay(story.date, locale)}</time> : null}
          {story.minutes ? (
            <IconText name="clock">{t("stories.minutes", { count: story.minutes })}</IconText>
          ) : null}
        </p>
      }
    >
      <p
        lang={story.marks && langOf(story.marks, "excerpt")}
        className={cn("card-text", large ? "text-base" : "line-clamp-3")}
      >
        {story.excerpt}
      </p>
      {story.marks ? <FallbackNote item={story.marks} /> : null}
      <p className="card-foot">{t("stories.by", { author: story.author })}</p>
    </StoryCard>
  );
}
