/**
 * Rich text (decision 0011): the content of blog posts and news articles becomes HTML. Plain-text
 * bodies become escaped paragraphs (a `<p>` per blank-line-separated paragraph, single newlines as
 * `<br />`); values that already start with `<` are left alone. Done in JS, row by row in batches of
 * ids, so it is the same on SQLite and PostgreSQL. The conversion is written out here, not imported:
 * a migration is frozen history, whatever the live sanitizer becomes.
 */
import { type Kysely, sql } from "kysely";

const TABLES = ["blog_posts", "news_articles"] as const;
const COLUMNS = ["content", "content_fr", "content_ru"] as const;
const BATCH = 500;

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/[ \t]*\n[ \t]*/g, "<br />")}</p>`)
    .join("");
}

/** The stored HTML of a value, or null when it stays as it is (empty, or HTML already). */
function converted(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "" || value.trimStart().startsWith("<")) {
    return null;
  }
  return plainTextToHtml(value);
}

// Aliases without underscores: the app's CamelCasePlugin leaves them as they are.
interface Row {
  id: number | string;
  c0: unknown;
  c1: unknown;
  c2: unknown;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    let after = 0;
    for (;;) {
      const { rows } = await sql<Row>`
        select id, content as c0, content_fr as c1, content_ru as c2 from ${sql.table(table)}
        where id > ${after} order by id limit ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      for (const row of rows) {
        const values = [row.c0, row.c1, row.c2].map(converted);
        const sets = COLUMNS.flatMap((column, i) =>
          values[i] === null ? [] : [sql`${sql.ref(column)} = ${values[i]}`],
        );
        if (sets.length === 0) continue;
        await sql`update ${sql.table(table)} set ${sql.join(sets)} where id = ${row.id}`.execute(
          db,
        );
      }
      after = Number(rows[rows.length - 1]!.id);
      if (rows.length < BATCH) break;
    }
  }
}

/** The HTML stays: it is what every reader since this migration expects, and no text is lost. */
export async function down(): Promise<void> {}
