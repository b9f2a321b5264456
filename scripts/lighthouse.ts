/**
 * npm run lighthouse — Lighthouse (mobile, its default) with Debian's Chromium on every public route in
 * the three languages and on one post, news article and program page in each, against the production
 * build on a fresh demo database (loopback only).
 * Prints the four scores per page, Total Blocking Time, and the script the page loaded against its
 * budget (15 KB for a read-only page, 40 KB for a page with a form: core/public-pages.ts): the
 * Brotli-compressed bodies of every script (HTTP headers not counted), and their number.
 * LIGHTHOUSE_DETAILS=1 adds each page's metrics, the audits that cost points, its long tasks, where
 * its main thread's time went and its scripts. LIGHTHOUSE_ROUTES="/,/fr/blog,/donate" limits the pages.
 * Exits non-zero when a page goes over its script budget.
 */
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createTestDatabase } from "../server/testing/databases.ts";
import { startTestServer } from "../server/testing/test-server.ts";
import { LOCALES } from "../core/constants.ts";
import { ENTITIES } from "../core/content/index.ts";
import {
  PERMALINK_BASES,
  permalinkPath,
  type PermalinkEntity,
} from "../core/content/permalinks.ts";
import { publicPagesInEveryLocale, scriptBudgetFor } from "../core/public-pages.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The page of the newest demo post, news article and program, in each language. */
async function permalinkPages(origin: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entity of Object.keys(PERMALINK_BASES) as PermalinkEntity[]) {
    for (const locale of LOCALES) {
      const api = `/api/v1/${ENTITIES[entity].apiPath}`;
      const res = await fetch(`${origin}${api}?locale=${locale}&pageSize=1`);
      const { items } = (await res.json()) as { items: { slug: string }[] };
      if (items[0]) paths.push(permalinkPath(entity, items[0].slug, locale));
    }
  }
  return paths;
}

