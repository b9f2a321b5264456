import { Icon } from "~/components/ui/icon.tsx";
import { labelPrefix } from "../../../../core/typography.ts";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import type { BlogPost } from "../../../../core/schemas.ts";
import { Img } from "../../../lib/image.tsx";
import { Badge } from "../../ui/badge.tsx";
import { ModalClose, ModalDialog } from "../../ui/modal-dialog.tsx";
import { formatPostDate, formatReadTime } from "./format.ts";
import { PhotoCarousel } from "./photo-carousel.tsx";
import { FallbackNote, langOf } from "../content-language.tsx";
import { RichText } from "../rich-text.tsx";

export interface PostDialogProps {
  post: BlogPost | null;
  locale: Locale;
  onClose: () => void;
  /** Focus back to the card that opened the post. */
  onCloseAutoFocus: () => void;
}

/** The full post: album carousel (when it has photos) or its image, meta line and rich text body. */
export function PostDialog({ post, locale, onClose, onCloseAutoFocus }: PostDialogProps) {
  const { t } = useTranslation("blog");
  const titleId = useId();
  const excerptId = useId();
  const article = useRef<HTMLElement>(null);
  // The album is the public pages' plain behaviour (app/enhance/carousel.ts), which ran before this
  // dialog had content: run it on the album shown. Goes with the blog's move to a document page.
  useEffect(() => {
    const album = article.current?.querySelector<HTMLElement>("[data-enhance=carousel]");
    if (album) void import("~/enhance/carousel.ts").then((carousel) => carousel.enhance(album));
  }, [post]);
  return (
    <ModalDialog
      open={post !== null}
      onClose={onClose}
      onClosed={onCloseAutoFocus}
      labelledBy={titleId}
      describedBy={excerptId}
      className="fixed top-1/2 left-1/2 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 text-slate-900 shadow-2xl sm:p-8 dark:bg-slate-900 dark:text-slate-100"
      data-testid="post-dialog"
    >
      {post ? (
        <article ref={article}>
          <div className="mb-5 pr-10">
            <Badge tone="secondary">{t(`categories.${post.category}`)}</Badge>
            <h2
              id={titleId}
              lang={langOf(post, "title")}
              className="mt-3 text-2xl leading-tight font-bold sm:text-3xl"
            >
              {post.title}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
              <li className="inline-flex items-center gap-1.5">
                <Icon name="user" className="size-4" />
                <span className="sr-only">{labelPrefix(t("post.author"), locale)}</span>
                {post.author}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Icon name="calendar" className="size-4" />
                <span className="sr-only">{t("post.published")} </span>
                <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Icon name="clock" className="size-4" />
                {formatReadTime(post.readTime, t)}
              </li>
            </ul>
          </div>
          {post.images.length > 0 ? (
            <PhotoCarousel images={post.images} title={post.title} />
          ) : (
            <Img
              src={post.image}
              alt={post.title}
              width={1200}
              height={800}
              loading="eager"
              className="aspect-[3/2] w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
            />
          )}
          <FallbackNote
            item={post}
            className="mt-4 text-sm text-slate-600 italic dark:text-slate-300"
          />
          <p className="mt-4">
            <a
              href={permalinkPath("blogPosts", post.slug, locale)}
              className="inline-flex items-center gap-1 font-medium text-emerald-800 underline underline-offset-4 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-emerald-300"
            >
              {t("post.openFull")}
              <Icon name="arrow-right" className="size-4" />
            </a>
          </p>
          <p
            id={excerptId}
            lang={langOf(post, "excerpt")}
            className="mt-6 text-lg font-medium text-slate-800 dark:text-slate-100"
          >
            {post.excerpt}
          </p>
          <RichText
            html={post.content}
            lang={langOf(post, "content")}
            className="mt-4 text-slate-700 dark:text-slate-200"
          />
        </article>
      ) : null}
      <ModalClose
        className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-slate-200 dark:hover:bg-slate-800 [&_svg]:size-5"
        aria-label={t("post.close")}
      >
        <Icon name="x" />
      </ModalClose>
    </ModalDialog>
  );
}
