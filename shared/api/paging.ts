import { z } from 'zod';
import { pageSizes } from '../page-sizes';

/** Filters as they arrive: a JSON object whose values are read as text. */
type RawFilters = Record<string, string>;
const anyFilters = z.record(z.string(), z.string());

export type ListOptions<S extends string, F extends z.ZodType> = {
  sorts: readonly [S, ...S[]];
  defaultSort: S;
  defaultDirection?: 'asc' | 'desc';
  defaultCount?: number;
  counts?: readonly number[];
  /** The list's filters, each checked: a bad one is a 422 on `filters.<name>`. Unknown names are dropped. */
  filters?: F;
  /** Whether the list answers `search`; one that does not refuses it rather than quietly ignore it. */
  search?: boolean;
};

/** Newest first (docs/domain.md "Screens and limits"): the order of the lists of what was added, latest on top. */
export const newestFirst = { defaultSort: 'created_at', defaultDirection: 'desc' } as const;

/** A filter sent empty (`{"state":""}`) is no filter: a cleared select sends just that. */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The one way to ask for a list: page, count, sort (whitelisted), direction, search, filters.
 * `filters` arrives as a JSON object string in the query, e.g. `filters={"state":"active"}`, and is read by the
 * list's own filters schema (without one, as an object of strings).
 */
export function listQuery<S extends string, F extends z.ZodType = typeof anyFilters>(options: ListOptions<S, F>) {
  const counts = options.counts ?? pageSizes;
  const filters: z.ZodType = options.filters ?? anyFilters;
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    count: z.coerce
      .number()
      .int()
      .refine((n) => counts.includes(n), { message: `The count must be one of ${counts.join(', ')}.` })
      .default(options.defaultCount ?? 10),
    sort: z.enum(options.sorts).default(options.defaultSort),
    direction: z.enum(['asc', 'desc']).default(options.defaultDirection ?? 'asc'),
    search: options.search ? z.string().trim().max(200).optional() : z.undefined({ error: 'This list cannot be searched.' }).optional(),
    filters: z
      .string()
      .optional()
      .transform((raw, ctx): z.output<F> => {
        const read = readFilters(raw);
        const checked = read === null ? null : filters.safeParse(read);
        // `filters` is the options' F (or anyFilters, F's default), widened above so one path reads both.
        if (checked?.success) return checked.data as z.output<F>;
        // Each filter's own message lands on `filters.<name>`: the path is relative to `filters`.
        for (const issue of checked?.error.issues ?? [{ path: [], message: 'The filters must be a JSON object.' }]) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        return z.NEVER;
      }),
  });
}

/** The query's `filters` text as an object of strings; null when it is not a JSON object. */
function readFilters(raw: string | undefined): RawFilters | null {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    }
  } catch {
    // not JSON: refused below
  }
  return null;
}

export const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  total: z.number(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta });
}

export type Paged<T> = { data: T[]; meta: PageMeta };

export function pageMetaFor(page: number, perPage: number, total: number, shown: number): PageMeta {
  const from = shown > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    from,
    to: from === null ? null : from + shown - 1,
    total,
  };
}

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Ids are PostgreSQL integers; anything else cannot name a record (404, not 422). */
export const maxId = 2_147_483_647;

/**
 * An id in a path: digits only, as a record's id is written (`0x10`, `1e6`, `+1`, ` 1` name nothing), within
 * the database's integer. A path that fails it is a 404.
 */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= maxId);
/** `0` as well: "everyone" in the lists of a person's visits. */
export const idOrZeroParam = z.union([z.literal('0').transform(() => 0), idParam]);
export const idParams = z.object({ id: idParam });
export const messageBody = z.object({ message: z.string() });
