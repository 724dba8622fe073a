import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { type Client, signIn } from '../../test/test-app';
import { fakePdf, sendFile, sendPiece, sha256Of } from '../../test/uploads';
import { buildUser } from '../../test/user-factories';
import { audits } from '../audit/audit.table';
import { uploads } from '../uploads/uploads.table';

const { t, people, contractor, admin } = await createDemoApp('contractor', 'admin');
afterAll(() => t.close());
const contractorId = people.contractor.id;

const docsOf = (userId: number) => `/api/users/${userId}/documents`;

/** Begins a document and uploads its file; returns the listed document. */
async function addDocument(
  client: Client,
  userId: number,
  fields: { name?: string; expires_at?: string | null } = {},
  file = fakePdf(2000),
) {
  const begun = await client.post(docsOf(userId), {
    name: 'insurance',
    expires_at: null,
    filename: 'policy.pdf',
    size: file.length,
    ...fields,
  });
  expect(begun.statusCode).toBe(201);
  const { id } = begun.json();
  expect((await sendFile(client, id, file)).statusCode).toBe(200);
  const [row] = await t.app.db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, id));
  return { uploadId: id as string, documentId: row.ownerId, file };
}

describe('user private documents', () => {
  it('lists a document only once its upload is complete, and downloads it byte-identical', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const file = fakePdf(1_500_000);
    const begun = await client.post(docsOf(user.id), {
      name: 'insurance',
      expires_at: '2027-06-30',
      filename: 'Insurance 2027 “final”.pdf',
      size: file.length,
    });
    expect(begun.statusCode).toBe(201);
    const { id } = begun.json();
    expect(Object.keys(begun.json())).toEqual(['id']);

    await sendPiece(client, id, file.subarray(0, 640_000), 0, false);
    expect((await client.get(docsOf(user.id))).json().data).toEqual([]);

    const resumed = await client.get(`/api/uploads/${id}`);
    const { received } = resumed.json();
    expect((await sendFile(client, id, file, received)).json()).toEqual({ received: file.length, complete: true });
    const list = await client.get(docsOf(user.id));
    expect(list.json().meta).toMatchObject({ total: 1, per_page: 10, current_page: 1 });
    const [document] = list.json().data;
    expect(document).toEqual({
      id: expect.any(Number),
      user_id: user.id,
      name: 'insurance',
      expires_at: '2027-06-30',
      filename: 'Insurance 2027 “final”.pdf',
      size: file.length,
      created_at: expect.any(String),
      download_url: `/api/users/${user.id}/documents/${document.id}/download`,
    });

    const download = await client.get(document.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Insurance 2027 _final_.pdf"; filename*=UTF-8''Insurance%202027%20%E2%80%9Cfinal%E2%80%9D.pdf`,
    );
    expect(sha256Of(download.rawPayload)).toBe(sha256Of(file));

    const alias = await client.post(`/api/documents/${document.id}/download`);
    expect(alias.statusCode).toBe(200);
    expect(alias.headers['content-disposition']).toMatch(/^attachment;/);
    expect(sha256Of(alias.rawPayload)).toBe(sha256Of(file));
  });

  it('answers field errors with 422', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ filename: 'a.pdf', size: 10 }, { name: ['The name field is required.'] }],
      [{ name: 'passport', filename: 'a.pdf', size: 10 }, { name: ['The selected name is invalid.'] }],
      [
        { name: 'insurance', expires_at: '2027-02-30', filename: 'a.pdf', size: 10 },
        { expires_at: ['The expires at must be a date in the form YYYY-MM-DD.'] },
      ],
      [
        { name: 'insurance', expires_at: '2027-2-3', filename: 'a.pdf', size: 10 },
        { expires_at: ['The expires at must be a date in the form YYYY-MM-DD.'] },
      ],
      [
        { name: 'insurance', expires_at: '2027-02-03T00:00', filename: 'a.pdf', size: 10 },
        { expires_at: ['The expires at must be a date in the form YYYY-MM-DD.'] },
      ],
      [{ name: 'vaccination', filename: ' ', size: 10 }, { filename: ['The filename field is required.'] }],
      [{ name: 'vaccination', filename: 'big.pdf', size: 20 * 1024 * 1024 + 1 }, { file: ['The file may not be greater than 20 MB.'] }],
      [{ name: 'vaccination', filename: 'empty.pdf', size: 0 }, { file: ['The file is empty.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await contractor.post(docsOf(contractorId), body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    expect(
      (await contractor.post(docsOf(contractorId), { name: 'vaccination', expires_at: '', filename: 'a.pdf', size: 10 })).statusCode,
    ).toBe(201);
  });

  it('refuses a file that is not a PDF with "PDF files only" and never lists it', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500)]);
    const begun = await client.post(docsOf(user.id), { name: 'vaccination', filename: 'photo.pdf', size: png.length });
    const refused = await sendFile(client, begun.json().id, png);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'PDF files only', errors: { file: ['PDF files only'] } });
    expect((await client.get(docsOf(user.id))).json().meta.total).toBe(0);
    // Nor is it in the activity log as added.
    const log = (await admin.get('/api/activity-log?count=100&search=photo.pdf')).json().data;
    expect(log).toEqual([]);
  });

  it('gives another contractor 404 for everything of someone else', async () => {
    const { uploadId, documentId } = await addDocument(contractor, contractorId);
    const maria = await signIn(t.app, 'maria@example.com');
    const bookkeeper = await signIn(t.app, 'bookkeeper@example.com');
    for (const client of [maria, bookkeeper]) {
      expect((await client.get(docsOf(contractorId))).statusCode).toBe(404);
      expect((await client.post(docsOf(contractorId), { name: 'insurance', filename: 'x.pdf', size: 10 })).statusCode).toBe(404);
      expect((await client.get(`${docsOf(contractorId)}/${documentId}/download`)).statusCode).toBe(404);
      expect((await client.post(`/api/documents/${documentId}/download`)).statusCode).toBe(404);
      expect((await client.delete(`${docsOf(contractorId)}/${documentId}`)).statusCode).toBe(404);
      expect((await client.get(`/api/uploads/${uploadId}`)).statusCode).toBe(404);
    }
    // Naming your own user in the path does not reach another's document either.
    const mariaId = people.otherContractor.id;
    expect((await maria.get(`${docsOf(mariaId)}/${documentId}/download`)).statusCode).toBe(404);
    expect((await maria.delete(`${docsOf(mariaId)}/${documentId}`)).statusCode).toBe(404);
    expect((await contractor.get(`${docsOf(contractorId)}/${documentId}/download`)).statusCode).toBe(200);
  });

  it('lets holders of users manage anyone’s documents', async () => {
    const office = await signIn(t.app, 'office@example.com');
    const before = (await office.get(docsOf(contractorId))).json().meta.total;
    const { documentId } = await addDocument(office, contractorId, { name: 'vaccination' });
    const list = (await office.get(docsOf(contractorId))).json();
    expect(list.meta.total).toBe(before + 1);
    expect((await contractor.get(`${docsOf(contractorId)}/${documentId}/download`)).statusCode).toBe(200);
    expect((await office.get(docsOf(999_999))).statusCode).toBe(404);
  });

  it('pages and sorts', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const expiries = [
      '2026-03-01',
      null,
      '2025-01-15',
      '2027-12-31',
      '2026-07-04',
      '2025-09-09',
      '2028-01-01',
      '2026-01-01',
      '2025-05-05',
      '2029-02-02',
      '2024-12-12',
    ];
    for (const [i, expires_at] of expiries.entries())
      await addDocument(client, user.id, { name: i % 2 ? 'vaccination' : 'insurance', expires_at }, fakePdf(100));
    const first = (await client.get(docsOf(user.id))).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, from: 1, to: 10, total: 11 });
    expect((await client.get(`${docsOf(user.id)}?page=2`)).json().data).toHaveLength(1);
    const byExpiry = (await client.get(`${docsOf(user.id)}?sort=expires_at&direction=asc&count=20`))
      .json()
      .data.map((d: { expires_at: string | null }) => d.expires_at);
    expect(byExpiry).toEqual([...expiries].sort((a, b) => (a ?? '9999').localeCompare(b ?? '9999')));
    const byName = (await client.get(`${docsOf(user.id)}?sort=name&direction=asc&count=20`))
      .json()
      .data.map((d: { name: string }) => d.name);
    expect(byName).toEqual([...Array(6).fill('insurance'), ...Array(5).fill('vaccination')]);
    expect((await client.get(`${docsOf(user.id)}?sort=size`)).statusCode).toBe(422);
  });

  it('deletes the document and its file, audited', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const { uploadId, documentId } = await addDocument(client, user.id);
    const [upload] = await t.app.db.select().from(uploads).where(eq(uploads.id, uploadId));
    const stored = upload.storagePath ?? '';
    expect(await t.app.storage.exists(stored)).toBe(true);

    const noHeader = await client.request({ method: 'DELETE', url: `${docsOf(user.id)}/${documentId}`, xsrf: false });
    expect(noHeader.statusCode).toBe(419);
    expect((await client.delete(`${docsOf(user.id)}/${documentId}`)).statusCode).toBe(204);
    expect(await t.app.storage.exists(stored)).toBe(false);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.id, uploadId))).toEqual([]);
    expect((await client.get(`${docsOf(user.id)}/${documentId}/download`)).statusCode).toBe(404);
    expect((await client.delete(`${docsOf(user.id)}/${documentId}`)).statusCode).toBe(404);
    const trail = await t.app.db
      .select()
      .from(audits)
      .where(eq(audits.subjectId, String(documentId)));
    expect(trail.map((a) => [a.subjectType, a.action])).toEqual([
      // Added once its file was accepted: one entry, not a second generic "Uploaded".
      ['user_documents', 'create'],
      ['user_documents', 'delete'],
    ]);
  });

  it('refuses to begin a document without the XSRF header', async () => {
    const response = await contractor.request({
      method: 'POST',
      url: docsOf(contractorId),
      payload: { name: 'insurance', filename: 'a.pdf', size: 10 },
      xsrf: false,
    });
    expect(response.statusCode).toBe(419);
  });

  it('does not serve a document whose upload is unfinished, but lets its owner delete it', async () => {
    const begun = await contractor.post(docsOf(contractorId), { name: 'insurance', filename: 'half.pdf', size: 5000 });
    const uploadId = begun.json().id;
    await sendPiece(contractor, uploadId, fakePdf(1000), 0, false);
    const [row] = await t.app.db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, uploadId));
    expect((await contractor.get(`${docsOf(contractorId)}/${row.ownerId}/download`)).statusCode).toBe(404);
    expect((await contractor.delete(`${docsOf(contractorId)}/${row.ownerId}`)).statusCode).toBe(204);
    expect(await t.app.storage.partial.modifiedAt(uploadId)).toBeNull();
    expect((await contractor.get(`/api/uploads/${uploadId}`)).statusCode).toBe(404);
  });
});
