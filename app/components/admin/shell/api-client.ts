/** The admin's one client of the JSON API (/api/v1): calls, and XHR image uploads with progress. */
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

/** What a call answered; a network failure is status 0. Never throws. */
export interface ApiResult<T> {
  status: number;
  ok: boolean;
  body: T | null;
  /** The server's message for a refused request (4xx), when it sent one. */
  message: string | null;
  /** The server's message per rejected field (`error.fields`). */
  fields: Record<string, string>;
}

interface ErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

/** Calls `/api/v1/<path>` with a JSON body and answers the outcome, whatever it is. */
export async function apiCall<T = unknown>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(`/api/v1/${path}`, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json =
      res.status === 204 ? null : ((await res.json().catch(() => null)) as (T & ErrorBody) | null);
    const refused = res.status >= 400 && res.status < 500;
    return {
      status: res.status,
      ok: res.ok,
      body: res.ok ? json : null,
      message: refused ? (json?.error?.message ?? null) : null,
      fields: (refused ? json?.error?.fields : undefined) ?? {},
    };
  } catch (err) {
    console.error(`${method} /api/v1/${path} failed`, err);
    return { status: 0, ok: false, body: null, message: null, fields: {} };
  }
}

/** `apiCall` for code that prefers exceptions: answers the body or throws an `ApiError`. */
export async function apiRequest<T = unknown>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await apiCall<T>(method, path, body);
  if (res.ok) return res.body as T;
  if (res.status === 0) throw new ApiError(common.networkError);
  throw new ApiError(res.message ?? `HTTP ${res.status}`, res.status, res.fields);
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
