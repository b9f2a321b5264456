/**
 * /admin/media: every upload with its thumbnail, name, size, dimensions, date and uses; alt text per
 * language; deletion of unused images (the server refuses one in use with 409 and names its uses).
 */
import { Search, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link, useSubmit } from "react-router";
import { LOCALES, type Locale } from "../../../../core/constants.ts";
import type { MediaItem, Page } from "../../../../core/schemas.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { notify } from "../shell/notify.ts";
import { Button, ConfirmDialog } from "../../ui";
import { inputClass } from "../content/ui.tsx";
import { labelPrefix } from "../../../../core/typography.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Pager } from "../shell/pager.tsx";
import { MediaUploader } from "./media-uploader.tsx";
import { thumbnailUrl } from "./thumbnail.ts";
import { formatDate, formatFileSize } from "../shell/admin-format.ts";

export interface MediaLoaderData extends Page<MediaItem> {
  q: string;
}

const SCREEN_OF = {
  blogPosts: "/admin/blog",
  newsArticles: "/admin/news",
  programs: "/admin/programs",
  galleryItems: "/admin/gallery",
  storeItems: "/admin/store",
} as const;

/** Saves an image's changed alt texts; the screen says how it went (toast). */
type SaveAlt = (id: number, alt: Partial<Record<Locale, string>>) => Promise<void>;

function AltForm({ item, saveAlt }: { item: MediaItem; saveAlt: SaveAlt }) {
  const { t } = useTranslation("adminMedia");
  const id = useId();
  const [values, setValues] = useState(item.alt);
  const [busy, setBusy] = useState(false);
  const changed = LOCALES.some((l) => values[l] !== item.alt[l]);
  async function save(e: React.FormEvent) {
    e.preventDefault();
    const alt = Object.fromEntries(
      LOCALES.filter((l) => values[l] !== item.alt[l]).map((l) => [l, values[l]]),
    );
    setBusy(true);
    // After a save the list reloads and this form is made anew with the saved texts.
    await saveAlt(item.id, alt);
    setBusy(false);
  }
  return (
    <form onSubmit={save} className="space-y-2">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          <span className="sr-only">{t("alt.legend", { name: item.fileName })}</span>
          <span aria-hidden="true">{t("alt.short")}</span>
        </legend>
        {LOCALES.map((locale: Locale) => (
          <div key={locale}>
            <label htmlFor={`${id}-${locale}`} className="block text-xs font-medium text-slate-700">
              {t(`alt.languages.${locale}`)}
            </label>
            <input
              id={`${id}-${locale}`}
              lang={locale}
              maxLength={500}
              className={`${inputClass} mt-0.5`}
              value={values[locale]}
              onChange={(e) => setValues({ ...values, [locale]: e.target.value })}
              aria-describedby={`${id}-hint`}
              data-testid={`alt-${locale}`}
            />
          </div>
        ))}
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {t("alt.hint")}
        </p>
      </fieldset>
      <Button type="submit" size="sm" variant="outline" disabled={busy || !changed}>
        {busy ? t("alt.saving") : t("alt.save")}
      </Button>
    </form>
  );
}

