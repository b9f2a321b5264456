/**
 * "Choose from library" for image fields: a dialog listing uploads (newest first) with a name search;
 * each image is a button (Tab/Shift+Tab, Enter/Space), so it works from the keyboard alone.
 */
import { Search } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import type { MediaItem, Page } from "../../../../core/schemas.ts";
import { useAdminRead } from "../shell/use-admin-read.ts";
import { Button, Dialog } from "../../ui";
import { inputClass } from "../content/ui.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { thumbnailUrl } from "./thumbnail.ts";

export function MediaPicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (url: string) => void;
}) {
  const { t } = useTranslation("adminMedia");
  const id = useId();
  const [q, setQ] = useState("");
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  // The media library's own loader, read on demand: the same list, search and paging.
  const read = useAdminRead<Page<MediaItem>>();
  const load = useCallback(
    (search: string, pageNumber: number) => {
      const params = new URLSearchParams({ page: String(pageNumber) });
      if (search) params.set("q", search);
      return read(`/admin/media?${params.toString()}`).then((result) => {
        if (!result?.items) return setState("failed");
        setItems((prev) => (pageNumber === 1 ? result.items : [...prev, ...result.items]));
        setTotal(result.total);
        setPage(pageNumber);
        setState("ready");
      });
    },
    [read],
  );

  useEffect(() => {
    if (open) void load(query, 1);
  }, [open, query, load]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("picker.title")}
      description={t("picker.description")}
    >
      <div className="space-y-4 p-4 sm:p-6">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            setState("loading");
            setQuery(q.trim());
          }}
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            {t("library.searchLabel")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t("library.searchPlaceholder")}
            className={`${inputClass} h-10 flex-1`}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t("library.searchButton")}</span>
          </Button>
        </form>
        <p role="status" className="text-sm text-slate-700">
          {state === "loading"
            ? t("picker.loading")
            : state === "failed"
              ? t("picker.loadFailed")
              : items.length === 0
                ? query
                  ? t("library.emptyFiltered")
                  : t("library.empty")
                : ""}
        </p>
        {items.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("library.listLabel")}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="group block w-full rounded-md border border-slate-200 p-1 text-left hover:border-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                  aria-label={t("picker.pick", { name: item.fileName })}
                  data-testid="media-pick"
                  onClick={() => {
                    onPick(item.url);
                    onOpenChange(false);
                  }}
                >
                  <img
                    src={thumbnailUrl(item)}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    className="aspect-4/3 w-full rounded bg-slate-100 object-cover"
                  />
                  <span className="mt-1 block truncate text-xs text-slate-800">
                    {item.fileName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {items.length < total && state !== "loading" && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setState("loading");
              void load(query, page + 1);
            }}
          >
            {t("picker.more")}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
