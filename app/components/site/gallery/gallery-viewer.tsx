import { Icon } from "~/components/ui/icon.tsx";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { GalleryItem } from "../../../../core/schemas.ts";
import { ModalClose, ModalDialog } from "../../ui/modal-dialog.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { wrapIndex } from "./categories.ts";
import { FallbackNote, langOf } from "../content-language.tsx";

export interface GalleryViewerProps {
  items: readonly GalleryItem[];
  /** Alt texts by image URL (media library); the item's title when none. */
  alts?: Readonly<Record<string, string>>;
  /** The open position in `items`, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes when the viewer closes (the thumbnail of the item shown last). */
  onReturnFocus: (index: number) => void;
}

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white transition-colors hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-6";

/** Full-screen photo viewer: previous/next wrap through every item, arrow keys, Escape closes. */
export function GalleryViewer({
  items,
  alts = {},
  index,
  onIndexChange,
  onClose,
  onReturnFocus,
}: GalleryViewerProps) {
  const { t } = useTranslation("gallery");
  const open = index !== null && items.length > 0;
  const current = open ? wrapIndex(index, items.length) : 0;
  const item = items[current];
  // The index shown last: when the close animation ends `index` is already null.
  const lastShown = useRef(0);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    if (open) lastShown.current = current;
  }, [open, current]);

  const go = (step: number) => onIndexChange(wrapIndex(current + step, items.length));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={() => onReturnFocus(lastShown.current)}
      labelledBy={titleId}
      describedBy={descriptionId}
      backdropClassName="backdrop:bg-slate-950"
      className="fixed inset-0 flex flex-col bg-slate-950 text-white"
      onKeyDown={onKeyDown}
      data-testid="gallery-viewer"
    >
      {item ? (
        <>
          <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
            <p
              className="text-sm font-medium tabular-nums"
              aria-live="polite"
              data-testid="viewer-position"
            >
              {t("viewer.position", { current: current + 1, total: items.length })}
            </p>
            <p className="sr-only">{t("viewer.hint")}</p>
            <ModalClose className={controlClasses} aria-label={t("viewer.close")}>
              <Icon name="x" />
            </ModalClose>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
            <ResponsiveImage
              key={item.id}
              src={item.src}
              alt={alts[item.src] || item.title}
              sizes="100vw"
              priority
              className="max-h-full w-auto max-w-full rounded-lg object-contain"
            />
            <button
              type="button"
              className={`${controlClasses} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
              onClick={() => go(-1)}
              aria-label={t("viewer.previous")}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className={`${controlClasses} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
              onClick={() => go(1)}
              aria-label={t("viewer.next")}
            >
              <Icon name="chevron-right" />
            </button>
          </div>
          <div className="mx-auto w-full max-w-3xl px-4 py-4 text-center sm:py-6">
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-300 uppercase">
              {t(`categoryNames.${item.category}`)}
            </p>
            <h2
              id={titleId}
              lang={langOf(item, "title")}
              className="text-lg font-semibold sm:text-xl"
            >
              {item.title}
            </h2>
            <p
              id={descriptionId}
              lang={langOf(item, "description")}
              className="mt-1 text-sm text-slate-200 sm:text-base"
            >
              {item.description}
            </p>
            <FallbackNote item={item} className="mt-1 text-xs text-slate-300 italic" />
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
