/**
 * The demo's bookkeeping: vendors and expense categories (those not there already), a year
 * of expenses, receipts and bills on the recent ones, expense documents in each state a person meets
 * (documented, pending with its confidence, processed and attempted on no expense, failed), and the shared
 * safety data sheets, some expired. Files are stored as a finished chunked upload leaves them.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { expenseDocumentMaxBytes } from '../../../shared/api/expenses';
import { addDays, type IsoDate, instantOf } from '../../../shared/dates';
import { documentMatch } from '../../../shared/expense-documents';
import { findGst } from '../../../shared/receipt-text';
import type { Db } from '../../db/client';
import { expenseCategories } from '../../features/expense-categories/expense-categories.table';
import { expenseDocumentsOwnerType } from '../../features/expenses/expense-documents';
import { expenseDocuments, expenses } from '../../features/expenses/expenses.table';
import { uploads } from '../../features/uploads/uploads.table';
import { users } from '../../features/users/users.table';
import { vendors } from '../../features/vendors/vendors.table';
import { touchCache } from '../../platform/cache-times';
import type { Storage } from '../../platform/storage';
import { type ReceiptFacts, receiptText, renderBill, renderReceipt } from './expense-files';
import { abnOf, type DemoVendor, demoCategories, demoVendors, planExpenses } from './expense-plan';
import { type Random, seededRandom } from './random';
import { seedSafetyDataSheets } from './safety-data-sheets';
import { storedUpload } from './stored-upload';

/** Expenses this many days old or newer have their paper kept. */
const PAPER_WINDOW_DAYS = 120;
const BOOKKEEPING_SEED = 10_2026;

type Context = { db: Db; storage: Storage; random: Random; today: IsoDate; timeZone: string; uploaderId: number };

/** Vendors and categories by name: the demo's, added where the business does not have them yet. */
async function referenceData(db: Db) {
  const haveVendors = new Map(
    (await db.select({ id: vendors.id, name: vendors.name }).from(vendors)).map((v) => [v.name.toLowerCase(), v.id]),
  );
  const newVendors = demoVendors.filter((v) => !haveVendors.has(v.name.toLowerCase()));
  if (newVendors.length) {
    const rows = await db
      .insert(vendors)
      .values(
        newVendors.map((v) => ({
          name: v.name,
          tradingName: v.tradingName ?? null,
          abn: v.abnTail ? abnOf(v.abnTail) : null,
          email: v.email ?? null,
          phone: v.phone ?? null,
          gstRegistered: v.gstRegistered,
        })),
      )
      .returning({ id: vendors.id, name: vendors.name });
    for (const row of rows) haveVendors.set(row.name.toLowerCase(), row.id);
    await touchCache(db, 'vendors');
  }
  const haveCategories = await db
    .select({ id: expenseCategories.id, name: expenseCategories.name, number: expenseCategories.number })
    .from(expenseCategories);
  const categoryId = new Map<string, number>();
  const missing = demoCategories.filter((c) => {
    const found = haveCategories.find(
      (h) => h.name.toLowerCase() === c.name.toLowerCase() || h.number?.toLowerCase() === c.number.toLowerCase(),
    );
    if (found) categoryId.set(c.key, found.id);
    return !found;
  });
  if (missing.length) {
    const rows = await db
      .insert(expenseCategories)
      .values(missing.map((c) => ({ name: c.name, number: c.number, color: c.color })))
      .returning({ id: expenseCategories.id, name: expenseCategories.name });
    for (const row of rows) categoryId.set(missing.find((c) => c.name === row.name)?.key ?? '', row.id);
    await touchCache(db, 'expense_categories');
  }
  return {
    vendorId: (vendor: DemoVendor) => haveVendors.get(vendor.name.toLowerCase()) ?? null,
    categoryId: (key: string) => categoryId.get(key) ?? null,
  };
}

type PaperDoc = {
  facts: ReceiptFacts & { number: string };
  kind: 'receipt' | 'bill';
  description: string | null;
  expenseId: number | null;
  confirmed: boolean;
  confidence: number | null;
  reasons: string[];
  reading: 'processed' | 'attempted' | 'failed';
  found: { amount: number | null; date: IsoDate | null; abn: string | null; vendorName: string | null; vendorId: number | null };
  readError?: string;
  /** As the phone or scanner named it, when not the vendor's. */
  filename?: string;
  createdAt: Date;
};

const sequenceRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/** Stores each document's file and its finished upload, then the document rows. */
async function insertDocuments({ db, storage, uploaderId }: Context, docs: PaperDoc[]) {
  if (docs.length === 0) return;
  const drawn = await db.execute(
    sql`select nextval(pg_get_serial_sequence('expense_documents', 'id')) as id from generate_series(1, ${docs.length})`,
  );
  const ids = sequenceRows.parse(drawn).rows.map((row) => row.id);
  const files = await Promise.all(docs.map((doc) => (doc.kind === 'receipt' ? renderReceipt(doc.facts) : renderBill(doc.facts))));
  const uploadRows: (typeof uploads.$inferInsert)[] = [];
  for (const [i, doc] of docs.entries()) {
    const slug = doc.facts.vendor.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    uploadRows.push(
      await storedUpload(
        storage,
        {
          ownerType: expenseDocumentsOwnerType,
          kind: 'pdf_or_image',
          maxBytes: expenseDocumentMaxBytes,
          ownerId: ids[i],
          createdBy: uploaderId,
        },
        {
          filename:
            doc.filename ?? (doc.kind === 'receipt' ? `receipt-${slug}-${doc.facts.date}.png` : `${slug}-invoice-${doc.facts.number}.pdf`),
          contentType: doc.kind === 'receipt' ? 'image/png' : 'application/pdf',
          bytes: files[i],
          at: doc.createdAt,
        },
      ),
    );
  }
  await db.insert(uploads).values(uploadRows);
  await db.insert(expenseDocuments).values(
    docs.map((doc, i) => ({
      id: ids[i],
      uploadId: uploadRows[i].id as string,
      description: doc.description,
      uploadedBy: uploaderId,
      reading: doc.reading,
      readAt: doc.createdAt,
      readError: doc.readError ?? null,
      text: doc.reading === 'failed' ? null : receiptText(doc.facts).join('\n'),
      foundAmount: doc.found.amount,
      // The GST printed, as reading the text finds it (`NO GST` on a GST-free receipt is 0).
      foundGst: doc.reading === 'failed' ? null : findGst(receiptText(doc.facts).join('\n'), doc.found.amount),
      gstRead: true,
      foundDate: doc.found.date,
      foundAbn: doc.found.abn,
      foundVendorName: doc.found.vendorName,
      vendorId: doc.found.vendorId,
      expenseId: doc.expenseId,
      confirmed: doc.confirmed,
      confidence: doc.confidence,
      reasons: doc.reasons,
      createdAt: doc.createdAt,
    })),
  );
}

export type DemoExpensesSummary = { expenses: number; documents: number; sharedDocuments: number };

