/**
 * The demo's pay side: contractors with bank details and ABNs (Liam O'Connor has no ABN, so his pay shows the
 * 47 % withholding), postal addresses for the TPAR, each contractor a vendor, the pay-run settings, a year of
 * recorded pay runs (every week ended before last week), and vendor invoices (generated PDFs) for the last
 * three weeks ended — one total that differs from the earnings, and none yet from Sam Taylor for last week, so
 * the demo contractor has one to upload. Runs after the visits are settled and invoiced.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { vendorInvoiceMaxBytes } from '../../../shared/api/vendor-invoices';
import { addDays, addMonths, type IsoDate, monthWeekRange, startOfMonth } from '../../../shared/dates';
import { formatAud, gstInInclusive } from '../../../shared/money';
import { payRunFigures } from '../../../shared/pay-runs';
import type { Db } from '../../db/client';
import { contractorMonth } from '../../features/earnings/earnings.queries';
import { payees, payRunPayments, payRunSettings } from '../../features/pay-runs/pay-runs.table';
import { uploads } from '../../features/uploads/uploads.table';
import { users } from '../../features/users/users.table';
import { vendorInvoicesOwnerType } from '../../features/vendor-invoices/save-vendor-invoice';
import { vendorInvoices } from '../../features/vendor-invoices/vendor-invoices.table';
import { vendors } from '../../features/vendors/vendors.table';
import type { Storage } from '../../platform/storage';
import { demoBusiness } from './settings';
import { storedUpload } from './stored-upload';
import { drawPdf } from '../../platform/pdf-bytes';

/** What the people seed leaves out; checksum-valid ABNs, made-up accounts. */
const payDetails: Record<string, { abn?: string; bsb?: string; account?: string; address: string; gst: boolean }> = {
  'contractor@example.com': { address: '14 Wattle Street, Ultimo NSW 2007', gst: true },
  'maria@example.com': { address: '3/22 Oxford Street, Paddington NSW 2021', gst: false },
  'liam@example.com': { address: '9 Bay Road, Waverton NSW 2060', gst: false },
  'mei@example.com': {
    abn: '43002810680',
    bsb: '012003',
    account: '402918377',
    address: '51 Church Street, Parramatta NSW 2150',
    gst: false,
  },
  'jack@example.com': { abn: '87001230260', bsb: '732012', account: '66120458', address: '7 Beach Road, Bondi NSW 2026', gst: true },
  'aisha@example.com': {
    abn: '22009450750',
    bsb: '112879',
    account: '30554712',
    address: '120 Railway Parade, Kogarah NSW 2217',
    gst: false,
  },
};

type Contractor = { id: number; name: string; email: string; abn: string | null };

/** Every earnings week (its first day) of the months from `from` to `to`, that ended before `before`. */
function weeksEnded(from: IsoDate, before: IsoDate): { month: IsoDate; index: number; start: IsoDate; end: IsoDate }[] {
  const weeks = [];
  for (let month = startOfMonth(from.slice(0, 7)); month <= before; month = addMonths(month, 1)) {
    for (let index = 1; index <= 5; index++) {
      const range = monthWeekRange(month.slice(0, 7), index);
      if (range && range.start >= from && range.end < before) weeks.push({ month, index, ...range });
    }
  }
  return weeks;
}

function invoicePdf(
  vendor: string,
  business: string,
  number: string,
  issued: IsoDate,
  week: string,
  total: number,
  tax: number,
): Promise<Buffer> {
  return drawPdf({ size: 'A4', margin: 56 }, (doc) => {
    doc.fontSize(22).text(tax > 0 ? 'Tax invoice' : 'Invoice');
    doc.moveDown().fontSize(12).text(vendor).text(`Invoice ${number}, issued ${issued}`);
    doc.moveDown().text(`To: ${business}`);
    doc.moveDown().text(`Cleaning services, ${week}`);
    doc.moveDown().text(`Total ${formatAud(total)}${tax > 0 ? ` (GST ${formatAud(tax)})` : ''}`);
  });
}

