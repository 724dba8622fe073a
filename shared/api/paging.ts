import { z } from 'zod';

/** Page sizes the footer offers (spec 1 §9); addresses use 5 and 10. */
export const pageSizes = [10, 20, 50, 100] as const;
export const addressPageSizes = [5, 10] as const;

export type ListOptions<S extends string> = {
  sorts: readonly [S, ...S[]];
  defaultSort: S;
  defaultDirection?: 'asc' | 'desc';
  defaultCount?: number;
  counts?: readonly number[];
};

/**
 * The one way to ask for a list: page, count, sort (whitelisted), direction, search, filters.
 * `filters` arrives as a JSON object string in the query, e.g. `filters={"state":"active"}`.
 */
export function listQuery<S extends string>(options: ListOptions<S>) {
  const counts = options.counts ?? pageSizes;
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    count: z.coerce
      .number()
      .int()
      .refine((n) => counts.includes(n), { message: `The count must be one of ${counts.join(', ')}.` })
      .default(options.defaultCount ?? 10),
    sort: z.enum(options.sorts).default(options.defaultSort),
    direction: z.enum(['asc', 'desc']).default(options.defaultDirection ?? 'asc'),
    search: z.string().trim().max(200).optional(),
    filters: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (!raw) return {} as Record<string, string>;
        try {
          const parsed: unknown = JSON.parse(raw);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
            return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
          }
        } catch {
          // fall through to the error below
        }
        ctx.addIssue({ code: 'custom', message: 'The filters must be a JSON object.' });
        return z.NEVER;
      }),
  });
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
export const idParams = z.object({ id: z.coerce.number().int().positive().max(maxId) });
export const messageBody = z.object({ message: z.string() });
