/// <reference lib="webworker" />
/**
 * The service worker of the public pages (registered by app/enhance/site.ts, served as /sw.js).
 * Pages: network first, so a published change reaches the reader on the next online visit; on a
 * slow link the saved copy is shown after SLOW_MS while the network answer still refreshes it;
 * without a connection, the saved copy, else the offline page in the address's language. Build
 * assets (content-hashed, immutable): from the cache once fetched. Pictures: from the cache,
 * refreshed in the background. The admin and the API are left alone.
 *
 * A page is kept as its final answer, never as a redirect: the bare address of a French or Russian
 * reader ("/", "/offline") answers with a redirect to their language, and a kept redirected answer
 * is refused by the browser for a navigation. The copy is kept under the address asked for and the
 * one it resolved to. The page the worker was installed from is kept too, so the first page a
 * reader opens reloads offline (`keepPage` message, app/enhance/site.ts), and so is the bare
 * address "/" as it resolves for this reader.
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
  const asked = event.data as { keepOfflinePage?: unknown; keepPage?: unknown } | null;
  const path = asked?.keepOfflinePage;
  if (typeof path === "string") event.waitUntil(keepOfflinePage(offlinePageFor(path)));
  const current = asked?.keepPage;
  if (typeof current === "string" && current.startsWith("/") && !current.startsWith("//")) {
    // The bare address too, the one people type: kept as the page of the reader's language.
    event.waitUntil(keepFirstPage(current).then(() => keepFirstPage("/")));
  }
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

/**
 * Kept pages are this reader's own: matched by address alone (their `Vary` names the reader's
 * cookie, language and Save-Data, which a fetch of the worker's may not send as a navigation does).
 */
const BY_ADDRESS = { ignoreVary: true } as const;

async function page(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(PAGES);
  // Redirects are followed here, so the page a bare address resolves to is kept under it too; the
  // browser is then sent on to that page's own address. A redirect to another site cannot be followed here (same-origin mode): the browser follows it.
  const answer = fetch(new Request(request, { redirect: "follow" })).catch(() => fetch(request));
  const fromNetwork = answer.then((response) => {
    if (response.ok && response.type === "basic") void keep(cache, request, response.clone());
    // A navigation takes no redirected answer: the browser is sent on to where it led.
    return response.redirected ? Response.redirect(response.url, 302) : response;
  });
  const saved = new Promise<Response | undefined>((resolve) =>
    setTimeout(() => void cache.match(request, BY_ADDRESS).then(resolve), SLOW_MS),
  );
  try {
    return (await Promise.race([fromNetwork, saved])) ?? (await fromNetwork);
  } catch {
    return (
      (await cache.match(request, BY_ADDRESS)) ??
      (await cache.match(offlinePageFor(url.pathname), BY_ADDRESS)) ??
      (await cache.match(OFFLINE_PAGES.en, BY_ADDRESS)) ??
      Response.error()
    );
  }
}

/**
 * A copy the browser accepts for a navigation: a redirected answer (`redirected`, as `fetch`
 * follows redirects) is copied into a plain one with the same body and headers.
 */
async function settled(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Keeps a page under the address asked for and, when it was redirected, the one it resolved to
 * ("/" for a French reader is "/fr"), dropping the oldest beyond MAX_PAGES (the offline pages stay).
 */
async function keep(cache: Cache, request: Request | string, answer: Response) {
  const final = answer.redirected ? answer.url : null;
  const response = await settled(answer);
  if (final) await cache.put(final, response.clone());
  await cache.put(request, response);
  const kept = (await cache.keys()).filter(
    (r) => !(Object.values(OFFLINE_PAGES) as string[]).includes(new URL(r.url).pathname),
  );
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_PAGES))) await cache.delete(old);
}

/** A reader of another language gets that language's offline page too (fetched once, online). */
async function keepOfflinePage(path: string) {
  const cache = await caches.open(PAGES);
  if (await cache.match(path, BY_ADDRESS)) return;
  const response = await fetch(path).catch(() => null);
  if (response?.ok) await cache.put(path, await settled(response));
}

/** The page the reader was on when the worker came: fetched once more and kept, if not yet. */
async function keepFirstPage(path: string) {
  const cache = await caches.open(PAGES);
  if (await cache.match(path, BY_ADDRESS)) return;
  const response = await fetch(path, { credentials: "same-origin" }).catch(() => null);
  if (response?.ok && response.type === "basic") await keep(cache, path, response);
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
