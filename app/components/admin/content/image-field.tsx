/**
 * Image field: file input + drag and drop, uploads at once through the pipeline with progress, with
 * its alt text (English; other languages in the media library); or an image chosen from the library.
 */
import { DropZone } from "../../ui/drop-zone.tsx";
import { ImageUp, Images, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { hasOwnImage, type UploadBucket } from "../../../../core/constants.ts";
import { MediaPicker } from "../media/media-picker.tsx";
import { labelPrefix } from "../../../../core/typography.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { uploadImage } from "../shell/upload-client.ts";
import { MediaAltFields } from "../media/media-alt.tsx";
import { Button } from "../../ui";
import { inputClass, ProgressBar } from "./ui.tsx";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; progress: number }
  | { status: "done" }
  | { status: "failed"; message: string };

/** Uploads a file, reporting progress; resolves to the URL, or null when the upload failed. */
export function useUpload(bucket: UploadBucket) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const [uploadedId, setUploadedId] = useState<number | null>(null);
  const refusal = useRefusalText();
  const start = (file: File, alt = ""): Promise<string | null> => {
    setState({ status: "uploading", progress: 0 });
    setUploadedId(null);
    return uploadImage(file, bucket, (progress) => setState({ status: "uploading", progress }), alt)
      .then((r) => {
        setState({ status: "done" });
        setUploadedId(r.id ?? null);
        return r.url;
      })
      .catch((err: unknown) => {
        setState({ status: "failed", message: refusal.thrown(err) });
        return null;
      });
  };
  return { state, start, uploadedId, reset: () => setState({ status: "idle" }) };
}

export function UploadStatus({
  state,
  id,
  failedNote,
}: {
  state: UploadState;
  id: string;
  failedNote?: string;
}) {
  const { t } = useTranslation("adminEditor");
  if (state.status === "idle") return null;
  const progress =
    state.status === "uploading" ? state.progress : state.status === "done" ? 100 : 0;
  return (
    <div className="mt-2 space-y-1" id={id}>
      {state.status !== "failed" && <ProgressBar value={progress} label={t("image.progress")} />}
      <p
        role="status"
        className={`text-sm ${state.status === "failed" ? "text-red-800" : "text-slate-700"}`}
      >
        {state.status === "uploading"
          ? t("image.uploading", { percent: state.progress })
          : state.status === "done"
            ? t("image.uploaded")
            : [t("image.failed", { message: state.message }), failedNote].filter(Boolean).join(" ")}
      </p>
    </div>
  );
}

export function ImageField({
  id,
  label,
  bucket,
  value,
  onChange,
  onUpload,
  hint,
}: {
  id: string;
  label: string;
  bucket: UploadBucket;
  value: string;
  onChange: (url: string) => void;
  /** The form awaits this before saving. */
  onUpload: (pending: Promise<string | null>) => void;
  hint?: string;
}) {
  const { t } = useTranslation("adminEditor");
  const media = useTranslation("adminMedia").t;
  const locale = usePageLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, start, reset } = useUpload(bucket);
  const [preview, setPreview] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [alt, setAlt] = useState("");

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    const pending = start(file, alt).then((url) => {
      if (!url) setPreview(null);
      onChange(url ?? "");
      return url;
    });
    onUpload(pending);
  };

  const shown = preview ?? (hasOwnImage(value) ? value : null);
  const statusId = `${id}-status`;
  return (
    // Laid out by its own width: the settings panel beside the texts is narrower than a phone.
    <div className="@container">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
        {label}
      </span>
      <DropZone
        onFiles={(files) => choose(files[0])}
        className="mt-1 flex flex-col items-center gap-3 p-4 text-center @sm:flex-row @sm:text-left"
      >
        {shown ? (
          <img
            src={shown}
            alt={preview ? t("image.preview") : t("image.current")}
            width={96}
            height={72}
            className="h-18 w-24 shrink-0 rounded object-cover"
          />
        ) : (
          <ImageUp aria-hidden="true" className="size-8 shrink-0 text-slate-600" />
        )}
        <div className="min-w-0 flex-1 text-sm text-slate-700">
          <p>{t("image.drop")}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2 @sm:justify-start">
            {/* Named with the field: a form can hold several image fields (featured, social). */}
            <Button
              variant="outline"
              size="sm"
              onClick={() => inputRef.current?.click()}
              aria-label={`${labelPrefix(shown ? t("image.replace") : t("image.choose"), locale)}${label}`}
            >
              {shown ? t("image.replace") : t("image.choose")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setPicking(true)}
              aria-label={`${labelPrefix(media("picker.chooseFromLibrary"), locale)}${label}`}
            >
              <Images aria-hidden="true" className="size-4" />
              {media("picker.chooseFromLibrary")}
            </Button>
            {shown && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setPreview(null);
                  reset();
                  onChange("");
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("image.remove")}
              </Button>
            )}
          </div>
          <p className="mt-1 text-xs text-slate-700">{hint ?? t("image.hint")}</p>
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-describedby={statusId}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </DropZone>
      <UploadStatus state={state} id={statusId} failedNote={t("image.placeholderNote")} />
      <div className="mt-2">
        {/* The image's alts live on its library item (decision 0028); before an upload, the
            English one goes with the file. */}
        <MediaAltFields url={value} idPrefix={id}>
          <label htmlFor={`${id}-alt`} className="block text-xs font-medium text-slate-800">
            {media("alt.uploadLabel")}
          </label>
          <input
            id={`${id}-alt`}
            className={`${inputClass} mt-0.5`}
            maxLength={500}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            aria-describedby={`${id}-alt-hint`}
          />
          <p id={`${id}-alt-hint`} className="mt-0.5 text-xs text-slate-700">
            {media("alt.uploadHint")}
          </p>
        </MediaAltFields>
      </div>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(url) => {
          setPreview(null);
          reset();
          onChange(url);
        }}
      />
    </div>
  );
}