/** Seeds the bookkeeping; `uploaderId` is who uploaded the paper (the bookkeeper). */
async function seedExpenses(ctx: Context): Promise<DemoExpensesSummary> {
  const { db, random, today, timeZone } = ctx;
  const refs = await referenceData(db);
  const planned = planExpenses(random, today);
  const rows = await db
    .insert(expenses)
    .values(
      planned.map((p) => ({
        description: p.description,
        spentOn: p.date,
        amount: p.amount,
        businessUse: p.vendor.businessUse,
        gst: p.vendor.gst && p.vendor.gstRegistered,
        categoryId: refs.categoryId(p.vendor.category),
        vendorId: refs.vendorId(p.vendor),
        createdAt: instantOf(p.date, timeZone, '18:00'),
        updatedAt: instantOf(p.date, timeZone, '18:00'),
      })),
    )
    .returning({ id: expenses.id });

  const factsOf = (p: (typeof planned)[number], n: number): PaperDoc['facts'] => ({
    vendor: p.vendor.tradingName ?? p.vendor.name,
    abn: p.vendor.abnTail ? abnOf(p.vendor.abnTail) : null,
    date: p.date,
    lines: [{ label: p.description.split(' · ')[0], amount: p.amount }],
    total: p.amount,
    gst: p.vendor.gst,
    number: `INV-${String(40_000 + n * 37).padStart(6, '0')}`,
  });
  const found = (p: (typeof planned)[number]) => ({
    amount: p.amount,
    date: p.date,
    abn: p.vendor.abnTail ? abnOf(p.vendor.abnTail) : null,
    vendorName: (p.vendor.tradingName ?? p.vendor.name).toUpperCase(),
    vendorId: refs.vendorId(p.vendor),
  });
  const uploaded = (date: IsoDate, lateDays: number) =>
    instantOf(
      addDays(date, lateDays),
      timeZone,
      `${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
    );

  const docs: PaperDoc[] = [];
  const recent = planned
    .map((p, i) => ({ p, id: rows[i].id, i }))
    .filter(({ p }) => p.vendor.paper !== 'none' && p.date >= addDays(today, -PAPER_WINDOW_DAYS));
  // The newest few are still to be confirmed: read, and suggested for their expense with the confidence the shared rule gives.
  const pendingSlips = [
    { days: 0, vendorKnown: true },
    { days: 2, vendorKnown: false },
    { days: 5, vendorKnown: true },
    { days: 1, vendorKnown: true },
  ];
  const pendingCount = pendingSlips.length;
  for (const [n, { p, id, i }] of recent.entries()) {
    const pending = n >= recent.length - pendingCount;
    if (!pending && !random.chance(0.75)) continue;
    const kind = p.vendor.paper === 'bill' ? 'bill' : 'receipt';
    const facts = factsOf(p, i);
    // Suggestions read as they come: one sure, others with the date off (entered later) or the vendor not recognised.
    const slip = pending ? pendingSlips[(recent.length - 1 - n) % pendingSlips.length] : { days: 0, vendorKnown: true };
    const read = {
      ...found(p),
      date: addDays(p.date, -slip.days),
      abn: slip.vendorKnown ? found(p).abn : null,
      vendorId: slip.vendorKnown ? refs.vendorId(p.vendor) : null,
    };
    if (slip.days) facts.date = read.date;
    const match = documentMatch(
      { amount: read.amount, date: read.date, vendorId: read.vendorId },
      { amount: p.amount, date: p.date, vendorId: refs.vendorId(p.vendor) },
    );
    docs.push({
      facts,
      kind,
      description: kind === 'bill' ? `${p.vendor.name} invoice` : null,
      expenseId: id,
      confirmed: !pending,
      confidence: pending ? match.confidence : null,
      reasons: pending ? match.reasons : [],
      reading: 'processed',
      found: pending ? read : found(p),
      createdAt: uploaded(p.date, pending ? 0 : random.int(0, 6)),
    });
  }
  // Paper on no expense: receipts for purchases not entered yet, one only partly legible, one unreadable, and
  // one GST free (stamps), which the GST check flags.
  const loose: Array<{ vendor: string; amount: number; daysAgo: number; reading: PaperDoc['reading']; gst?: false }> = [
    { vendor: 'Coles Brookvale', amount: 2_385, daysAgo: 3, reading: 'processed' },
    { vendor: 'Coles Brookvale', amount: 1_190, daysAgo: 12, reading: 'processed' },
    { vendor: 'Manly Hardware', amount: 6_450, daysAgo: 6, reading: 'processed' },
    { vendor: 'Harbour Parking', amount: 1_800, daysAgo: 2, reading: 'attempted' },
    { vendor: 'Unknown', amount: 0, daysAgo: 1, reading: 'failed' },
    { vendor: 'Australia Post Dee Why', amount: 2_200, daysAgo: 4, reading: 'processed', gst: false },
  ];
  for (const [n, item] of loose.entries()) {
    const date = addDays(today, -item.daysAgo);
    const facts = {
      vendor: item.vendor,
      abn: null,
      date,
      lines: [{ label: item.gst === false ? 'Stamps' : 'Sundries', amount: item.amount }],
      total: item.amount,
      gst: item.gst ?? true,
      number: `L-${n}`,
    };
    docs.push({
      facts,
      kind: item.reading === 'failed' ? 'bill' : 'receipt',
      description: item.reading === 'failed' ? 'Scanned bill from the van' : null,
      expenseId: null,
      confirmed: false,
      confidence: null,
      reasons: [],
      reading: item.reading,
      // Parking stubs are faint: the date came through, the total did not.
      found:
        item.reading === 'processed'
          ? { amount: item.amount, date, abn: null, vendorName: item.vendor.toUpperCase(), vendorId: null }
          : item.reading === 'attempted'
            ? { amount: null, date, abn: null, vendorName: null, vendorId: null }
            : { amount: null, date: null, abn: null, vendorName: null, vendorId: null },
      readError: item.reading === 'failed' ? 'The PDF could not be opened: it may be damaged or protected by a password.' : undefined,
      filename: item.reading === 'failed' ? `scan-${date}.pdf` : undefined,
      createdAt: uploaded(date, 0),
    });
  }
  await insertDocuments(ctx, docs);
  const sheets = await seedSafetyDataSheets(ctx);
  return { expenses: rows.length, documents: docs.length, sharedDocuments: sheets };
}

/** The bookkeeping in one transaction, on its own random sequence (adding it changed nothing else in the demo), uploaded by the bookkeeper. */
export async function seedDemoBookkeeping(
  db: Db,
  storage: Storage,
  params: { today: IsoDate; timeZone: string; fallbackUploader: number },
) {
  const [bookkeeper] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bookkeeper@example.com'));
  return db.transaction((tx) =>
    seedExpenses({
      db: tx,
      storage,
      random: seededRandom(BOOKKEEPING_SEED),
      today: params.today,
      timeZone: params.timeZone,
      uploaderId: bookkeeper?.id ?? params.fallbackUploader,
    }),
  );
}
