/**
 * npm run bench — list endpoints with 100,000 blog posts in three languages, on SQLite and (when
 * reachable) PostgreSQL. Bounded: a fixed number of sequential requests per case, all on 127.0.0.1.
 * The budgeted cases (first page, status filter, French text search) must stay at p95 ≤ 50 ms; the
 * plan of the French search is printed, to show it uses the search index rather than a scan.
 */
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import type { Db } from "../server/db/index.ts";
import {
  createTestDatabase,
  postgresAvailable,
  type TestDatabase,
} from "../server/testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../server/testing/test-server.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CATEGORIES = ["Education", "Sports", "Culture", "Youth", "Healthcare", "Volunteers"];
const CATEGORIES_FR = ["éducation", "sport", "culture", "jeunesse", "santé", "bénévoles"];
const CATEGORIES_RU = ["образование", "спорт", "культура", "молодёжь", "здоровье", "волонтёры"];
const STATUSES = ["draft", "pending", "published"];
/** p95 budget of the budgeted cases, in milliseconds. */
const BUDGET_MS = 50;

async function fill(db: Db) {
  const start = Date.now() - ROWS * 1000;
  const batch = 500;
  for (let i = 0; i < ROWS; i += batch) {
    const rows = Array.from({ length: Math.min(batch, ROWS - i) }, (_, j) => {
      const n = i + j;
      const at = new Date(start + n * 1000).toISOString();
      return {
        title: `Post number ${n} about ${CATEGORIES[n % 6].toLowerCase()}`,
        titleFr: `Article numéro ${n} sur ${CATEGORIES_FR[n % 6]}`,
        titleRu: `Запись номер ${n} про ${CATEGORIES_RU[n % 6]}`,
        excerpt: `Excerpt ${n}`,
        excerptFr: `Résumé ${n}`,
        excerptRu: `Кратко ${n}`,
        content: `Content of post ${n}`,
        contentFr: `Contenu de l’article ${n}`,
        contentRu: `Текст записи ${n}`,
        author: `Author ${n % 50}`,
        date: at.slice(0, 10),
        category: CATEGORIES[n % 6],
        image: "/placeholder.svg",
        images: "[]",
        readTime: "5 min read",
        status: STATUSES[n % 3],
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      };
    });
    await db.insertInto("blogPosts").values(rows).execute();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(client: ApiClient, path: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await client.get(path);
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const failures: string[] = [];

/** The plan of the French search: an index (FTS5 / trigram GIN), not a scan of the posts. */
async function printSearchPlan(db: Db, kind: "sqlite" | "postgres") {
  const pattern = "%numéro 9999%";
  const rows =
    kind === "sqlite"
      ? (
          await sql<{ detail: string }>`explain query plan select id from blog_posts
            where id in (select rowid from blog_posts_search
              where blog_posts_search match ${'{fr en} : "numéro 9999"'})`.execute(db)
        ).rows.map((r) => r.detail)
      : (
          await sql<{ "QUERY PLAN": string }>`explain select id from blog_posts
            where lower(title_fr || ' ' || excerpt_fr) like ${pattern}
               or lower(title || ' ' || excerpt || ' ' || author) like ${pattern}`.execute(db)
        ).rows.map((r) => r["QUERY PLAN"]);
  process.stdout.write(`French search plan:\n${rows.map((r) => `  ${r}`).join("\n")}\n`);
}

async function bench(kind: "sqlite" | "postgres") {
  let database: TestDatabase | undefined;
  try {
    database = await createTestDatabase(kind);
    const t = Date.now();
    await fill(database.db);
    // What autovacuum does after a bulk load: fresh statistics for the planner and, on PostgreSQL,
    // the visibility map that lets counts read the indexes alone.
    if (kind === "postgres") await sql`vacuum analyze`.execute(database.db);
    else await sql`analyze`.execute(database.db);
    process.stdout.write(
      `\n${kind}: inserted ${ROWS} posts in ${((Date.now() - t) / 1000).toFixed(1)} s\n`,
    );
    const server = await startTestServer(database);
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const visitor = new ApiClient(server.url);
    const french = encodeURIComponent("numéro 9999");
    /** [name, client, path, held to the budget] */
    const cases: [string, ApiClient, string, boolean][] = [
      ["fr, first page", visitor, "/api/v1/blog-posts?locale=fr&pageSize=20", true],
      ["fr, status filter", admin, "/api/v1/blog-posts?locale=fr&status=pending&pageSize=20", true],
      ["fr, text search", visitor, `/api/v1/blog-posts?locale=fr&q=${french}&pageSize=20`, true],
      ["all languages, first page", admin, "/api/v1/blog-posts?locale=all&pageSize=20", true],
      ["admin, first page", admin, "/api/v1/blog-posts?pageSize=20", false],
      ["admin, page 2000", admin, "/api/v1/blog-posts?pageSize=20&page=2000", false],
      ["admin, status filter", admin, "/api/v1/blog-posts?status=pending&pageSize=20", false],
      ["admin, category filter", admin, "/api/v1/blog-posts?category=Sports&pageSize=20", false],
      ["admin, text search", admin, "/api/v1/blog-posts?q=number%2099&pageSize=20", false],
      ["admin, missing French", admin, "/api/v1/blog-posts?missing=fr&pageSize=20", false],
      ["visitor, published", visitor, "/api/v1/blog-posts?pageSize=20", false],
    ];
    await printSearchPlan(database.db, kind);
    process.stdout.write(`${"case".padEnd(26)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}\n`);
    for (const [name, client, path, budgeted] of cases) {
      const { p50, p95 } = await measure(client, path);
      const verdict = budgeted ? (p95 <= BUDGET_MS ? "  ok" : `  OVER ${BUDGET_MS} ms`) : "";
      if (budgeted && p95 > BUDGET_MS) failures.push(`${kind}: ${name} p95 ${p95.toFixed(1)} ms`);
      process.stdout.write(
        `${name.padEnd(26)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${verdict}\n`,
      );
    }
    await server.close();
  } finally {
    await database?.cleanup();
  }
}

await bench("sqlite");
if (await postgresAvailable()) await bench("postgres");
else process.stdout.write("\nPostgreSQL not reachable: skipped.\n");
if (failures.length > 0) {
  process.stdout.write(`\nOver the ${BUDGET_MS} ms p95 budget:\n${failures.join("\n")}\n`);
  process.exitCode = 1;
}
