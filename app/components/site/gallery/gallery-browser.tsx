import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { GalleryItem } from "../../../../core/schemas.ts";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { GALLERY_TABS, itemsForTab, TAB_LABEL_KEY, type GalleryTab } from "./categories.ts";
import { GalleryViewer } from "./gallery-viewer.tsx";
import { FallbackNote, langOf } from "../content-language.tsx";

export interface GalleryBrowserProps {
  items: readonly GalleryItem[];
  /** The image's alt text in the page's language (media library), by URL; else the item's title. */
  alts?: Readonly<Record<string, string>>;
}

/** Category tabs, the photo grid and the full-screen viewer over the items of the chosen tab. */
export function GalleryBrowser({ items, alts = {} }: GalleryBrowserProps) {
  const { t } = useTranslation("gallery");
  const [tab, setTab] = useState<GalleryTab>("all");
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef(new Map<number, HTMLAnchorElement>());
  const shown = itemsForTab(items, tab);

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        setTab(value as GalleryTab);
        setOpen(null);
      }}
    >
      <TabsList aria-label={t("tabs.label")} size="lg" className="mb-5">
        {GALLERY_TABS.map(({ value }) => (
          <TabsTrigger key={value} value={value} size="lg">
            {t(TAB_LABEL_KEY[value])}
          </TabsTrigger>
        ))}
      </TabsList>
      {GALLERY_TABS.map(({ value }) => (
        <TabsContent key={value} value={value} tabIndex={-1}>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {t("empty")}
            </p>
          ) : (
            <ul
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              data-testid="gallery-grid"
            >
              {shown.map((item, i) => (
                <li key={item.id}>
                  {/* A link to the full image, which the viewer takes over once scripts run. */}
                  <a
                    href={item.src}
                    ref={(el) => {
                      if (el) thumbs.current.set(i, el);
                      else thumbs.current.delete(i);
                    }}
                    onClick={(e) => {
                      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
                        return;
                      e.preventDefault();
                      setOpen(i);
                    }}
                    className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-200 text-left shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:bg-slate-800"
                    data-category={item.category}
                  >
                    <ResponsiveImage
                      src={item.src}
                      alt={alts[item.src] || item.title}
                      sizes="(min-width: 1280px) 17rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:transition-none"
                    />
                    <span
                      className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-slate-950/95 via-slate-950/80 to-transparent p-4 pt-10 text-white transition-opacity duration-200 motion-reduce:transition-none sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100"
                      data-testid="gallery-caption"
                    >
                      <span lang={langOf(item, "title")} className="font-semibold">
                        {item.title}
                      </span>
                      <span lang={langOf(item, "description")} className="text-sm text-slate-100">
                        {item.description}
                      </span>
                      <FallbackNote item={item} className="text-xs text-slate-100 italic" />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
      <GalleryViewer
        items={shown}
        alts={alts}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        onReturnFocus={(i) => thumbs.current.get(i)?.focus()}
      />
    </Tabs>
  );
}
