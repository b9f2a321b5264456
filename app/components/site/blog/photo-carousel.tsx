import { Icon } from "~/components/ui/icon.tsx";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import { Img } from "../../../lib/image.tsx";

export interface PhotoCarouselProps {
  images: readonly string[];
  /** Used in each photo's alt text. */
  title: string;
}

const control =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-slate-950/70 text-white transition-colors hover:bg-slate-950/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 [&_svg]:size-5";

/** An album: one photo at a time, previous/next (wrapping), arrow keys, "n / total". */
export function PhotoCarousel({ images, title }: PhotoCarouselProps) {
  const { t } = useTranslation("blog");
  const [index, setIndex] = useState(0);
  const total = images.length;
  const go = (step: number) => setIndex((i) => (((i + step) % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    }
  };
  const src = images[index];

  return (
    <div
      role="group"
      aria-roledescription={t("carousel.label")}
      aria-label={t("carousel.label")}
      onKeyDown={onKeyDown}
      data-testid="post-carousel"
      data-count={total}
    >
      <p className="sr-only">{t("carousel.hint")}</p>
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        <Img
          key={src}
          src={src}
          alt={t("post.albumAlt", { title, current: index + 1, total })}
          width={1200}
          height={800}
          loading="eager"
          className="h-full w-full object-cover"
        />
        <button
          type="button"
          className={`${control} left-3`}
          onClick={() => go(-1)}
          aria-label={t("carousel.previous")}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className={`${control} right-3`}
          onClick={() => go(1)}
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
        {t("carousel.position", { current: index + 1, total })}
      </p>
    </div>
  );
}
