import { type PageMeta, type Paged, pageMetaFor } from '../../shared/api/paging';

/**
 * Run a page query and its count together. `rows` gets limit and offset; a page past the end
 * is simply empty, with the true totals in `meta`.
 */
export async function paginate<T>(
  query: { page: number; count: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Paged<T>> {
  const [data, all] = await Promise.all([rows(query.count, (query.page - 1) * query.count), total()]);
  const meta: PageMeta = pageMetaFor(query.page, query.count, Number(all), data.length);
  return { data, meta };
}

/** Escape LIKE wildcards in user search text. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
