/** Edits a list of short texts (program requirements, objectives, album image URLs). */
import { Images, Plus, Upload, X } from "lucide-react";
import { useRef, useState } from "react";
import type { UploadBucket } from "../../../../core/constants.ts";
import { MediaPicker } from "../media/media-picker.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { notify } from "../shell/notify.ts";
import { UploadStatus, useUpload } from "./image-field.tsx";
import { Button } from "../../ui";
import { inputClass } from "./ui.tsx";

export function ListEditor({
  id,
  label,
  itemLabel,
  value,
  onChange,
  hint,
  upload,
}: {
  id: string;
  label: string;
  itemLabel: string;
  value: string[];
  onChange: (items: string[]) => void;
  hint?: string;
  /** When set, items can also be added by uploading an image. */
  upload?: { bucket: UploadBucket; onUpload: (p: Promise<string | null>) => void };
}) {
  const { t } = useTranslation("adminEditor");
  const media = useTranslation("adminMedia").t;
  const [draft, setDraft] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const uploader = useUpload(upload?.bucket ?? "blog-images");
  const [picking, setPicking] = useState(false);
  const add = () => {
    const v = draft.trim();
    if (!v) return;
    onChange([...value, v]);
    setDraft("");
  };
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-slate-900">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      )}
      {value.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t("list.empty")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {value.map((item, index) => (
            <li key={index} className="flex items-center gap-2">
              <input
                aria-label={`${itemLabel} ${index + 1}`}
                className={inputClass}
                value={item}
                onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value : v)))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("list.remove", { number: index + 1, item: itemLabel })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={id}
          aria-label={t("list.newItem", { item: itemLabel.toLowerCase() })}
          placeholder={t("list.placeholder")}
          className={`${inputClass} min-w-0 flex-1`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="sm" className="h-10" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t("list.add")}
        </Button>
        {upload && (
          <>
            <Button
              variant="outline"
              size="sm"
              className="h-10"
              onClick={() => fileRef.current?.click()}
            >
              <Upload aria-hidden="true" className="size-4" />
              {t("list.albumAddImage")}
            </Button>
            <Button variant="outline" size="sm" className="h-10" onClick={() => setPicking(true)}>
              <Images aria-hidden="true" className="size-4" />
              {media("picker.chooseFromLibrary")}
            </Button>
            <MediaPicker
              open={picking}
              onOpenChange={setPicking}
              onPick={(url) => onChange([...value, url])}
            />
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              tabIndex={-1}
              aria-label={t("list.albumAddImage")}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (!file) return;
                const pending = uploader.start(file).then((url) => {
                  if (url) onChange([...value, url]);
                  else notify.warning(t("page.imageUploadWarning"));
                  return url;
                });
                upload.onUpload(pending);
              }}
            />
          </>
        )}
      </div>
      {upload && <UploadStatus state={uploader.state} id={`${id}-upload-status`} />}
    </fieldset>
  );
}
