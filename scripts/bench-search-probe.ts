/**
 * What the search bench (scripts/bench-search.ts) looks at besides the clock: the size of the
 * search index on each engine, the plan of the search's main match query (the page of hits), and
 * a recording of every query the search service runs, with its SQL and how long it took.
 */
import { performance } from "node:perf_hooks";
import { CompiledQuery, type KyselyPlugin, type QueryId, sql } from "kysely";
import type { SearchRequest } from "../core/search.ts";
import { type Db, isPostgres } from "../server/db/index.ts";
import { createSearchService } from "../server/search/site-search.ts";

export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
  /** When it started (performance.now()) and how long it took, waiting for a connection included. */
  at: number;
  ms: number;
  rows: number;
}

/** `db` with every query it runs recorded in `queries`, in the order they start. */
export function recording(db: Db): { db: Db; queries: RecordedQuery[] } {
  const queries: RecordedQuery[] = [];
  const running = new Map<QueryId, RecordedQuery>();
  const executor = db.getExecutor();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const { sql, parameters } = executor.compileQuery(node, queryId);
      const query = { sql, parameters, at: performance.now(), ms: Number.NaN, rows: 0 };
      queries.push(query);
      running.set(queryId, query);
      return node;
    },
    async transformResult({ result, queryId }) {
      const query = running.get(queryId);
      if (query) {
        query.ms = performance.now() - query.at;
        query.rows = result.rows.length;
        running.delete(queryId);
      }
      return result;
    },
  };
  return { db: db.withPlugin(plugin), queries };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The index's size. SQLite: the bytes of `search_documents` (with its indexes) and of the FTS5
 * table's shadow tables, from `dbstat`. PostgreSQL: the whole of `search_documents` (heap, TOAST,
 * indexes) and each of its indexes.
 */
export async function printIndexSize(db: Db, kind: "sqlite" | "postgres") {
  const lines: [string, number][] = [];
  if (kind === "sqlite") {
    const { rows } = await sql<{ name: string; bytes: number }>`
      select s.tbl_name as name, sum(d.pgsize) as bytes from dbstat d
      join sqlite_schema s on s.name = d.name
      where s.tbl_name like 'search\_%' escape '\\' group by s.tbl_name order by bytes desc`.execute(
      db,
    );
    for (const r of rows) lines.push([r.name, Number(r.bytes)]);
    const whole = rows.reduce((sum, r) => sum + Number(r.bytes), 0);
    lines.push(["all of the above", whole]);
    const file = await sql<{ bytes: number }>`
      select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(
      db,
    );
    lines.push(["(whole database file)", Number(file.rows[0]!.bytes)]);
  } else {
    const total = await sql<{ bytes: number; heap: number }>`
      select pg_total_relation_size('search_documents') as bytes,
        pg_relation_size('search_documents') as heap`.execute(db);
    lines.push(["search_documents, in all", Number(total.rows[0]!.bytes)]);
    lines.push(["  its heap", Number(total.rows[0]!.heap)]);
    const { rows } = await sql<{ name: string; bytes: number }>`
      select c.relname as name, pg_relation_size(c.oid) as bytes from pg_index i
      join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'search_documents'::regclass order by bytes desc`.execute(db);
    for (const r of rows) lines.push([`  ${r.name}`, Number(r.bytes)]);
  }
  process.stdout.write(`Index size:\n`);
  for (const [name, bytes] of lines)
    process.stdout.write(`  ${name.padEnd(40)} ${megabytes(bytes).padStart(10)}\n`);
}

/** The plan of the page of hits of `request`, as the service runs it (EXPLAIN ANALYZE on PostgreSQL). */
export async function printMatchPlan(db: Db, request: SearchRequest) {
  const { db: recorded, queries } = recording(db);
  await createSearchService(recorded).search(request);
  // The page's own language is the first scan to start (the other languages' follow at once).
  const hits = queries.find((q) => /order by/i.test(q.sql));
  if (!hits) return;
  const explain = isPostgres(db) ? "explain (analyze, buffers)" : "explain query plan";
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${explain} ${hits.sql}`, [...hits.parameters]),
  );
  const lines = rows.map((r) => String(r["QUERY PLAN"] ?? r.detail));
  process.stdout.write(
    `Plan of the main match query ("${request.q}", ${request.locale}):\n` +
      `${lines.map((l) => `  ${l}`).join("\n")}\n`,
  );
}
