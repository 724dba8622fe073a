/**
 * What the invoices list does to several chosen invoices at once. Sending and marking sent run the one
 * invoice's own code (sendInvoice, markInvoiceSent) for each in turn, each in its own transaction: the same
 * rules, audit and refusals, and one refused invoice leaves the others sent. The PDFs come as one zip, each
 * rendered as its own download is; the rows as a workbook.
 */
import { createRequire } from 'node:module';
import type { Archiver } from 'archiver';
import { desc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InvoiceBulkResult } from '../../../shared/api/invoices';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { renderPresentedInvoice } from './invoice-documents';
import { invoiceFilename } from './invoice-pdf';
import { selectInvoices } from './invoice-rows.queries';
import { findInvoice, presentPage } from './invoices.queries';
import { invoices } from './invoices.table';

// archiver 7 is CommonJS with a factory as its export; the installed @types describe 8's classes, whose
// instances are the same stream with the same append/finalize/abort.
const archiver = createRequire(import.meta.url)('archiver') as (format: 'zip', options: { store: boolean }) => Archiver;

/** The chosen invoices that exist, newest number first; 422 when none of them does. */
export async function chosenInvoices(db: Db, ids: readonly number[], today: IsoDate) {
  const rows = await selectInvoices(db)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(desc(invoices.number));
  if (rows.length === 0) throw new HttpError(422, 'None of the chosen invoices exist.', { ids: ['None of the chosen invoices exist.'] });
  return presentPage(db, rows, today);
}

const reasonOf = (error: unknown) =>
  error instanceof HttpError ? (error.statusCode === 404 ? 'This invoice no longer exists.' : error.message) : null;

/**
 * Runs one invoice's action on each chosen invoice in turn, and reports each: done with the action's own
 * message, or refused with its reason. An unexpected failure is logged and reported for that invoice alone.
 */
export async function eachInvoice(
  db: Db,
  ids: readonly number[],
  log: FastifyBaseLogger,
  what: { done: string; action: (id: number) => Promise<string> },
): Promise<InvoiceBulkResult> {
  const numbers = new Map(
    (
      await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.id, [...ids]))
    ).map((r) => [r.id, r.number]),
  );
  const results: InvoiceBulkResult['results'] = [];
  for (const id of ids) {
    const number = numbers.get(id) ?? null;
    try {
      results.push({ id, number, ok: true, message: await what.action(id) });
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === null) log.error({ err: error, invoice: id }, 'bulk invoice action failed');
      results.push({ id, number, ok: false, message: reason ?? 'Something went wrong; nothing was changed on this invoice.' });
    }
  }
  const done = results.filter((r) => r.ok).length;
  const refused = results.length - done;
  const message = `${done} of ${results.length} invoice${results.length === 1 ? '' : 's'} ${what.done}${refused ? `; ${refused} refused` : ''}.`;
  return { message, results };
}

/** The chosen invoices' PDFs in one zip, written as each is rendered; the PDFs are compressed already, so stored. */
export async function invoicePdfZip(db: Db, storage: Storage, ids: readonly number[], today: IsoDate) {
  const chosen = await chosenInvoices(db, ids, today);
  const zip = archiver('zip', { store: true });
  const write = async () => {
    for (const { id } of chosen) {
      const invoice = await findInvoice(db, id, today);
      if (invoice) zip.append(await renderPresentedInvoice(db, storage, invoice), { name: invoiceFilename(invoice) });
    }
    await zip.finalize();
  };
  return { zip, write };
}