function MediaCard({
  item,
  onDelete,
  saveAlt,
}: {
  item: MediaItem;
  onDelete: () => void;
  saveAlt: SaveAlt;
}) {
  const { t } = useTranslation("adminMedia");
  const locale = usePageLocale();
  return (
    <li
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      data-testid="media-item"
      data-upload-id={item.id}
      tabIndex={-1}
    >
      <img
        src={thumbnailUrl(item)}
        alt={item.alt[locale as Locale] || item.alt.en}
        width={320}
        height={180}
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="break-all font-semibold text-slate-900">{item.fileName}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt>{t("library.size")}</dt>
          <dd>{formatFileSize(item.fileSize, locale)}</dd>
          <dt>{t("library.dimensions")}</dt>
          <dd>{item.width && item.height ? `${item.width} × ${item.height}` : "—"}</dd>
          <dt>{t("library.uploaded")}</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDate(item.createdAt, locale)}</time>
          </dd>
          <dt>{t("library.usedIn")}</dt>
          <dd>
            {item.uses.length === 0 ? (
              t("library.unused")
            ) : (
              <ul className="space-y-0.5" data-testid="media-uses">
                {item.uses.map((use) => (
                  <li key={`${use.entity}-${use.id}`}>
                    <Link
                      to={`${SCREEN_OF[use.entity]}?q=${encodeURIComponent(use.title)}`}
                      className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-sky-600"
                    >
                      {labelPrefix(t(`library.entity.${use.entity}`), locale)}
                      {use.titles[locale as Locale] || use.title || `#${use.id}`}
                    </Link>
                    {use.trashed ? ` (${t("library.trashed")})` : ""}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <AltForm key={JSON.stringify(item.alt)} item={item} saveAlt={saveAlt} />
        <div className="mt-auto pt-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={t("library.deleteImage", { name: item.fileName })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("library.delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}

export function MediaScreen({ data }: { data: MediaLoaderData }) {
  const { t } = useTranslation("adminMedia");
  const refusal = useRefusalText();
  const submit = useSubmit();
  const [q, setQ] = useState(data.q);
  const [confirming, setConfirming] = useState<MediaItem | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const removeImage = useAdminAction("/admin/media");
  const altAction = useAdminAction("/admin/media");
  // Here, not in the card's form: the reload after a save replaces that form before the answer.
  const saveAlt: SaveAlt = async (id, alt) => {
    const answer = await altAction({ intent: "alt", id, alt });
    if (answer.ok) notify.success(t("alt.saved"));
    else notify.error(t("alt.failed"), refusal.text(answer));
  };

  async function remove(item: MediaItem) {
    const index = data.items.findIndex((i) => i.id === item.id);
    const answer = await removeImage({ intent: "delete", id: item.id });
    if (!answer.ok) {
      notify.error(t("library.deleteFailed"), refusal.text(answer));
      return;
    }
    notify.success(t("library.deleted"));
    // Focus goes to the next image (or the previous one at the end of the page).
    const cards = listRef.current?.querySelectorAll<HTMLElement>("[data-testid=media-item]");
    const target = cards?.[Math.min(index, (cards?.length ?? 1) - 1)];
    (target ?? document.getElementById("media-heading"))?.focus();
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 id="media-heading" tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {t("library.heading")}
        </h1>
        <p className="mt-1 text-sm text-slate-700">{t("library.intro")}</p>
      </div>
      <MediaUploader />
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const next = new URLSearchParams();
          if (q.trim()) next.set("q", q.trim());
          void submit(next, { method: "get" });
        }}
      >
        <label htmlFor="media-q" className="sr-only">
          {t("library.searchLabel")}
        </label>
        <input
          id="media-q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t("library.searchPlaceholder")}
          className={`${inputClass} h-10 flex-1`}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          {t("library.searchButton")}
        </Button>
      </form>
      <section aria-label={t("library.listLabel")}>
        {data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-700">
            {data.q ? t("library.emptyFiltered") : t("library.empty")}
          </p>
        ) : (
          <ul ref={listRef} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                saveAlt={saveAlt}
                onDelete={() => setConfirming(item)}
              />
            ))}
          </ul>
        )}
      </section>
      {data.total > 0 && <Pager page={data.page} pageSize={data.pageSize} total={data.total} />}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t("library.deleteConfirmTitle")}
        description={t("library.deleteConfirmText", { name: confirming?.fileName ?? "" })}
        cancelLabel={t("library.cancel")}
        confirmLabel={t("library.delete")}
        onConfirm={() => {
          const item = confirming;
          setConfirming(null);
          if (item) void remove(item);
        }}
      />
    </div>
  );
}
