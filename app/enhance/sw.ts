/// <reference lib="webworker" />
/**
 * The service worker of the public pages (registered by app/enhance/site.ts, served as /sw.js).
 * Pages: network first, so a published change reaches the reader on the next online visit; on a
 * slow link the saved copy is shown after SLOW_MS while the network answer still refreshes it;
 * without a connection, the saved copy, else the offline page in the address's language. Build
 * assets (content-hashed, immutable): from the cache once fetched. Pictures: from the cache,
 * refreshed in the background. The admin and the API are left alone.
 */
const worker = self as unknown as ServiceWorkerGlobalScope;

const VERSION = "1";
const PAGES = `pages-${VERSION}`;
const FILES = `files-${VERSION}`;
/** How long a page may take before the saved copy is shown instead. */
const SLOW_MS = 3000;
/** Pages kept: the oldest go first. */
const MAX_PAGES = 60;
/**
 * The offline page in each language, in its words ("/fr/hors-ligne"): written in at build time
 * from core/site-paths.ts (vite.enhance.config.ts), since a classic worker imports no module.
 */
declare const __OFFLINE_PAGES__: Record<"en" | "fr" | "ru", string>;
const OFFLINE_PAGES = __OFFLINE_PAGES__;

/** Typed listeners: the project's DOM types and the worker's meet here, so each event is named. */
function on<E extends Event>(type: string, listener: (event: E) => void) {
  worker.addEventListener(type, listener as EventListener);
}

/**
 * Installed once: the first version activates at once, a later one when no page of the site is
 * open any more (no takeover of pages under way). The English offline page is kept at install, the
 * one of the reader's language when a page asks (`keepOfflinePage` message, app/enhance/site.ts)
 * and at each navigation.
 */
on<ExtendableEvent>("install", (event) => {
  event.waitUntil(keepOfflinePage(OFFLINE_PAGES.en));
});

on<ExtendableMessageEvent>("message", (event) => {
  const path = (event.data as { keepOfflinePage?: unknown } | null)?.keepOfflinePage;
  if (typeof path === "string") event.waitUntil(keepOfflinePage(offlinePageFor(path)));
});

on<ExtendableEvent>("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== PAGES && name !== FILES) await caches.delete(name);
      }
    })(),
  );
});

on<FetchEvent>("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin) return;
  // Not the admin or the API, and not a preview of an unpublished item.
  if (/^\/(admin|api)(\/|$)/.test(url.pathname) || url.searchParams.has("preview")) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request, url));
    event.waitUntil(keepOfflinePage(offlinePageFor(url.pathname)));
  } else if (url.pathname.startsWith("/assets/")) event.respondWith(immutable(request));
  else if (request.destination === "image") event.respondWith(picture(request, event));
});

async function page(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(PAGES);
  const fromNetwork = fetch(request).then((response) => {
    if (response.ok && response.type === "basic") void keep(cache, request, response.clone());
    return response;
  });
  const saved = new Promise<Response | undefined>((resolve) =>
    setTimeout(() => void cache.match(request).then(resolve), SLOW_MS),
  );
  try {
    return (await Promise.race([fromNetwork, saved])) ?? (await fromNetwork);
  } catch {
    return (
      (await cache.match(request)) ??
      (await cache.match(offlinePageFor(url.pathname))) ??
      (await cache.match(OFFLINE_PAGES.en)) ??
      Response.error()
    );
  }
}

/** Keeps a page, dropping the oldest beyond MAX_PAGES (the offline pages stay). */
async function keep(cache: Cache, request: Request, response: Response) {
  await cache.put(request, response);
  const kept = (await cache.keys()).filter(
    (r) => !(Object.values(OFFLINE_PAGES) as string[]).includes(new URL(r.url).pathname),
  );
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_PAGES))) await cache.delete(old);
}

/** A reader of another language gets that language's offline page too (fetched once, online). */
async function keepOfflinePage(path: string) {
  const cache = await caches.open(PAGES);
  if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
}

function offlinePageFor(pathname: string): string {
  const prefix = pathname.split("/")[1];
  return prefix === "fr" || prefix === "ru" ? OFFLINE_PAGES[prefix] : OFFLINE_PAGES.en;
}

async function immutable(request: Request): Promise<Response> {
  const cache = await caches.open(FILES);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

async function picture(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(FILES);
  const saved = await cache.match(request);
  const refresh = fetch(request).then((response) => {
    if (response.ok) void cache.put(request, response.clone());
    return response;
  });
  if (saved) {
    event.waitUntil(refresh.catch(() => undefined));
    return saved;
  }
  return refresh;
}
