import { usePageLocale } from "~/i18n/page-locale.ts";
/**
 * The permalink page of a blog post or news article: breadcrumb, title, meta line, picture (or the
 * post's album), the text, share links and the newer/older stories. Server-rendered; nothing here
 * needs JavaScript except the album's carousel buttons.
 */
import { labelPrefix } from "../../../../core/typography.ts";
import { Icon } from "~/components/ui/icon.tsx";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import { hasOwnImage } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";
import { Container } from "../../ui/container.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { PhotoCarousel } from "../blog/photo-carousel.tsx";
import { FallbackNote, type LanguageMarks, langOf } from "../content-language.tsx";
import { RichText } from "../rich-text.tsx";
import { ShareLinks } from "./share-links.tsx";

type Marked = LanguageMarks<"title" | "excerpt" | "content" | "author">;

export interface ArticleViewProps {
  item: Marked & {
    title: string;
    excerpt: string;
    content: string;
    author: string;
    image: string;
    images?: string[];
  };
  /** The featured image's alt text (media library); "" leaves it decorative beside the title. */
  imageAlt?: string;
  /** "/blog" or "/news", and its name in the breadcrumb. */
  section: { href: string; label: string };
  category: { label: string; tone?: BadgeTone };
  date: { iso: string; label: string };
  readTime: string;
  /** The page's absolute URL, for the share links. */
  url: string;
  newer: { title: string; href: string } | null;
  older: { title: string; href: string } | null;
  children?: ReactNode;
}

export function ArticleView(p: ArticleViewProps) {
  const { t } = useTranslation("common");
  const locale = usePageLocale();
  const { item } = p;
  return (
    <article className="py-10 sm:py-14">
      <Container className="max-w-3xl">
        <Breadcrumb
          trail={[{ href: p.section.href, label: p.section.label }]}
          current={item.title}
        />
        <header className="mt-6">
          <Badge tone={p.category.tone ?? "secondary"}>{p.category.label}</Badge>
          <h1
            lang={langOf(item, "title")}
            className="mt-3 text-3xl leading-tight font-bold text-balance sm:text-4xl"
          >
            {item.title}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <li className="inline-flex items-center gap-1.5">
              <Icon name="user" className="size-4" />
              <span className="sr-only">{labelPrefix(t("story.author"), locale)}</span>
              {item.author}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="size-4" />
              <span className="sr-only">{t("story.published")} </span>
              <time dateTime={p.date.iso}>{p.date.label}</time>
            </li>
            {p.readTime ? (
              <li className="inline-flex items-center gap-1.5">
                <Icon name="clock" className="size-4" />
                {p.readTime}
              </li>
            ) : null}
          </ul>
        </header>
        {item.images && item.images.length > 0 ? (
          <div className="mt-6">
            <PhotoCarousel images={item.images} title={item.title} />
          </div>
        ) : hasOwnImage(item.image) ? (
          // A story without cover shows no picture, not a placeholder (decision 0028).
          <div className="mt-6">
            <ResponsiveImage
              src={item.image}
              alt={p.imageAlt ?? ""}
              width={1200}
              height={675}
              priority
              sizes="(min-width: 48rem) 48rem, 100vw"
              className="aspect-video w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
            />
          </div>
        ) : null}
        <FallbackNote
          item={item}
          className="mt-4 text-sm text-slate-600 italic dark:text-slate-300"
        />
        <p
          lang={langOf(item, "excerpt")}
          className="mt-6 text-lg font-medium text-slate-800 sm:text-xl dark:text-slate-100"
        >
          {item.excerpt}
        </p>
        <div data-testid="story-body" className="mt-5">
          <RichText
            html={item.content}
            lang={langOf(item, "content")}
            className="text-base text-slate-700 sm:text-lg dark:text-slate-200"
          />
        </div>
        {p.children}
        <ShareLinks url={p.url} title={item.title} />
        <NewerOlder newer={p.newer} older={p.older} />
      </Container>
    </article>
  );
}

/** Home › Section › this page, as links (the current page is not a link). */
export function Breadcrumb({
  trail,
  current,
}: {
  trail: { href: string; label: string }[];
  current: string;
}) {
  const { t } = useTranslation("common");
  const locale = usePageLocale();
  const link =
    "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
  return (
    <nav aria-label={t("story.breadcrumb")} className="text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <a href={localizedHref("/", locale)} className={link}>
            {t("story.home")}
          </a>
        </li>
        {trail.map((step) => (
          <li key={step.href} className="flex items-center gap-2">
            <Icon name="chevron-right" className="size-3.5" />
            <a href={localizedHref(step.href, locale)} className={link}>
              {step.label}
            </a>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-2">
          <Icon name="chevron-right" className="size-3.5" />
          <span aria-current="page" className="line-clamp-1 text-slate-800 dark:text-slate-100">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function NewerOlder({ newer, older }: Pick<ArticleViewProps, "newer" | "older">) {
  const { t } = useTranslation("common");
  if (!newer && !older) return null;
  const card =
    "flex h-full flex-col gap-1 rounded-xl border border-slate-200 p-4 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-800 dark:hover:bg-slate-900";
  return (
    <nav aria-label={t("story.moreStories")} className="mt-10">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          {newer ? (
            <a href={newer.href} rel="prev" className={card}>
              <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
                <Icon name="chevron-left" className="size-4" />
                {t("story.newer")}
              </span>
              <span className="font-semibold">{newer.title}</span>
            </a>
          ) : null}
        </li>
        <li>
          {older ? (
            <a href={older.href} rel="next" className={`${card} sm:text-right`}>
              <span className="inline-flex items-center gap-1 text-sm text-slate-600 sm:justify-end dark:text-slate-300">
                {t("story.older")}
                <Icon name="chevron-right" className="size-4" />
              </span>
              <span className="font-semibold">{older.title}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
