import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { GalleryItem } from "../../../../core/schemas.ts";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { tabClasses, tabsListClasses } from "../../ui/tabs.tsx";
import { GALLERY_TABS, TAB_LABEL_KEY } from "./categories.ts";
import { GalleryViewer } from "./gallery-viewer.tsx";
import { FallbackNote, langOf } from "../content-language.tsx";

export interface GalleryBrowserProps {
  items: readonly GalleryItem[];
  /** The image's alt text in the page's language (media library), by URL; else the item's title. */
  alts?: Readonly<Record<string, string>>;
}

/**
 * Category tabs, the photo grid and the full-screen viewer. The page holds every photo as a link
 * to the full image; the public pages' script (app/enhance/gallery.ts) shows the tabs, filters the
 * grid by the chosen tab's category and opens the viewer over the photos shown.
 */
export function GalleryBrowser({ items, alts = {} }: GalleryBrowserProps) {
  const { t } = useTranslation("gallery");
  const id = useId();
  return (
    <div data-enhance="gallery">
      <div
        role="tablist"
        aria-label={t("tabs.label")}
        hidden
        className={tabsListClasses("lg", "mb-5")}
      >
        {GALLERY_TABS.map(({ value, category }, i) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-selected={i === 0}
            aria-controls={`${id}-panel`}
            tabIndex={i === 0 ? 0 : -1}
            data-state={i === 0 ? "active" : "inactive"}
            data-category={category ?? ""}
            className={tabClasses("lg")}
          >
            {t(TAB_LABEL_KEY[value])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} className="mt-3 rounded-sm">
        <p
          data-gallery-empty=""
          hidden={items.length > 0}
          className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300"
        >
          {t("empty")}
        </p>
        {items.length > 0 ? (
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="gallery-grid"
          >
            {items.map((item) => (
              <li key={item.id} data-category={item.category}>
                {/* A link to the full image, which the viewer takes over once the script runs. */}
                <a
                  href={item.src}
                  className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-200 text-left shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:bg-slate-800"
                  data-category={item.category}
                  data-category-name={t(`categoryNames.${item.category}`)}
                >
                  <ResponsiveImage
                    essential
                    src={item.src}
                    alt={alts[item.src] || item.title}
                    sizes="(min-width: 1280px) 17rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:transition-none"
                  />
                  <span
                    className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-slate-950/95 via-slate-950/80 to-transparent p-4 pt-10 text-white transition-opacity duration-200 motion-reduce:transition-none sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100"
                    data-testid="gallery-caption"
                  >
                    <span
                      lang={langOf(item, "title")}
                      data-caption="title"
                      className="font-semibold"
                    >
                      {item.title}
                    </span>
                    <span
                      lang={langOf(item, "description")}
                      data-caption="description"
                      className="text-sm text-slate-100"
                    >
                      {item.description}
                    </span>
                    <FallbackNote item={item} className="text-xs text-slate-100 italic" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <GalleryViewer />
    </div>
  );
}
