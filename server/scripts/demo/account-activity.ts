/**
 * The demo's account activity: the BAS quarters of the last two financial years. The incoming side is the
 * demo's own payments (invoice-fates.ts); the outgoing side is a business's usual spending (fuel, supplies,
 * the phone at 60 % business use, insurance, the accountant, parking from no GST-registered vendor), added
 * here only when the demo has no expenses yet. Each ended quarter has its PAYG instalment, and the last
 * quarter of the previous financial year is marked complete (so it is locked). Deterministic, from today.
 */
import { count } from 'drizzle-orm';
import { quarterId, quarterOfDate, quartersOfYear } from '../../../shared/bas';
import { addDays, addMonths, type IsoDate, startOfMonth } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { accountActivity } from '../../features/quarters/quarters.table';
import { expenseCategories } from '../../features/expense-categories/expense-categories.table';
import { expenses } from '../../features/expenses/expenses.table';
import { vendors } from '../../features/vendors/vendors.table';
import type { Random } from './random';

type Spend = {
  vendor: string | null;
  category: string;
  description: string;
  perMonth: number;
  min: number;
  max: number;
  businessUse?: number;
  gst: boolean;
};

const demoVendors = [
  { name: 'Ampol Australia', abn: '40004201307', gstRegistered: true },
  { name: 'Bunnings Group', abn: '26008672179', gstRegistered: true },
  { name: 'Telstra', abn: '33051775556', gstRegistered: true },
  { name: 'Clean Supply Co', abn: null, gstRegistered: true },
  { name: 'NRMA Insurance', abn: null, gstRegistered: true },
  { name: 'Harbour Accounting', abn: null, gstRegistered: true },
];

const demoCategories = [
  { name: 'Motor vehicle', number: '6-1100', color: 'blue' as const },
  { name: 'Cleaning supplies', number: '6-1200', color: 'teal' as const },
  { name: 'Phone and internet', number: '6-1300', color: 'indigo' as const },
  { name: 'Insurance', number: '6-1400', color: 'orange' as const },
  { name: 'Accounting', number: '6-1500', color: 'purple' as const },
];

const spending: Spend[] = [
  { vendor: 'Ampol Australia', category: 'Motor vehicle', description: 'Fuel', perMonth: 4, min: 6500, max: 14_000, gst: true },
  {
    vendor: 'Bunnings Group',
    category: 'Cleaning supplies',
    description: 'Mops, buckets and gloves',
    perMonth: 1,
    min: 4000,
    max: 25_000,
    gst: true,
  },
  {
    vendor: 'Clean Supply Co',
    category: 'Cleaning supplies',
    description: 'Chemicals and paper goods',
    perMonth: 2,
    min: 18_000,
    max: 65_000,
    gst: true,
  },
  {
    vendor: 'Telstra',
    category: 'Phone and internet',
    description: 'Mobile plan',
    perMonth: 1,
    min: 8900,
    max: 8900,
    businessUse: 60,
    gst: true,
  },
  { vendor: null, category: 'Motor vehicle', description: 'Parking', perMonth: 2, min: 1200, max: 3500, gst: false },
];

/** PAYG instalments a small cleaning business might be notified of, per quarter: $1,850 rising to $2,240. */
const paygOf = (index: number) => 185_000 + index * 6_500;

export async function seedAccountActivity(db: Db, random: Random, { today }: { today: IsoDate }) {
  const current = quarterOfDate(today);
  const quarters = [...quartersOfYear(current.year - 1), ...quartersOfYear(current.year)].filter((q) => q.start <= today);
  const [{ n }] = await db.select({ n: count() }).from(expenses);
  if (n === 0) await insertSpending(db, random, quarters[0].start, today);
  const ended = quarters.filter((q) => q.end < today);
  const lastOfPrevious = quarterId(current.year - 1, 4);
  if (ended.length) {
    await db.insert(accountActivity).values(
      ended.map((q, i) => ({
        id: q.id,
        payg: paygOf(i),
        basComplete: q.id === lastOfPrevious,
        completedAt: q.id === lastOfPrevious ? new Date(`${addDays(q.end, 21)}T09:30:00+10:00`) : null,
      })),
    );
  }
  return { quarters: quarters.length, completed: ended.some((q) => q.id === lastOfPrevious) ? 1 : 0 };
}

async function insertSpending(db: Db, random: Random, from: IsoDate, today: IsoDate) {
  const vendorRows = await db.insert(vendors).values(demoVendors).returning({ id: vendors.id, name: vendors.name });
  const categoryRows = await db
    .insert(expenseCategories)
    .values(demoCategories)
    .returning({ id: expenseCategories.id, name: expenseCategories.name });
  const vendorId = new Map(vendorRows.map((row) => [row.name, row.id]));
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const rows: (typeof expenses.$inferInsert)[] = [];
  for (let month = startOfMonth(from.slice(0, 7)); month <= today; month = addMonths(month, 1)) {
    for (const spend of spending) {
      for (let k = 0; k < spend.perMonth; k++) {
        const spentOn = addDays(month, random.int(0, 27));
        if (spentOn > today) continue;
        rows.push({
          description: spend.description,
          spentOn,
          amount: random.int(spend.min, spend.max),
          businessUse: spend.businessUse ?? 100,
          gst: spend.gst,
          vendorId: spend.vendor ? vendorId.get(spend.vendor) : null,
          categoryId: categoryId.get(spend.category),
        });
      }
    }
    // Insurance each quarter's first month, the accountant after each financial year closes.
    const monthNumber = Number(month.slice(5, 7));
    if ([1, 4, 7, 10].includes(monthNumber))
      rows.push({
        description: 'Public liability insurance',
        spentOn: addDays(month, 14),
        amount: 68_200,
        gst: true,
        vendorId: vendorId.get('NRMA Insurance'),
        categoryId: categoryId.get('Insurance'),
      });
    if (monthNumber === 8)
      rows.push({
        description: 'Tax return and BAS review',
        spentOn: addDays(month, 9),
        amount: 165_000,
        gst: true,
        vendorId: vendorId.get('Harbour Accounting'),
        categoryId: categoryId.get('Accounting'),
      });
  }
  await db.insert(expenses).values(rows.filter((row) => row.spentOn <= today));
}
