import { z } from 'zod';
import { parseDollars, payAbovePrice } from '../money';
import { optionalText, requiredText } from './fields';
import { listQuery, paged } from './paging';

/** Tasks: the services catalogue (docs/domain.md "Glossary"). Money is integer cents in the API; forms enter dollars. */

export const paymentTypes = ['percentage', 'fixed'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const defaultContractorPercentage = 80;
/** $1,000,000.00: no cleaning service costs more; a bigger number is a typing slip. */
export const maxTaskCents = 100_000_000;

export const taskListQuery = listQuery({
  sorts: ['name', 'price', 'contractor_percentage'],
  defaultSort: 'name',
  defaultCount: 20,
  search: true,
});
/** Sorting by these would reveal the order of prices, so only `task_price` holders may. */
export const priceSorts: readonly string[] = ['price', 'contractor_percentage'];

const centsField = (label: string) =>
  z
    .number({ error: `The ${label} must be a whole number of cents.` })
    .int(`The ${label} must be a whole number of cents.`)
    .min(0, `The ${label} may not be negative.`)
    .max(maxTaskCents, `The ${label} may not be greater than $1,000,000.00.`);

const percentageField = z
  .number({ error: 'The contractor percentage must be a whole number.' })
  .int('The contractor percentage must be a whole number.')
  .min(0, 'The contractor percentage must be between 0 and 100.')
  .max(100, 'The contractor percentage must be between 0 and 100.');

/** The consumable flag as 0 or 1; a boolean is accepted too. */
const consumableField = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'The consumable field must be true or false.' })
  .transform(Boolean);

const detailFields = {
  name: requiredText('name', 150),
  invoice_description: optionalText(500),
  description: optionalText(2000),
};

const fixedNeedsAmount = (value: { payment_type?: PaymentType; contractor_amount?: number }, ctx: z.RefinementCtx) => {
  if (value.payment_type === 'fixed' && value.contractor_amount === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['contractor_amount'],
      message: 'The contractor amount field is required when payment type is fixed.',
    });
  }
};

/**
 * `POST /api/tasks` and `PUT /api/tasks/:id`. The pay fields (price, payment_type, contractor_percentage,
 * contractor_amount) are optional: left out, a new task takes the defaults (price 0, percentage 80) and an
 * edited one keeps what it had. Only `task_price` holders may send them.
 */
export const taskInput = z
  .object({
    ...detailFields,
    consumable: consumableField.optional(),
    price: centsField('price').optional(),
    payment_type: z.enum(paymentTypes, { error: 'The payment type must be percentage or fixed.' }).optional(),
    contractor_percentage: percentageField.optional(),
    contractor_amount: centsField('contractor amount').optional(),
  })
  .superRefine(fixedNeedsAmount);
export type TaskInput = z.infer<typeof taskInput>;
export const payFields = ['price', 'payment_type', 'contractor_percentage', 'contractor_amount'] as const;

/** Dollars as typed → cents, or an issue on `path`; blank gives `blank`. */
function readDollars(text: string, label: string, blank: number | null, path: string, ctx: z.RefinementCtx): number | null {
  if (text.trim() === '') return blank;
  const cents = parseDollars(text);
  const message =
    cents === null || cents < 0
      ? `The ${label} must be an amount in dollars, like 45.50.`
      : cents > maxTaskCents
        ? `The ${label} may not be greater than $1,000,000.00.`
        : null;
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  return message ? null : cents;
}

/** The task form's fields a user without `task_price` sees. */
export const taskDetailsForm = z.object({ ...detailFields, consumable: z.boolean() });

/**
 * The whole task form, with dollars as typed; parses to the `taskInput` body in cents. Only the pay field of
 * the chosen payment type is read (the other is hidden on the form), so a stale value there cannot block saving.
 */
export const taskForm = z
  .object({
    ...detailFields,
    consumable: z.boolean(),
    price: z.string(),
    payment_type: z.enum(paymentTypes),
    contractor_percentage: z.union([z.number(), z.string()]),
    contractor_amount: z.string(),
  })
  .transform((form, ctx): TaskInput => {
    const { price, payment_type, contractor_percentage, contractor_amount, ...details } = form;
    const priceCents = readDollars(price, 'price', 0, 'price', ctx) ?? 0;
    if (payment_type === 'fixed') {
      const amount = readDollars(contractor_amount, 'contractor amount', null, 'contractor_amount', ctx);
      if (amount === null && contractor_amount.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['contractor_amount'],
          message: 'The contractor amount field is required when payment type is fixed.',
        });
      }
      const above = amount === null ? null : payAbovePrice({ price: priceCents, payment_type, contractor_amount: amount });
      if (above) ctx.addIssue({ code: 'custom', path: ['contractor_amount'], message: above });
      return { ...details, price: priceCents, payment_type, contractor_amount: amount ?? 0 };
    }
    const raw =
      typeof contractor_percentage === 'number'
        ? contractor_percentage
        : contractor_percentage.trim() === ''
          ? Number.NaN
          : Number(contractor_percentage);
    const percentage = percentageField.safeParse(raw);
    if (!percentage.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['contractor_percentage'],
        message: 'The contractor percentage must be a whole number from 0 to 100.',
      });
    }
    return { ...details, price: priceCents, payment_type, contractor_percentage: percentage.success ? percentage.data : 0 };
  });

/**
 * A task as served. The money fields are present only for `task_price` holders; for them,
 * `contractor_percentage` is null on a fixed-pay task and `contractor_amount` null on a percentage one.
 */
export const taskSchema = z.object({
  id: z.number(),
  name: z.string(),
  invoice_description: z.string().nullable(),
  description: z.string().nullable(),
  payment_type: z.enum(paymentTypes),
  consumable: z.boolean(),
  price: z.number().optional(),
  /** Display parts of the price: whole dollars and the cents 0–99. */
  price_dollars: z.number().optional(),
  price_cents: z.number().optional(),
  contractor_percentage: z.number().nullable().optional(),
  contractor_amount: z.number().nullable().optional(),
  contractor_total: z.number().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskPage = paged(taskSchema);

/** `POST /api/stock-report` body: a month as `YYYY-MM`, or any date of it as `YYYY-MM-DD`. */
export const stockReportInput = z.object({
  month: z
    .string({ error: 'The month field is required.' })
    .trim()
    .transform((value, ctx) => {
      const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
      const [year, month, day] = match ? [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : 1] : [0, 0, 0];
      const valid =
        match &&
        year >= 2000 &&
        year <= 2100 &&
        month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: 'The month must be a month in the form YYYY-MM.' });
        return z.NEVER;
      }
      return `${match[1]}-${match[2]}-01`;
    }),
});

export const stockReportRow = z.object({
  client_id: z.number(),
  client_name: z.string(),
  /** Null for a line whose service has since been deleted, or that never came from the catalogue. */
  task_id: z.number().nullable(),
  task_name: z.string(),
  quantity: z.number(),
});
export type StockReportRow = z.infer<typeof stockReportRow>;
/** `month` is the first day of the month reported, `YYYY-MM-01`. */
export const stockReport = z.object({ month: z.string(), data: z.array(stockReportRow) });
export type StockReport = z.infer<typeof stockReport>;
