/** Vendor invoices for tests, written straight to the tables as the other factories do. */
import type { FastifyInstance } from 'fastify';
import { vendorInvoiceMaxBytes } from '../../shared/api/vendor-invoices';
import { vendorInvoicesOwnerType } from '../features/vendor-invoices/save-vendor-invoice';
import { vendorInvoices } from '../features/vendor-invoices/vendor-invoices.table';
import { fakePdf } from './uploads';
import { type Attrs, insertRow, next } from './factory-kit';
import { buildOnUpload } from './upload-factories';

/** A complete vendor invoice (a PDF) with its upload, of `userId` for the week of 1 Nov 2026, $440 with $40 GST, unless told. */
export async function buildVendorInvoice(
  app: FastifyInstance,
  userId: number,
  overrides: Attrs<typeof vendorInvoices> = {},
  file = fakePdf(1000),
) {
  const n = next();
  return buildOnUpload(
    app,
    {
      ownerType: vendorInvoicesOwnerType,
      createdBy: userId,
      filename: `invoice-${n}.pdf`,
      kind: 'pdf',
      maxBytes: vendorInvoiceMaxBytes,
      file,
    },
    (uploadId) =>
      insertRow(app.db, vendorInvoices, {
        userId,
        week: '2026-11-01',
        number: `VI-${n}`,
        issuedAt: '2026-11-08',
        total: 44000,
        tax: 4000,
        ...overrides,
        uploadId,
      }),
  );
}
