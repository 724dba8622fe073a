import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { createDemoApp, demo } from '../../test/demo';
import { buildSharedDocument } from '../../test/document-factories';
import { auditTrail } from '../../test/inspect';
import { receiptImage } from '../../test/receipts';
import { signIn } from '../../test/test-app';
import { fakePdf, sendFile, sha256Of } from '../../test/uploads';
import { uploads } from '../uploads/uploads.table';

const { t, office, contractor, admin, people } = await createDemoApp('office', 'contractor', 'admin');
afterAll(() => t.close());
const today = todayIn(t.app.config.timeZone);

describe('shared documents', () => {
  it('is added by a holder of manage_documents through the chunked upload, listed for everyone once complete, and downloaded byte for byte', async () => {
    const file = fakePdf(700_000);
    const begun = await office.post('/api/shared-documents', {
      name: 'msds',
      description: 'Oates Bathroom Cleaner 5L',
      subject: 'Bathrooms',
      expires_at: '2029-06-30',
      filename: 'Oates SDS.pdf',
      size: file.length,
    });
    expect(begun.statusCode).toBe(201);
    const uploadId = begun.json().id;
    expect((await contractor.get('/api/shared-documents?search=oates')).json().data).toEqual([]);
    expect((await sendFile(office, uploadId, file)).json()).toEqual({ received: file.length, complete: true });
    const [row] = await t.app.db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, uploadId));
    const listed = (await contractor.get('/api/shared-documents?search=oates')).json();
    expect(listed.data).toEqual([
      {
        id: row.ownerId,
        owner: { id: people.office.id, name: 'Priya Shah' },
        name: 'msds',
        description: 'Oates Bathroom Cleaner 5L',
        subject: 'Bathrooms',
        filename: 'Oates SDS.pdf',
        size: file.length,
        expires_at: '2029-06-30',
        expired: false,
        created_at: expect.any(String),
        download_url: `/api/shared-documents/${row.ownerId}/download`,
      },
    ]);
    const download = await contractor.get(listed.data[0].download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Oates SDS.pdf"/);
    expect(sha256Of(download.rawPayload)).toBe(sha256Of(file));
  });

  it('takes an image as well, and refuses anything else', async () => {
    const photo = await receiptImage(['SAFETY DATA SHEET', 'Bleach']);
    const begun = await office.post('/api/shared-documents', { description: 'Bleach poster', filename: 'bleach.png', size: photo.length });
    expect((await sendFile(office, begun.json().id, photo)).statusCode).toBe(200);
    const other = await office.post('/api/shared-documents', { description: 'Not a document', filename: 'x.pdf', size: 100 });
    const refused = await sendFile(office, other.json().id, Buffer.alloc(100, 65));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ file: ['PDF or image files only'] });
  });

  it.each([
    [{ filename: 'a.pdf', size: 10 }, { description: ['The description field is required.'] }],
    [{ name: 'insurance', description: 'X', filename: 'a.pdf', size: 10 }, { name: ['The selected type is invalid.'] }],
    [
      { description: 'X', expires_at: '2027-13-01', filename: 'a.pdf', size: 10 },
      { expires_at: ['The expiry date must be a date in the form YYYY-MM-DD.'] },
    ],
    [{ description: 'X', filename: 'a.pdf', size: 0 }, { file: ['The file is empty.'] }],
    [{ description: 'X', filename: 'a.pdf', size: 21 * 1024 * 1024 }, { file: ['The file may not be greater than 20 MB.'] }],
  ])('refuses %j with 422', async (body, errors) => {
    const response = await office.post('/api/shared-documents', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('marks expired ones, pages 10 at a time newest first, and sorts by expiry with undated ones last', async () => {
    const dates = [
      addDays(today, -1),
      today,
      null,
      addDays(today, 30),
      addDays(today, -400),
      null,
      addDays(today, 5),
      addDays(today, -2),
      addDays(today, 90),
      addDays(today, 1),
      addDays(today, 2),
    ];
    for (const [i, expiresAt] of dates.entries()) await buildSharedDocument(t.app, { description: `Zk sheet ${i}`, expiresAt });
    const page = (await contractor.get('/api/shared-documents?search=zk')).json();
    expect(page.meta).toMatchObject({ per_page: 10, total: 11, last_page: 2 });
    expect(page.data[0].description).toBe('Zk sheet 10');
    const all = (await contractor.get('/api/shared-documents?search=zk&count=20&sort=expires_at&direction=asc')).json().data;
    expect(all.map((d: { expires_at: string | null }) => d.expires_at)).toEqual(
      [...dates].sort((a, b) => (a ?? '9999').localeCompare(b ?? '9999')),
    );
    expect(all.filter((d: { expired: boolean }) => d.expired).map((d: { expires_at: string }) => d.expires_at)).toEqual([
      addDays(today, -400),
      addDays(today, -2),
      addDays(today, -1),
    ]);
  });

  it('deletes with manage_documents only, removing the file, audited', async () => {
    const document = await buildSharedDocument(t.app, { description: 'Old sheet' });
    const stored = document.upload.storagePath ?? '';
    expect((await contractor.delete(`/api/shared-documents/${document.id}`)).statusCode).toBe(403);
    expect((await contractor.post('/api/shared-documents', { description: 'X', filename: 'a.pdf', size: 10 })).statusCode).toBe(403);
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    expect((await bookkeeper.delete(`/api/shared-documents/${document.id}`)).statusCode).toBe(204);
    expect(await t.app.storage.exists(stored)).toBe(false);
    expect((await contractor.get(`/api/shared-documents/${document.id}/download`)).statusCode).toBe(404);
    expect((await office.delete(`/api/shared-documents/${document.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(admin, 'shared_documents', document.id);
    expect(trail.map((a) => [a.action, a.description])).toEqual([['delete', 'Deleted safety data sheet Old sheet']]);
  });

  it('does not serve a document whose upload is unfinished', async () => {
    const unfinished = await buildSharedDocument(t.app, { complete: false });
    expect((await contractor.get(`/api/shared-documents/${unfinished.id}/download`)).statusCode).toBe(404);
  });
});
