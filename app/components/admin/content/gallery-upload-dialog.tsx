/** Gallery: several images at once (drag and drop or picker), previews, per-file progress. */
import { DropZone } from "../../ui/drop-zone.tsx";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { uploadImage } from "../shell/upload-client.ts";
import { notify } from "../shell/notify.ts";
import { formatMb } from "./configs.ts";
import { useEntityConfig } from "./entity-config.ts";
import type { CreateDialogProps } from "./content-screen.tsx";
import { Button, Dialog } from "../../ui";
import { inputClass, ProgressBar } from "./ui.tsx";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useContentAction } from "./use-content-action.ts";

/** A gallery item the server refused to create, already worded. */
class RefusedWrite extends Error {}

interface Selected {
  key: string;
  file: File;
  preview: string;
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed";
}

/** 'Title' for one image; 'Title 1', 'Title 2'… for several. */
export const suffixedTitle = (title: string, index: number, count: number) =>
  count > 1 ? `${title} ${index + 1}` : title;

export function GalleryUploadDialog({ open, onOpenChange }: CreateDialogProps) {
  const id = useId();
  const { t } = useTranslation("adminContent");
  const media = useTranslation("adminMedia").t;
  const refusal = useRefusalText();
  const config = useEntityConfig("gallery");
  const label = (name: string) => config.fields.find((f) => f.name === name)?.label ?? name;
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<Selected[]>([]);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [alt, setAlt] = useState("");
  const [category, setCategory] = useState<string>(config.categoryOptions[0]?.value ?? "");
  const [busy, setBusy] = useState(false);
  // The file goes up with progress through the JSON API; the item is created by the route's action.
  const createAction = useContentAction({ key: "gallery" });
  const revalidator = useRevalidator();
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);

  useEffect(() => () => filesRef.current.forEach((f) => URL.revokeObjectURL(f.preview)), []);

  const add = (list: FileList | null) => {
    if (!list) return;
    const images = Array.from(list).filter((f) => f.type.startsWith("image/") || f.type === "");
    setFiles((prev) => [
      ...prev,
      ...images.map((file, i) => ({
        key: `${Date.now()}-${prev.length + i}-${file.name}`,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        state: "waiting" as const,
      })),
    ]);
  };
  const update = (key: string, patch: Partial<Selected>) =>
    setFiles((prev) => prev.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (files.length === 0) return notify.invalid(t("gallery.selectImages"));
    if (!title.trim() || !description.trim())
      return notify.invalid(t("gallery.titleAndDescription"));
    setBusy(true);
    const uploadDate = new Date().toISOString().slice(0, 10);
    let ok = 0;
    let lastError = "";
    const todo = files.filter((f) => f.state !== "done");
    for (const [index, f] of files.entries()) {
      if (!todo.includes(f)) continue;
      update(f.key, { state: "uploading", progress: 0 });
      try {
        const uploaded = await uploadImage(
          f.file,
          "gallery-images",
          (progress) => update(f.key, { progress }),
          alt,
        );
        const res = await createAction({
          intent: "create",
          // One item per image; the screen reloads once, after the last (see the route).
          reload: false,
          input: {
            src: uploaded.url,
            title: suffixedTitle(title.trim(), index, files.length),
            description: description.trim(),
            category,
            uploadDate,
            fileSize: formatMb(uploaded.fileSize),
          },
        });
        if (!res.ok) throw new RefusedWrite(refusal.text(res));
        update(f.key, { state: "done", progress: 100 });
        ok++;
      } catch (err) {
        lastError = err instanceof RefusedWrite ? err.message : refusal.thrown(err);
        update(f.key, { state: "failed" });
      }
    }
    setBusy(false);
    if (ok > 0) void revalidator.revalidate();
    if (ok > 0) notify.success(t("gallery.uploadedMany", { count: ok }));
    if (lastError) notify.error(t("gallery.uploadFailed"), lastError);
    else onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={t("gallery.uploadTitle")}
      description={t("gallery.uploadDescription")}
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-4 sm:p-6">
        <DropZone
          onFiles={add}
          className="flex flex-col items-center gap-2 p-6 text-center text-sm text-slate-700"
        >
          <ImagePlus aria-hidden="true" className="size-8 text-slate-600" />
          <p>{t("gallery.dropHere")}</p>
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
            {t("gallery.chooseFiles")}
          </Button>
          <p className="text-xs">{t("gallery.fileHint")}</p>
          <input
            ref={inputRef}
            id={`${id}-files`}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            tabIndex={-1}
            aria-label={t("gallery.chooseFiles")}
            onChange={(e) => {
              add(e.target.files);
              e.target.value = "";
            }}
          />
        </DropZone>

        {files.length > 0 && (
          <div>
            <p className="text-sm font-medium text-slate-900" role="status">
              {t("gallery.selected", { count: files.length })}
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {files.map((f, index) => (
                <li key={f.key} className="rounded-md border border-slate-200 p-2">
                  <div className="relative">
                    <img
                      src={f.preview}
                      alt={f.file.name}
                      width={160}
                      height={120}
                      className="aspect-4/3 w-full rounded object-cover"
                    />
                    {!busy && f.state !== "done" && (
                      <button
                        type="button"
                        aria-label={t("gallery.removeFile", { name: f.file.name })}
                        className="absolute right-1 top-1 rounded-full bg-white p-1 text-slate-900 shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-900"
                        onClick={() => {
                          URL.revokeObjectURL(f.preview);
                          setFiles((prev) => prev.filter((x) => x.key !== f.key));
                        }}
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    )}
                  </div>
                  <p className="mt-1 truncate text-xs text-slate-800" title={f.file.name}>
                    {title.trim() ? suffixedTitle(title.trim(), index, files.length) : f.file.name}
                  </p>
                  <div className="mt-1">
                    <ProgressBar
                      value={f.state === "done" ? 100 : f.progress}
                      label={t("gallery.progress", { name: f.file.name })}
                    />
                  </div>
                  {f.state === "failed" && (
                    <p className="mt-1 text-xs text-red-800">
                      {t("gallery.fileFailed", { name: f.file.name })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <div className="flex gap-1 text-sm font-medium text-slate-900">
              <label htmlFor={`${id}-title`}>{label("title")}</label>
              <span aria-hidden="true">*</span>
            </div>
            <input
              id={`${id}-title`}
              aria-required="true"
              aria-describedby={`${id}-suffix`}
              className={`${inputClass} mt-1 h-10`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <p id={`${id}-suffix`} className="mt-1 text-xs text-slate-700">
              {t("gallery.suffixHint")}
            </p>
          </div>
          <div className="sm:col-span-2">
            <div className="flex gap-1 text-sm font-medium text-slate-900">
              <label htmlFor={`${id}-desc`}>{label("description")}</label>
              <span aria-hidden="true">*</span>
            </div>
            <textarea
              id={`${id}-desc`}
              aria-required="true"
              rows={3}
              className={`${inputClass} mt-1`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-900">
              {media("alt.uploadLabel")}
            </label>
            <input
              id={`${id}-alt`}
              maxLength={500}
              aria-describedby={`${id}-alt-hint`}
              className={`${inputClass} mt-1 h-10`}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
            />
            <p id={`${id}-alt-hint`} className="mt-1 text-xs text-slate-700">
              {media("alt.uploadHint")}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-cat`} className="block text-sm font-medium text-slate-900">
              {label("category")}
            </label>
            <select
              id={`${id}-cat`}
              className={`${inputClass} mt-1 h-10`}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              {config.categoryOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="sticky bottom-0 -mx-4 -mb-4 mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t("gallery.uploading") : t("gallery.uploadSubmit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
