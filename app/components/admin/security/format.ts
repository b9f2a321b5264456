/** JSON calls of the security screens; a network failure becomes status 0. */
export interface ApiResult<T> {
  status: number;
  ok: boolean;
  body: T | null;
  /** The server's message for a refused request (4xx), when it sent one. */
  message: string | null;
  fields: Record<string, string>;
}

interface ErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

export async function api<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
    const refused = res.status >= 400 && res.status < 500;
    return {
      status: res.status,
      ok: res.ok,
      body: res.ok ? json : null,
      message: refused ? (json?.error?.message ?? null) : null,
      fields: (refused ? json?.error?.fields : undefined) ?? {},
    };
  } catch (err) {
    console.error(`${method} ${url} failed`, err);
    return { status: 0, ok: false, body: null, message: null, fields: {} };
  }
}

/** A date-time in the admin's own locale (browser settings). */
export function formatDateTime(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(d);
}

export function formatDate(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(d);
}
