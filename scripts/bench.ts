/**
 * npm run bench — list endpoints with 100,000 blog posts, on SQLite and (when reachable) PostgreSQL.
 * Bounded: a fixed number of sequential requests per case, all on 127.0.0.1.
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
const STATUSES = ["draft", "pending", "published"];

async function fill(db: Db) {
  const start = Date.now() - ROWS * 1000;
  const batch = 500;
  for (let i = 0; i < ROWS; i += batch) {
    const rows = Array.from({ length: Math.min(batch, ROWS - i) }, (_, j) => {
      const n = i + j;
      const at = new Date(start + n * 1000).toISOString();
      return {
        title: `Post number ${n} about ${CATEGORIES[n % 6].toLowerCase()}`,
        excerpt: `Excerpt ${n}`,
        content: `Content of post ${n}`,
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

async function bench(kind: "sqlite" | "postgres") {
  let database: TestDatabase | undefined;
  try {
    database = await createTestDatabase(kind);
    const t = Date.now();
    await fill(database.db);
    // What autovacuum does after a bulk load: fresh statistics for the planner.
    await sql`analyze`.execute(database.db);
    process.stdout.write(
      `\n${kind}: inserted ${ROWS} posts in ${((Date.now() - t) / 1000).toFixed(1)} s\n`,
    );
    const server = await startTestServer(database);
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const visitor = new ApiClient(server.url);
    const cases: [string, ApiClient, string][] = [
      ["admin, first page", admin, "/api/v1/blog-posts?pageSize=20"],
      ["admin, page 2000", admin, "/api/v1/blog-posts?pageSize=20&page=2000"],
      ["admin, status filter", admin, "/api/v1/blog-posts?status=pending&pageSize=20"],
      ["admin, category filter", admin, "/api/v1/blog-posts?category=Sports&pageSize=20"],
      ["admin, text search", admin, "/api/v1/blog-posts?q=number%2099&pageSize=20"],
      ["visitor, published", visitor, "/api/v1/blog-posts?pageSize=20"],
    ];
    process.stdout.write(`${"case".padEnd(26)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}\n`);
    for (const [name, client, path] of cases) {
      const { p50, p95 } = await measure(client, path);
      process.stdout.write(
        `${name.padEnd(26)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}\n`,
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
