/**
 * What list queries share on both engines: a text search with LIKE, where the user's `%`, `_` and
 * `\` are letters (content search, uploads, submissions), and one page of a filtered query with the
 * number of rows it matches in all (uploads, submissions, audit log).
 */
import { type SelectQueryBuilder, sql } from "kysely";

/** The user's text as letters in a LIKE pattern (used with `escape '\'`). */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` in lower case, for `lower(column) like … escape '\'`: contains the term, any case. */
export const containsPattern = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * Counts what `base` matches, then reads the page of it that `paging` asks for, in the order and
 * with the columns `rows` gives it.
 */
export async function countThenPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  paging: Paging,
  rows: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<Paging & { rows: O[]; total: number }> {
  const { total } = (await base
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow()) as { total: number | bigint | string };
  const page = await rows(base)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return { rows: page, total: Number(total), page: paging.page, pageSize: paging.pageSize };
}

/** Every column, newest first (`createdAt`, then the id for rows of the same instant). */
const newestFirst = <DB, TB extends keyof DB>(base: SelectQueryBuilder<DB, TB, object>) =>
  base.selectAll().orderBy(sql.ref("createdAt"), "desc").orderBy(sql.ref("id"), "desc");

/** One page of every column of `base`'s rows, newest first, and how many rows it matches. */
export const newestFirstPage = <DB, TB extends keyof DB>(
  base: SelectQueryBuilder<DB, TB, object>,
  paging: Paging,
) => countThenPage(base, paging, newestFirst);
