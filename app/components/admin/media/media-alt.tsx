/**
 * The alt text of an image where it is used (the cover field, the editor's image box): the media
 * item is found by the image's URL (`GET /api/v1/uploads?url=…`, bucket and key) and its three alts
 * are shown and saved to it when a field is left (decision 0028: alt text lives only on the item).
 * An image that is not in the library (an external URL, another author's upload) shows `children`.
 */
import { type ReactNode, useEffect, useId, useState } from "react";
import { ALT_MAX, type MediaItem, type Page } from "../../../../core/schemas.ts";
import { LOCALES, type Locale } from "../../../../core/constants.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { useAdminRead } from "../shell/use-admin-read.ts";
import { notify } from "../shell/notify.ts";
import { inputClass } from "../content/ui.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { useRefusalText } from "../shell/refusal-text.ts";

export type AltTexts = Record<Locale, string>;

interface Found {
  url: string;
  id: number;
  alt: AltTexts;
}

/** The library item an image URL names, or null (not found, not yet looked up, no URL). */
function useMediaItem(url: string, onAlts?: (alts: AltTexts | null) => void) {
  const [item, setItem] = useState<Found | null>(null);
  // The media library's loader, asked for the one upload the address names.
  const read = useAdminRead<Page<MediaItem>>();
  useEffect(() => {
    const src = url.trim();
    if (!src || !src.includes("/")) return;
    let live = true;
    const timer = setTimeout(() => {
      void read(`/admin/media?url=${encodeURIComponent(src)}`).then((res) => {
        if (!live) return;
        const found = res?.items?.[0];
        setItem(found ? { url: src, id: found.id, alt: found.alt } : null);
        onAlts?.(found ? found.alt : null);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // onAlts is the caller's state setter: only a new URL is looked up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return item && item.url === url.trim() ? item : null;
}

export function MediaAltFields({
  url,
  idPrefix,
  onAlts,
  children,
}: {
  url: string;
  idPrefix?: string;
  /** The item's alts as they stand (null when the image is not in the library). */
  onAlts?: (alts: AltTexts | null) => void;
  children?: ReactNode;
}) {
  const ownId = useId();
  const item = useMediaItem(url, onAlts);
  if (!item) return <>{children}</>;
  return <AltFieldset key={item.id} item={item} id={idPrefix ?? ownId} onAlts={onAlts} />;
}

function AltFieldset({
  item,
  id,
  onAlts,
}: {
  item: Found;
  id: string;
  onAlts?: (alts: AltTexts | null) => void;
}) {
  const { t } = useTranslation("adminMedia");
  const refusal = useRefusalText();
  const [values, setValues] = useState<AltTexts>(item.alt);
  const [saved, setSaved] = useState<AltTexts>(item.alt);
  // The media library's action; the editor around these fields is not read again after it.
  const saveAlt = useAdminAction("/admin/media", { revalidate: false });

  async function save(locale: Locale) {
    const text = values[locale].trim();
    if (text === saved[locale].trim()) return;
    const res = await saveAlt({ intent: "alt", id: item.id, alt: { [locale]: text } });
    if (res.ok) setSaved({ ...saved, [locale]: text });
    else notify.error(t("alt.failed"), refusal.text(res));
  }

  return (
    <fieldset className="space-y-2" data-testid="media-alt">
      <legend className="text-sm font-medium text-slate-900">{t("alt.inUse")}</legend>
      {LOCALES.map((locale) => (
        <div key={locale}>
          <label
            htmlFor={`${id}-alt-${locale}`}
            className="block text-xs font-medium text-slate-800"
          >
            {t(`alt.languages.${locale}`)}
          </label>
          <input
            id={`${id}-alt-${locale}`}
            lang={locale}
            maxLength={ALT_MAX}
            className={`${inputClass} mt-0.5`}
            value={values[locale]}
            onChange={(e) => {
              const next = { ...values, [locale]: e.target.value };
              setValues(next);
              onAlts?.(next);
            }}
            onBlur={() => void save(locale)}
            // Enter saves this field; it never submits the surrounding form.
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                e.currentTarget.blur();
              }
            }}
            aria-describedby={`${id}-alt-hint`}
          />
        </div>
      ))}
      <p id={`${id}-alt-hint`} className="text-xs text-slate-700">
        {t("alt.inUseHint")}
      </p>
    </fieldset>
  );
}