/** Every public page in the three languages and one page of each kind of story, or LIGHTHOUSE_ROUTES. */
async function pages(origin: string): Promise<string[]> {
  const only = process.env.LIGHTHOUSE_ROUTES;
  if (only)
    return only
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
  return [...publicPagesInEveryLocale(), ...(await permalinkPages(origin))];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The compressed size of each script a page loaded: its Brotli body, without HTTP headers. */
async function compressedSizes(urls: string[]): Promise<{ url: string; bytes: number }[]> {
  const sizes = [];
  for (const url of urls) sizes.push({ url, bytes: await bodyBytes(url) });
  return sizes;
}

/** With LIGHTHOUSE_DETAILS=1: the page's scripts, largest first, to know where the budget goes. */
function printScripts(sizes: { url: string; bytes: number }[]) {
  for (const { url, bytes } of [...sizes].sort((a, b) => b.bytes - a.bytes))
    process.stdout.write(
      `    script ${(bytes / 1024).toFixed(1).padStart(6)} KB ${new URL(url).pathname}\n`,
    );
}

/** The bytes of one answer as sent (node:http does not decompress, unlike fetch). */
function bodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/** With LIGHTHOUSE_DETAILS=1: the five measured metrics, with the score each earns. */
function printMetrics(lhr: {
  audits: Record<string, { score: number | null; displayValue?: string }>;
}) {
  const parts = METRICS.map((id) => {
    const audit = lhr.audits[id];
    return `${id.replace(/-/g, " ")} ${audit?.displayValue ?? "?"} (${audit?.score ?? "?"})`;
  });
  process.stdout.write(`    ${parts.join(", ")}\n`);
}

/**
 * With LIGHTHOUSE_DETAILS=1: the main thread's long tasks (Lighthouse's "long-tasks" audit, over
 * 50 ms on its simulated slow phone), which make up the Total Blocking Time: when, how long, and
 * the script they are charged to ("Unattributable": the browser's own style, layout and paint).
 */
function printLongTasks(lhr: { audits: Record<string, { details?: unknown }> }) {
  const items =
    (
      lhr.audits["long-tasks"]?.details as
        { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined
    )?.items ?? [];
  for (const { url, startTime = 0, duration = 0 } of items) {
    const where = url?.startsWith("http") ? new URL(url).pathname : (url ?? "?");
    process.stdout.write(
      `    long task at ${Math.round(startTime)} ms: ${Math.round(duration)} ms, ${where}\n`,
    );
  }
}

/**
 * With LIGHTHOUSE_DETAILS=1: where the main thread's time went (style and layout, script
 * evaluation, HTML parsing…), and each script's evaluation and compile time, on the slow phone.
 */
function printMainThread(lhr: { audits: Record<string, { details?: unknown }> }) {
  type Items = { items?: Record<string, unknown>[] } | undefined;
  const groups = (lhr.audits["mainthread-work-breakdown"]?.details as Items)?.items ?? [];
  const parts = groups.map((g) => `${String(g.groupLabel)} ${Math.round(Number(g.duration))}`);
  process.stdout.write(`    main thread ms: ${parts.join(", ")}\n`);
  for (const item of (lhr.audits["bootup-time"]?.details as Items)?.items ?? []) {
    const url = String(item.url);
    const where = url.startsWith("http") ? new URL(url).pathname : url;
    process.stdout.write(
      `    bootup ${where}: total ${Math.round(Number(item.total))}, script ${Math.round(Number(item.scripting))}, parse ${Math.round(Number(item.scriptParseCompile))}\n`,
    );
  }
}

/** With LIGHTHOUSE_DETAILS=1: the audits that cost points, with their weight, to know what to fix. */
function printShortfalls(lhr: {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
}) {
  for (const [name, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.weight === 0 && name !== "performance") continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      process.stdout.write(
        `    ${name}: ${audit.title}${value} score ${audit.score} weight ${ref.weight}\n`,
      );
    }
  }
}

/**
 * One Lighthouse run of a page. A run whose trace Chromium failed to record (Lighthouse's
 * NO_NAVSTART and the like, "Please run Lighthouse again") measured nothing: it is run again, up
 * to twice, and reported as it is if it fails a third time.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    process.stdout.write(`${new URL(url).pathname}: ${result.lhr.runtimeError.code}, run again\n`);
  }
}

async function main() {
  const database = await createTestDatabase("sqlite");
  const server = await startTestServer(database, { seed: true, ssr: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  let overBudget = 0;
  try {
    const col = (s: string, n: number) => s.padStart(n);
    process.stdout.write(
      `${"page".padEnd(18)}${col("perf", 6)}${col("a11y", 6)}${col("best", 6)}${col("seo", 6)}${col("TBT ms", 8)}${col("JS KB", 8)}${col("files", 6)}  budget\n`,
    );
    for (const page of await pages(server.url)) {
      const result = await audit(`${server.url}${page}`, chrome.port);
      const { categories, audits } = result.lhr;
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      const items = ((audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const scripts = items.filter((i) => i.resourceType === "Script");
      const sizes = await compressedSizes(scripts.map((i) => i.url));
      const js = sizes.reduce((sum, s) => sum + s.bytes, 0);
      const budget = scriptBudgetFor(page);
      const over = js > budget;
      const tbt = Math.round(audits["total-blocking-time"]?.numericValue ?? 0);
      if (result.lhr.runtimeError)
        process.stdout.write(`${page}: ${result.lhr.runtimeError.message}\n`);
      if (process.env.LIGHTHOUSE_DETAILS) {
        printMetrics(result.lhr);
        printShortfalls(result.lhr);
        printLongTasks(result.lhr);
        printMainThread(result.lhr);
        printScripts(sizes);
      }
      if (over) overBudget++;
      process.stdout.write(
        `${page.padEnd(18)}${col(score("performance"), 6)}${col(score("accessibility"), 6)}${col(score("best-practices"), 6)}${col(score("seo"), 6)}${col(String(tbt), 8)}${col((js / 1024).toFixed(1), 8)}${col(String(scripts.length), 6)}  ${over ? "OVER" : "ok"} ${budget / 1024} KB\n`,
      );
    }
  } finally {
    chrome.kill();
    await server.close();
    await database.cleanup();
  }
  if (overBudget) {
    process.stdout.write(`${overBudget} page(s) over the JavaScript budget.\n`);
    process.exitCode = 1;
  }
}

await main();
