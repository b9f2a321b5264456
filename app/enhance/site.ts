/**
 * The script of every public page. The pages are documents (docs/decisions/0023): they work
 * without this script, which adds what plain HTML cannot do. The shell's behaviours run on every
 * page; a page's own behaviours load only where their element is (`data-enhance="name"`), each
 * from a small module of its own.
 */
import { enhanceHeaderMenus, enhanceMenuButton } from "./header-menus.ts";
import { enhanceImageFallbacks } from "./image-fallback.ts";
import { keepFormsOffline } from "./offline-forms.ts";
import { rememberLanguageChoice, restoreRememberedLanguage } from "./language-memory.ts";

type Behaviour = { enhance(element: HTMLElement): void };

/** Decoration, not function: not loaded for a visitor who asks to save data. */
const OPTIONAL = new Set(["counters", "slideshow"]);

/** Save-Data in the browser (the server also hears it), or the reduced-data preference. */
const savesData = () =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true ||
  window.matchMedia("(prefers-reduced-data: reduce)").matches;

/**
 * Work that can wait for the page and its pictures: a task of its own once they have loaded and
 * the browser is idle, not one more piece of the tasks that draw the page (Total Blocking Time).
 */
function afterLoad(run: () => void) {
  // Safari long had no requestIdleCallback.
  const idle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(run, { timeout: 1000 })
      : setTimeout(run, 1);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** The page behaviours, by the name a page gives them in `data-enhance`. */
const behaviours: Record<string, () => Promise<Behaviour>> = {
  carousel: () => import("./carousel.ts"),
  counters: () => import("./counters.ts"),
  "donation-amount": () => import("./donation-amount.ts"),
  gallery: () => import("./gallery.ts"),
  slideshow: () => import("./slideshow.ts"),
  "submission-form": () => import("./submission-form.ts"),
};

/**
 * Gives the browser the main thread back between two steps (a task of its own for each), so the
 * script never holds it long while the page is drawn and a tap is answered at once (Total
 * Blocking Time). `scheduler.yield` resumes ahead of other tasks where it exists.
 */
function nextTurn(): Promise<void> {
  const scheduler = (window as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === "function"
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Visited pages stay readable offline (app/enhance/sw.ts, built as /sw.js), once the page has loaded. */
function installServiceWorker() {
  afterLoad(() => {
    navigator.serviceWorker
      .register("/sw.js")
      .then((registration) => navigator.serviceWorker.ready.then(() => registration))
      .then((registration) =>
        // It keeps the offline page of this page's language, and this page, read before it came.
        registration.active?.postMessage({
          keepOfflinePage: window.location.pathname,
          keepPage: `${window.location.pathname}${window.location.search}`,
        }),
      )
      .catch(() => undefined);
  });
}

/**
 * The page's own behaviours, each from its module; the decorative ones not when saving data.
 * Settles once every one has run (or failed to load).
 */
function loadBehaviours(light: boolean) {
  const loading: Promise<unknown>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
    const name = element.dataset.enhance ?? "";
    if (light && OPTIONAL.has(name)) continue;
    const load = behaviours[name];
    if (load) loading.push(load().then((behaviour) => behaviour.enhance(element)));
  }
  return Promise.allSettled(loading);
}

async function start() {
  if (restoreRememberedLanguage()) return; // moving to the remembered language
  const shell = document.querySelector<HTMLElement>("[data-site-shell]");
  let behavioursRun: Promise<unknown> = Promise.resolve();
  const steps = [
    () => enhanceMenuButton(document),
    // Where React still runs the page (decision 0023), the groups stay native <details>: their
    // upgrade replaces elements React owns.
    () => shell?.dataset.hydrates === "false" && enhanceHeaderMenus(document),
    () => {
      rememberLanguageChoice(document);
      enhanceImageFallbacks(document);
      if (shell) keepFormsOffline(shell);
    },
    () => {
      // Asked in the browser, or heard by the server (the shell says `data-save-data`).
      const light = savesData() || shell?.dataset.saveData === "true";
      // Also when saving data: those readers gain most from pages kept on the device.
      if (import.meta.env.PROD && "serviceWorker" in navigator) installServiceWorker();
      behavioursRun = loadBehaviours(light);
    },
  ];
  for (const step of steps) {
    step();
    await nextTurn();
  }
  // Tests and styles can tell a page whose script has run: the shell's and the page's own
  // behaviours (a slideshow's timer, the gallery's viewer), each loaded from its module.
  await behavioursRun;
  shell?.setAttribute("data-enhanced", "true");
}

void start();
