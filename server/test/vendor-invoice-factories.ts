/** Vendor invoices for tests, written straight to the tables as the other factories do. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendorInvoiceMaxBytes } from '../../shared/api/vendor-invoices';
import { uploads } from '../features/uploads/uploads.table';
import { vendorInvoicesOwnerType } from '../features/vendor-invoices/save-vendor-invoice';
import { vendorInvoices } from '../features/vendor-invoices/vendor-invoices.table';
import { randomToken } from '../platform/crypto';
import { fakePdf } from './uploads';

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;
let seq = 0;

/** A complete vendor invoice (a PDF) of `userId` for the week of 1 Nov 2026, $440 with $40 GST, unless told. */
export async function buildVendorInvoice(
  app: FastifyInstance,
  userId: number,
  overrides: Insert<typeof vendorInvoices> = {},
  file = fakePdf(1000),
) {
  const storagePath = app.storage.newName('.pdf');
  await app.storage.put(storagePath, file);
  const [upload] = await app.db
    .insert(uploads)
    .values({
      id: randomToken(24),
      ownerType: vendorInvoicesOwnerType,
      ownerId: 0,
      createdBy: userId,
      filename: `invoice-${++seq}.pdf`,
      kind: 'pdf',
      maxBytes: vendorInvoiceMaxBytes,
      received: file.length,
      complete: true,
      contentType: 'application/pdf',
      storagePath,
      size: file.length,
      completedAt: new Date(),
    })
    .returning();
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
  await app.db.update(uploads).set({ ownerId: invoice.id }).where(eq(uploads.id, upload.id));
  return invoice;
}
