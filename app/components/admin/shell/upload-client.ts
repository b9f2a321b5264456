/**
 * Image uploads with a progress bar: the one thing the admin sends to the JSON API (/api/v1) itself,
 * by XHR, since fetch reports no upload progress. Everything else reads through route loaders and
 * writes through route actions.
 */
import type { UploadBucket } from "../../../../core/constants.ts";
import type { RefusalValues } from "../../../../core/errors.ts";

/** A refused upload: its status and the refusal's code, for the screen to word (refusal-text.ts). */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status (0 when the server could not be reached). */
    readonly status = 0,
    readonly reason?: string,
    readonly values?: RefusalValues,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { message?: string; details?: Record<string, unknown> };
}

/** The API's error answer (`{ error: { message, details: { reason, … } } }`) as an ApiError. */
function apiErrorOf(body: ErrorBody | null, status: number) {
  const { message, details = {} } = body?.error ?? {};
  const values: RefusalValues = {};
  for (const [key, value] of Object.entries(details))
    if (typeof value === "number" || (typeof value === "string" && key !== "reason"))
      values[key] = value;
  const reason = typeof details.reason === "string" ? details.reason : undefined;
  return new ApiError(message ?? `HTTP ${status}`, status, reason, values);
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
      // 201: a new library item; 200: the item that already has this image (its alts come along).
      if (
        (xhr.status === 201 || xhr.status === 200) &&
        body &&
        typeof body === "object" &&
        "url" in body
      ) {
        onProgress(100);
        resolve(body as UploadedImage);
      } else {
        reject(apiErrorOf(body as ErrorBody | null, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError("The server could not be reached"));
    xhr.send(file);
  });
}
