/**
 * The rich text editor's box that inserts an image: uploaded here, picked from the media library or
 * given by address, with its alternative text.
 */
import type { Editor } from "@tiptap/react";
import { useState } from "react";
import type { Locale, UploadBucket } from "../../../../core/constants.ts";
import { isSafeUrl } from "../../../../core/urls.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { uploadImage } from "../shell/upload-client.ts";
import { type AltTexts, MediaAltFields } from "../media/media-alt.tsx";
import { notify } from "../shell/notify.ts";
import { Button } from "../../ui";
import { onEnter } from "./rich-text-panel-keys.ts";
import { inputClass, ProgressBar } from "./ui.tsx";

export function ImagePanel({
  id,
  editor,
  bucket,
  lang,
  onUpload,
  onClose,
}: {
  id: string;
  editor: Editor;
  bucket?: UploadBucket;
  lang?: Locale;
  onUpload: (pending: Promise<string | null>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminEditor");
  const refusal = useRefusalText();
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  // A library image's alts live on its item; the stored alt is the text language's (decision 0028).
  const [libraryAlts, setLibraryAlts] = useState<AltTexts | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const urlId = `${id}-image-url`;
  const altId = `${id}-image-alt`;
  const fileId = `${id}-image-file`;

  const upload = (file: File | undefined) => {
    if (!file || !bucket) return;
    setProgress(0);
    const pending = uploadImage(file, bucket, setProgress, alt)
      .then((image) => {
        setUrl(image.url);
        setSize({ width: image.width, height: image.height });
        setError("");
        return image.url;
      })
      .catch((err: unknown) => {
        notify.error(t("richText.uploadImage"), refusal.thrown(err));
        return null;
      })
      .finally(() => setProgress(null));
    onUpload(pending);
  };

  const insert = () => {
    const src = url.trim();
    if (!src || !isSafeUrl(src)) {
      setError(t("richText.badUrl"));
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({
        src,
        alt: (libraryAlts?.[lang ?? "en"] || libraryAlts?.en || alt).trim(),
        ...(size ?? {}),
      })
      .run();
    onClose();
  };

  return (
    <div className="mt-2 grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
      {bucket ? (
        <div className="sm:col-span-2">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-900">
            {t("richText.uploadImage")}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="mt-1 block text-sm focus-visible:outline-2 focus-visible:outline-sky-600"
            onChange={(e) => upload(e.target.files?.[0])}
          />
          {progress !== null ? (
            <div className="mt-2 space-y-1">
              <ProgressBar value={progress} label={t("image.progress")} />
              <p role="status" className="text-sm text-slate-700">
                {t("image.uploading", { percent: progress })}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={urlId} className="block text-sm font-medium text-slate-900">
          {t("richText.imageUrl")}
        </label>
        <input
          id={urlId}
          type="text"
          inputMode="url"
          className={`${inputClass} mt-1 h-10`}
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${urlId}-error` : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setSize(null);
            setError("");
          }}
          onKeyDown={onEnter(insert)}
        />
        {error ? (
          <p id={`${urlId}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <MediaAltFields url={url} idPrefix={id} onAlts={setLibraryAlts}>
          <label htmlFor={altId} className="block text-sm font-medium text-slate-900">
            {t("richText.imageAlt")}
          </label>
          <input
            id={altId}
            type="text"
            className={`${inputClass} mt-1 h-10`}
            value={alt}
            aria-describedby={`${altId}-hint`}
            onChange={(e) => setAlt(e.target.value)}
            onKeyDown={onEnter(insert)}
          />
          <p id={`${altId}-hint`} className="mt-1 text-xs text-slate-700">
            {t("richText.imageAltHint")}
          </p>
        </MediaAltFields>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button size="sm" onClick={insert} disabled={progress !== null}>
          {t("richText.insertImage")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t("richText.cancel")}
        </Button>
      </div>
    </div>
  );
}
