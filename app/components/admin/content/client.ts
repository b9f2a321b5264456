/** Browser side of the content screens: JSON API calls, XHR image uploads, toasts that also log. */
import { toast } from "sonner";
import type { UploadBucket } from "../../../../core/constants.ts";
import { common } from "../text/content.ts";

export class ApiError extends Error {
  /** The HTTP status (0 when the server could not be reached). */
  constructor(
    message: string,
    readonly status = 0,
    /** The server's message per rejected field (`error.fields`: `title`, `title.fr`, `images.2`). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function readError(res: Response) {
  try {
    const body = (await res.json()) as {
      error?: { message?: string; fields?: Record<string, string> };
    };
    return new ApiError(
      body.error?.message ?? `HTTP ${res.status}`,
      res.status,
      body.error?.fields ?? {},
    );
  } catch {
    return new ApiError(`HTTP ${res.status}`, res.status);
  }
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown) {
  let res: Response;
  try {
    res = await fetch(`/api/v1/${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(common.networkError);
  }
  if (!res.ok) throw await readError(res);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface UploadedImage {
  /** The upload's id in the media library. */
  id?: number;
  url: string;
  width: number;
  height: number;
  fileSize: number;
  mimeType: string;
}

/** Uploads one file through the pipeline with progress (XHR: fetch has no upload progress). */
export function uploadImage(
  file: File,
  bucket: UploadBucket,
  onProgress: (percent: number) => void,
  /** Alternative text (English), asked for at upload. */
  alt = "",
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const altParam = alt.trim() ? `&alt=${encodeURIComponent(alt.trim())}` : "";
    xhr.open("POST", `/api/v1/uploads?bucket=${encodeURIComponent(bucket)}${altParam}`);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (xhr.status === 201 && body && typeof body === "object" && "url" in body) {
        onProgress(100);
        resolve(body as UploadedImage);
      } else {
        const message =
          (body as { error?: { message?: string } } | null)?.error?.message ?? `HTTP ${xhr.status}`;
        reject(new ApiError(message, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError(common.networkError));
    xhr.send(file);
  });
}

type ToastOptions = Parameters<typeof toast.success>[1];

/** SPEC §8: admin messages are toasts (errors destructive) and are logged to the console too. */
export const notify = {
  success(message: string, options?: ToastOptions) {
    console.info(message);
    toast.success(message, options);
  },
  warning(message: string, options?: ToastOptions) {
    console.warn(message);
    toast.warning(message, options);
  },
  /** Form checks: shown like errors, logged as warnings (the user can fix them). */
  invalid(message: string) {
    console.warn(message);
    toast.error(message);
  },
  error(message: string, detail?: string) {
    console.error(detail ? `${message}: ${detail}` : message);
    toast.error(message, detail && detail !== message ? { description: detail } : undefined);
  },
};
