import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates';
import { createDemoApp } from '../../test/demo';
import { buildVendor } from '../../test/expense-factories';
import { auditTrail } from '../../test/inspect';
import { fakePdf, sendFile, sha256Of } from '../../test/uploads';
import { signInWith } from '../../test/user-factories';
import { uploads } from '../uploads/uploads.table';
import { setVendorInvoicePaid } from './save-vendor-invoice';
import { vendorInvoicesAwaitingPayment } from './vendor-invoices.queries';
import { vendorInvoices } from './vendor-invoices.table';

const { t, people, admin, contractor, otherContractor } = await createDemoApp('admin', 'contractor', 'otherContractor');
afterAll(() => t.close());
const vendor = await buildVendor(t.app.db, { name: 'Sam Taylor Cleaning', userId: people.contractor.id, gstRegistered: true });
const week = '2026-11-01';
const month = '2026-11-01';
const fields = (over: Record<string, unknown> = {}) => ({
  user_id: people.contractor.id,
  week,
  number: 'INV-7',
  issued_at: '2026-11-08',
  total: 44000,
  tax: 4000,
  filename: 'Invoice 7.pdf',
  size: 2000,
  ...over,
});

async function upload(client: typeof contractor, over: Record<string, unknown> = {}, file = fakePdf(2000)) {
  const begun = await client.post('/api/vendor-invoices', fields({ size: file.length, ...over }));
  expect(begun.statusCode).toBe(201);
  const done = await sendFile(client, begun.json().id, file);
  const [row] = await t.app.db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, begun.json().id));
  return { done, id: row.ownerId, file };
}

describe('vendor invoices', () => {
  it('a contractor who is a vendor uploads a PDF for their week; it is listed on that week of their earnings once complete and downloads byte for byte', async () => {
    const { done, id, file } = await upload(contractor);
    expect(done.json()).toEqual({ received: file.length, complete: true });
    const earnings = (await contractor.get(`/api/contractor-earnings/${people.contractor.id}?month=${month}`)).json();
    expect(earnings.vendor).toBe(true);
    expect(earnings.weeks[0].vendor_invoices).toEqual([
      {
        id,
        // The invoice as it was sent, with its id, its payment and where to download it.
        ...fields({ size: file.length }),
        paid_at: null,
        download_url: `/api/vendor-invoices/${id}/download`,
      },
    ]);
    expect(earnings.weeks[1].vendor_invoices).toEqual([]);
    const download = await contractor.get(`/api/vendor-invoices/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(sha256Of(download.rawPayload)).toBe(sha256Of(file));
    expect((await admin.get(`/api/vendor-invoices/${id}/download`)).statusCode).toBe(200);
    expect((await otherContractor.get(`/api/vendor-invoices/${id}/download`)).statusCode).toBe(404);
    const trail = await auditTrail(admin, 'vendor_invoices', id);
    expect(trail.map((a) => a.description)).toContainEqual(expect.stringContaining('Uploaded vendor invoice INV-7 of Sam Taylor Cleaning'));
  });

  it('refuses a file that is not a PDF: "PDF files only", by name and by content', async () => {
    const named = await contractor.post('/api/vendor-invoices', fields({ filename: 'invoice.docx' }));
    expect(named.statusCode).toBe(422);
    expect(named.json().errors).toEqual({ file: ['PDF files only'] });
    const begun = await contractor.post('/api/vendor-invoices', fields({ size: 100 }));
    const refused = await sendFile(contractor, begun.json().id, Buffer.alloc(100, 65));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ file: ['PDF files only'] });
  });

  it.each([
    [
      'another person’s week',
      () => ({ user_id: people.otherContractor.id }),
      { user_id: ['You can only upload an invoice for your own week.'] },
    ],
    [
      'a day that starts no week',
      () => ({ week: '2026-11-02' }),
      { week: ['The week must be the first day of an earnings week (the 1st, 8th, 15th, 22nd or 29th).'] },
    ],
    ['a week not yet started', () => ({ week: '2099-01-01' }), { week: ['The week has not started yet.'] }],
    ['a total that is not money', () => ({ total: 12.5 }), { total: ['The total must be a whole number of cents.'] }],
    ['tax above the total', () => ({ total: 100, tax: 200 }), { tax: ['The tax may not be more than the total.'] }],
    ['no number', () => ({ number: '' }), { number: ['The number field is required.'] }],
  ])('422 for %s, and nothing is stored', async (_, over, errors) => {
    const before = (await t.app.db.select().from(vendorInvoices)).length;
    const res = await contractor.post('/api/vendor-invoices', fields(over()));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect((await t.app.db.select().from(vendorInvoices)).length).toBe(before);
  });

  it('refuses a contractor who is not a vendor', async () => {
    const res = await otherContractor.post('/api/vendor-invoices', fields({ user_id: people.otherContractor.id }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['user_id']);
  });

  it('manage_invoices uploads for anyone who is a vendor', async () => {
    const { client: bookkeeper } = await signInWith(t.app, ['manage_invoices']);
    const { done } = await upload(bookkeeper, { number: 'BY-OFFICE' });
    expect(done.statusCode).toBe(200);
  });

  it('is deleted by its contractor (others get 404); a paid one cannot be deleted', async () => {
    const { id } = await upload(contractor, { number: 'DEL-1' });
    expect((await otherContractor.delete(`/api/vendor-invoices/${id}`)).statusCode).toBe(404);
    expect((await contractor.delete(`/api/vendor-invoices/${id}`)).statusCode).toBe(204);
    expect((await contractor.get(`/api/vendor-invoices/${id}/download`)).statusCode).toBe(404);

    const paid = await upload(contractor, { number: 'PAID-1' });
    await setVendorInvoicePaid(t.app.db, paid.id, todayIn(t.app.config.timeZone));
    const refused = await admin.delete(`/api/vendor-invoices/${paid.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('A paid vendor invoice cannot be deleted.');
  });

  it('lists the unpaid ones for the bank matching: amount, date, vendor', async () => {
    const awaiting = await vendorInvoicesAwaitingPayment(t.app.db);
    expect(awaiting.length).toBeGreaterThan(0);
    expect(awaiting.every((row) => row.vendor_id === vendor.id && row.vendor === 'Sam Taylor Cleaning')).toBe(true);
    expect(awaiting.map((row) => row.number)).not.toContain('PAID-1');
    expect(awaiting[0]).toMatchObject({ amount: 44000, date: '2026-11-08' });
  });
});
