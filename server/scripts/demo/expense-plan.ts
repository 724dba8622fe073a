/**
 * The demo's bookkeeping reference data and a year of spending: who the business buys from (vendors with real
 * ABN checksums), its expense categories, and the expenses each vendor's pattern makes over the last year.
 */
import type { CategoryColor } from '../../../shared/api/expense-categories';
import { addDays, type IsoDate } from '../../../shared/dates';
import { isValidAbn } from '../../../shared/validation';
import type { Random } from './random';

export type DemoCategory = { key: string; name: string; number: string; color: CategoryColor };

export const demoCategories: DemoCategory[] = [
  { key: 'fuel', name: 'Fuel', number: '6-1410', color: 'orange' },
  { key: 'supplies', name: 'Cleaning supplies', number: '6-1200', color: 'teal' },
  { key: 'equipment', name: 'Equipment and hire', number: '6-1300', color: 'indigo' },
  { key: 'insurance', name: 'Insurance', number: '6-1500', color: 'purple' },
  { key: 'phone', name: 'Phone and internet', number: '6-1600', color: 'cyan' },
  { key: 'office', name: 'Office supplies', number: '6-1700', color: 'blue' },
  { key: 'vehicle', name: 'Vehicle upkeep', number: '6-1420', color: 'light-red' },
  { key: 'uniforms', name: 'Uniforms', number: '6-1800', color: 'pink' },
  { key: 'bank', name: 'Bank fees', number: '6-1900', color: 'yellow' },
];

/** How a vendor's bills arrive: a till receipt (photographed), a PDF bill, or nothing kept. */
export type Paper = 'receipt' | 'bill' | 'none';

export type DemoVendor = {
  name: string;
  tradingName?: string;
  /** The 9 digits after the ABN's two check digits, which are worked out (`abnOf`). */
  abnTail: string | null;
  gstRegistered: boolean;
  email?: string;
  phone?: string;
  category: string;
  /** Days between purchases (about), the amount range in cents, and whether GST is on the bill. */
  everyDays: number;
  cents: [number, number];
  gst: boolean;
  businessUse: number;
  paper: Paper;
  items: string[];
};

export const demoVendors: DemoVendor[] = [
  {
    name: 'BP Australia',
    tradingName: 'BP Brookvale',
    abnTail: '000 130 720',
    gstRegistered: true,
    category: 'fuel',
    everyDays: 7,
    cents: [5_800, 11_200],
    gst: true,
    businessUse: 90,
    paper: 'receipt',
    items: ['Unleaded 91', 'Diesel'],
  },
  {
    name: 'Ampol',
    tradingName: 'Ampol Dee Why',
    abnTail: '004 201 307',
    gstRegistered: true,
    category: 'fuel',
    everyDays: 24,
    cents: [6_000, 9_800],
    gst: true,
    businessUse: 90,
    paper: 'receipt',
    items: ['Premium 95'],
  },
  {
    name: 'Bunnings Warehouse',
    abnTail: '008 672 179',
    gstRegistered: true,
    email: 'trade@bunnings.com.au',
    category: 'supplies',
    everyDays: 18,
    cents: [2_400, 24_900],
    gst: true,
    businessUse: 100,
    paper: 'receipt',
    items: ['Microfibre cloths 24pk', 'Mop head', 'Bucket 15 L', 'Spray bottles'],
  },
  {
    name: 'Jasol Australia',
    abnTail: '089 406 532',
    gstRegistered: true,
    email: 'accounts@jasol.com.au',
    phone: '1300 352 765',
    category: 'supplies',
    everyDays: 30,
    cents: [18_000, 61_000],
    gst: true,
    businessUse: 100,
    paper: 'bill',
    items: ['Bleach 5 L x4', 'Glass cleaner 5 L x2', 'Neutral floor cleaner 20 L', 'Hand soap 5 L x2'],
  },
  {
    name: 'Kennards Hire',
    abnTail: '008 410 337',
    gstRegistered: true,
    email: 'accounts@kennards.com.au',
    category: 'equipment',
    everyDays: 55,
    cents: [12_000, 42_000],
    gst: true,
    businessUse: 100,
    paper: 'bill',
    items: ['Carpet extractor, 1 day', 'Floor scrubber, 1 day'],
  },
  {
    name: 'Allianz Australia Insurance',
    abnTail: '000 122 850',
    gstRegistered: true,
    email: 'business@allianz.com.au',
    category: 'insurance',
    everyDays: 91,
    cents: [145_000, 145_000],
    gst: true,
    businessUse: 100,
    paper: 'bill',
    items: ['Public liability, quarterly instalment'],
  },
  {
    name: 'Telstra',
    abnTail: '051 775 556',
    gstRegistered: true,
    category: 'phone',
    everyDays: 30,
    cents: [13_900, 13_900],
    gst: true,
    businessUse: 80,
    paper: 'bill',
    items: ['Business mobile plan and NBN'],
  },
  {
    name: 'Officeworks',
    abnTail: '004 763 526',
    gstRegistered: true,
    category: 'office',
    everyDays: 45,
    cents: [1_900, 15_400],
    gst: true,
    businessUse: 100,
    paper: 'receipt',
    items: ['Printer paper A4', 'Toner cartridge', 'Folders'],
  },
  {
    name: 'Workwear Group',
    abnTail: '061 088 436',
    gstRegistered: true,
    email: 'orders@workweargroup.com.au',
    category: 'uniforms',
    everyDays: 150,
    cents: [38_000, 72_000],
    gst: true,
    businessUse: 100,
    paper: 'bill',
    items: ['Polo shirts, embroidered x10'],
  },
  {
    name: 'Dee Why Hand Car Wash',
    abnTail: null,
    gstRegistered: false,
    category: 'vehicle',
    everyDays: 30,
    cents: [2_500, 3_500],
    gst: false,
    businessUse: 100,
    paper: 'none',
    items: ['Van wash'],
  },
  {
    name: 'Commonwealth Bank',
    abnTail: '123 123 124',
    gstRegistered: true,
    category: 'bank',
    everyDays: 30,
    cents: [1_000, 1_000],
    gst: false,
    businessUse: 100,
    paper: 'none',
    items: ['Account fee'],
  },
];

/** The whole ABN: the first two digits that make the ATO checksum hold for these nine (the tail is chosen so some do). */
export function abnOf(tail: string): string {
  const digits = tail.replace(/\s+/g, '');
  for (let check = 10; check <= 99; check++) if (isValidAbn(`${check}${digits}`)) return `${check}${digits}`;
  throw new Error(`No check digits make ${tail} an ABN`);
}

export type PlannedExpense = { vendor: DemoVendor; date: IsoDate; amount: number; description: string };

/** A year of purchases, each vendor on its rhythm with a few days' wobble, oldest first. */
export function planExpenses(random: Random, today: IsoDate): PlannedExpense[] {
  const planned: PlannedExpense[] = [];
  for (const vendor of demoVendors) {
    let date = addDays(today, -365 + random.int(0, vendor.everyDays));
    while (date <= today) {
      const [low, high] = vendor.cents;
      // Bills are whole dollars or cents; fuel and till totals are anything.
      const amount = low === high ? low : random.int(low, high);
      planned.push({ vendor, date, amount, description: `${random.pick(vendor.items)} · ${vendor.tradingName ?? vendor.name}` });
      date = addDays(date, Math.max(3, vendor.everyDays + random.int(-3, 3)));
    }
  }
  return planned.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
