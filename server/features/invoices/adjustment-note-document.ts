import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { clientBillTo } from '../clients/clients.queries';
import { adjustmentNoteFilename, renderAdjustmentNotePdf } from './adjustment-note-pdf';
import { findNoteWithLines } from './adjustment-notes.queries';
import { printedBusiness } from './invoice-documents';
import { findInvoiceRow } from './invoice-rows.queries';
import { billToByName } from './invoices.queries';

/**
 * An adjustment note's PDF, for the office (`GET /api/adjustment-notes/{id}/pdf`) and for the client from their
 * invoice's link (`of` the link's invoice: a note of another invoice is not found). Rendered afresh, as invoices are.
 */
export async function adjustmentNoteDocument(db: Db, storage: Storage, noteId: number, of?: { invoiceId: number }) {
  const found = await findNoteWithLines(db, noteId);
  if (!found || (of && found.note.invoiceId !== of.invoiceId)) throw notFound();
  const invoice = await findInvoiceRow(db, found.note.invoiceId);
  if (!invoice) throw notFound();
  const billTo = (await clientBillTo(db, invoice.invoice.clientId)) ?? billToByName(invoice.clientName);
  const pdf = await renderAdjustmentNotePdf({
    ...found,
    invoice: invoice.invoice,
    client: billTo,
    ...(await printedBusiness(db, storage)),
  });
  return { pdf, filename: adjustmentNoteFilename(found.note) };
}
