/** Vendor invoices for tests, written straight to the tables as the other factories do. */
import type { FastifyInstance } from 'fastify';
import { vendorInvoiceMaxBytes } from '../../shared/api/vendor-invoices';
import { vendorInvoicesOwnerType } from '../features/vendor-invoices/save-vendor-invoice';
import { vendorInvoices } from '../features/vendor-invoices/vendor-invoices.table';
import { fakePdf } from './uploads';
import { adoptUpload, buildUpload } from './upload-factories';

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;
let seq = 0;

/** A complete vendor invoice (a PDF) of `userId` for the week of 1 Nov 2026, $440 with $40 GST, unless told. */
export async function buildVendorInvoice(
  app: FastifyInstance,
  userId: number,
  overrides: Insert<typeof vendorInvoices> = {},
  file = fakePdf(1000),
) {
  const upload = await buildUpload(app, {
    ownerType: vendorInvoicesOwnerType,
    createdBy: userId,
    filename: `invoice-${++seq}.pdf`,
    kind: 'pdf',
    maxBytes: vendorInvoiceMaxBytes,
    file,
  });
  const [invoice] = await app.db
    .insert(vendorInvoices)
    .values({
      userId,
      week: '2026-11-01',
      number: `VI-${seq}`,
      issuedAt: '2026-11-08',
      total: 44000,
      tax: 4000,
      ...overrides,
      uploadId: upload.id,
    })
    .returning();
  await adoptUpload(app.db, upload.id, invoice.id);
  return invoice;
}
