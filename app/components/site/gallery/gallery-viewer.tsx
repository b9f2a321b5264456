import { Icon } from "~/components/ui/icon.tsx";
import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white transition-colors hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-6";

/**
 * The full-screen photo viewer, a <dialog> the gallery's script fills and opens
 * (app/enhance/gallery.ts): previous/next wrap through the photos of the chosen tab, arrow keys,
 * Escape or the close button closes and focus goes back to the photo shown last. The position
 * text is a template with {current} and {total} in the page's language.
 */
export function GalleryViewer() {
  const { t } = useTranslation("gallery");
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="gallery-viewer"
      data-position={t("viewer.position", { current: "{current}", total: "{total}" })}
      className="m-0 h-full max-h-none w-full max-w-none border-0 bg-transparent p-0 text-inherit backdrop:bg-slate-950"
    >
      <div className="fixed inset-0 flex flex-col bg-slate-950 text-white">
        <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
          <p
            className="text-sm font-medium tabular-nums"
            aria-live="polite"
            data-testid="viewer-position"
          />
          <p className="sr-only">{t("viewer.hint")}</p>
          <button
            type="button"
            data-viewer="close"
            className={controlClasses}
            aria-label={t("viewer.close")}
          >
            <Icon name="x" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
          <div data-viewer="photo" className="contents" />
          <button
            type="button"
            data-viewer="previous"
            className={`${controlClasses} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
            aria-label={t("viewer.previous")}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            data-viewer="next"
            className={`${controlClasses} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
            aria-label={t("viewer.next")}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
        <div className="mx-auto w-full max-w-3xl px-4 py-4 text-center sm:py-6">
          <p
            data-viewer="category"
            className="mb-1 text-xs font-semibold tracking-wide text-slate-300 uppercase"
          />
          <h2 id={titleId} data-viewer="title" className="text-lg font-semibold sm:text-xl" />
          <p
            id={descriptionId}
            data-viewer="description"
            className="mt-1 text-sm text-slate-200 sm:text-base"
          />
          <p data-viewer="note" className="mt-1 text-xs text-slate-300 italic empty:hidden" />
        </div>
      </div>
    </dialog>
  );
}
