/**
 * The library's own upload (decision 0028): file picker or drop, several files one after the other,
 * each with its progress bar and, when refused, the reason (refusal-text.ts). Files go to the
 * `blog-images` bucket (authors may upload there); no content item is created. The list reloads
 * after each upload so the new image appears with its alt fields.
 */
import { DropZone } from "../../ui/drop-zone.tsx";
import { ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useRefusalText } from "../shell/refusal-text.ts";
import { uploadImage } from "../shell/upload-client.ts";
import { ProgressBar } from "../content/ui.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Button } from "../../ui";

interface Queued {
  key: string;
  file: File;
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed";
  reason?: string;
}

export function MediaUploader() {
  const { t } = useTranslation("adminMedia");
  const refusal = useRefusalText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<Queued[]>([]);
  const running = useRef(false);
  const pending = useRef<Queued[]>([]);
  const revalidator = useRevalidator();

  const update = (key: string, patch: Partial<Queued>) =>
    setQueue((prev) => prev.map((q) => (q.key === key ? { ...q, ...patch } : q)));

  // One file after the other: the server re-encodes each and makes its variants (decision 0010).
  async function run() {
    if (running.current) return;
    running.current = true;
    while (pending.current.length > 0) {
      const next = pending.current.shift()!;
      update(next.key, { state: "uploading", progress: 0 });
      try {
        await uploadImage(next.file, "blog-images", (progress) => update(next.key, { progress }));
        update(next.key, { state: "done", progress: 100 });
        void revalidator.revalidate();
      } catch (error) {
        update(next.key, { state: "failed", reason: refusal.thrown(error) });
      }
    }
    running.current = false;
  }

  function add(list: FileList | null) {
    if (!list || list.length === 0) return;
    const stamp = Date.now();
    const added = Array.from(list).map((file, i) => ({
      key: `${stamp}-${i}-${file.name}`,
      file,
      progress: 0,
      state: "waiting" as const,
    }));
    pending.current.push(...added);
    setQueue((prev) => [...prev, ...added]);
    void run();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="sr-only">
        {t("upload.heading")}
      </h2>
      <DropZone
        data-testid="media-dropzone"
        onFiles={add}
        className="flex flex-col items-center gap-3 rounded-lg bg-white p-6 text-center text-sm text-slate-700"
      >
        <p>{t("upload.hint")}</p>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t("upload.button")}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = "";
          }}
        />
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t("upload.button")}
        </Button>
      </DropZone>
      {queue.length > 0 && (
        <ul className="space-y-2" aria-label={t("upload.queue")} data-testid="media-upload-queue">
          {queue.map((q) => (
            <li
              key={q.key}
              className="space-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm"
              data-testid="media-upload"
              data-state={q.state}
            >
              <div className="flex justify-between gap-3">
                <span className="break-all font-medium text-slate-900">{q.file.name}</span>
                <span className="shrink-0 text-slate-700">{t(`upload.state.${q.state}`)}</span>
              </div>
              <ProgressBar value={q.progress} label={t("upload.progress", { name: q.file.name })} />
              {q.reason && (
                <p role="alert" className="text-red-700">
                  {q.reason}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
