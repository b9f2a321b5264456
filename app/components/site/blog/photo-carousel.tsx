import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { Img } from "../../../lib/image.tsx";

export interface PhotoCarouselProps {
  images: readonly string[];
  /** Used in each photo's alt text. */
  title: string;
}

const control =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-slate-950/70 text-white transition-colors hover:bg-slate-950/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 [&_svg]:size-5";

/**
 * An album: one photo at a time, previous/next (wrapping), arrow keys, "n / total". The page
 * shows the first photo and carries the others' addresses; the public pages' script turns them
 * and shows the buttons (app/enhance/carousel.ts). The texts come as templates with {current}
 * and {total} in the page's language.
 */
export function PhotoCarousel({ images, title }: PhotoCarouselProps) {
  const { t } = useTranslation("blog");
  const total = images.length;
  const slot = { current: "{current}", total: "{total}" };
  return (
    <div
      role="group"
      aria-roledescription={t("carousel.label")}
      aria-label={t("carousel.label")}
      data-enhance="carousel"
      data-images={JSON.stringify(images)}
      data-alt={t("post.albumAlt", { title, ...slot })}
      data-position={t("carousel.position", slot)}
      data-testid="post-carousel"
      data-count={total}
    >
      <p className="sr-only">{t("carousel.hint")}</p>
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        <Img
          essential
          src={images[0]}
          alt={t("post.albumAlt", { title, current: 1, total })}
          width={1200}
          height={800}
          loading="eager"
          className="h-full w-full object-cover"
        />
        <button
          type="button"
          hidden
          data-step="-1"
          className={`${control} left-3`}
          aria-label={t("carousel.previous")}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          hidden
          data-step="1"
          className={`${control} right-3`}
          aria-label={t("carousel.next")}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <p
        className="mt-2 text-center text-sm font-medium text-slate-700 tabular-nums dark:text-slate-200"
        aria-live="polite"
        data-testid="carousel-position"
      >
        {t("carousel.position", { current: 1, total })}
      </p>
    </div>
  );
}
