import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type PageMeta, type Paged, pageMetaFor } from '../../shared/api/paging';
import type { Db } from '../db/client';

export type PageQuery = { page: number; count: number };

/** A list's select, filtered and ordered: the page adds its limit and offset. */
type Pageable<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/**
 * One page of a list and its total, run together. `rows` is the list's select (filtered and ordered, with a
 * last sort key that is unique so pages never overlap); `total` counts the same rows; `present` turns the
 * page's rows into the API's items, loading what else the page needs in a fixed number of queries. A page
 * past the end is simply empty, with the true totals in `meta`.
 */
export async function pagedSelect<Row, Item>(
  query: PageQuery,
  rows: Pageable<Row>,
  total: PromiseLike<{ n: number }[]>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paged<Item>> {
  const [data, counted] = await Promise.all([
    (async () => present(await rows.limit(query.count).offset((query.page - 1) * query.count)))(),
    total,
  ]);
  const meta: PageMeta = pageMetaFor(query.page, query.count, Number(counted[0]?.n ?? 0), data.length);
  return { data, meta };
}

/** The rows of one table a list's filter matches, for `pagedSelect`'s total. */
export const countWhere = (db: Db, table: PgTable, where: SQL | undefined) => db.select({ n: count() }).from(table).where(where);

/** The ordering function of a list's `direction`. */
export const orderOf = (direction: 'asc' | 'desc') => (direction === 'asc' ? asc : desc);

/** Escape LIKE wildcards in user search text. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's search: the rows where any of the columns holds the text (any case, wildcards as typed); no text, no filter. */
export function searchIn(search: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}