export async function seedDemoEarnings(
  db: Db,
  storage: Storage,
  { today }: { today: IsoDate },
): Promise<{ payments: number; vendorInvoices: number }> {
  const contractors: Contractor[] = await db
    .select({ id: users.id, name: users.name, email: users.email, abn: users.abn })
    .from(users)
    .where(inArray(users.email, Object.keys(payDetails)));
  const vendorOf = new Map<number, { id: number; gst: boolean }>();
  for (const person of contractors) {
    const details = payDetails[person.email]!;
    if (details.abn)
      await db
        .update(users)
        .set({ abn: details.abn, bankBsb: details.bsb, bankAccount: details.account })
        .where(and(eq(users.id, person.id), isNull(users.bankBsb)));
    await db.insert(payees).values({ userId: person.id, address: details.address }).onConflictDoNothing();
    const [vendor] = await db
      .insert(vendors)
      .values({ name: person.name, abn: details.abn ?? person.abn, userId: person.id, gstRegistered: details.gst, email: person.email })
      .onConflictDoNothing()
      .returning({ id: vendors.id });
    if (vendor) vendorOf.set(person.id, { id: vendor.id, gst: details.gst });
  }
  await db
    .insert(payRunSettings)
    .values({ id: 1, apcaUserId: '301500', bankAbbreviation: 'CBA', description: 'CONTRACTORS' })
    .onConflictDoNothing();

  // Last week is the earnings week before the one holding today; it and the week before stay unpaid.
  const weeks = weeksEnded(addDays(today, -365), today);
  const lastThree = weeks.slice(-3);
  const paidWeeks = weeks.slice(0, -2);
  const abnOf = new Map(
    (
      await db
        .select({ id: users.id, abn: users.abn })
        .from(users)
        .where(
          inArray(
            users.id,
            contractors.map((c) => c.id),
          ),
        )
    ).map((u) => [u.id, u.abn]),
  );
  let payments = 0;
  let invoiceCount = 0;
  const months = [...new Set(weeks.map((w) => w.month))];
  for (const person of contractors) {
    for (const month of months) {
      const folded = await contractorMonth(db, person.id, month);
      for (const week of weeks.filter((w) => w.month === month)) {
        const totals = folded.weeks[week.index - 1];
        if (!totals || totals.earned === 0) continue;
        const vendor = vendorOf.get(person.id);
        const gst = vendor?.gst ? gstInInclusive(totals.earned) : 0;
        if (paidWeeks.includes(week)) {
          const f = payRunFigures({ earned: totals.earned, cash_collected: totals.cash_collected, abn: abnOf.get(person.id) ?? null, gst });
          await db.insert(payRunPayments).values({
            week: week.start,
            userId: person.id,
            earned: f.earned,
            cashCollected: f.cash_collected,
            gst: f.gst,
            withheld: f.withheld,
            net: f.net,
            noAbn: f.no_abn,
            paidOn: addDays(week.end, 4),
          });
          payments++;
        }
        const isLast = week === lastThree.at(-1);
        if (!vendor || !lastThree.includes(week) || (isLast && person.email === 'contractor@example.com')) continue;
        // Maria's latest invoice forgot a visit: its total differs from her earnings.
        const total = isLast && person.email === 'maria@example.com' ? totals.earned - 4500 : totals.earned;
        const tax = vendor.gst ? gstInInclusive(total) : 0;
        const number = `${person.name
          .split(' ')[0]
          ?.toUpperCase()
          .replace(/[^A-Z]/g, '')}-${week.start.replaceAll('-', '')}`;
        const issued = addDays(week.end, 1);
        const pdf = await invoicePdf(person.name, demoBusiness.legalName, number, issued, `${week.start} to ${week.end}`, total, tax);
        const upload = await storedUpload(
          storage,
          { ownerType: vendorInvoicesOwnerType, kind: 'pdf', maxBytes: vendorInvoiceMaxBytes, ownerId: 0, createdBy: person.id },
          { filename: `Invoice ${number}.pdf`, contentType: 'application/pdf', bytes: pdf },
        );
        // The upload first (the invoice references it), then pointed at the invoice it belongs to.
        await db.insert(uploads).values(upload);
        const [row] = await db
          .insert(vendorInvoices)
          .values({
            userId: person.id,
            vendorId: vendor.id,
            week: week.start,
            number,
            issuedAt: issued,
            total,
            tax,
            uploadId: upload.id,
            paidAt: paidWeeks.includes(week) ? addDays(issued, 3) : null,
          })
          .returning({ id: vendorInvoices.id });
        await db.update(uploads).set({ ownerId: row!.id }).where(eq(uploads.id, upload.id));
        invoiceCount++;
      }
    }
  }
  return { payments, vendorInvoices: invoiceCount };
}
