import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadKind } from '../../../shared/api/uploads';
import { createDemoApp } from '../../test/demo';
import { storesUnderTest, useStore } from '../../test/s3-store';
import { createClient, signIn } from '../../test/test-app';
import { fakePdf, sendFile, sendPiece, sha256Of } from '../../test/uploads';
import { buildUser } from '../../test/user-factories';
import { audits } from '../audit/audit.table';
import { beginUpload } from './uploads';
import { uploads } from './uploads.table';

const { t, people } = await createDemoApp();
afterAll(() => t.close());
const contractorId = people.contractor.id;

/** An upload announced at `size` bytes, as the owning feature's first POST begins it. */
const begin = (size: number, kind: UploadKind = 'pdf', maxBytes = 5_000_000, createdBy = contractorId) =>
  beginUpload(t.app.db, { ownerType: 'tests', ownerId: 1, createdBy, filename: 'report.pdf', kind, maxBytes, size });

const rowOf = async (id: string) => (await t.app.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const storedBytes = async (id: string) => t.app.storage.read((await rowOf(id)).storagePath ?? '');
const partialExists = async (id: string) => (await t.app.storage.partial.modifiedAt(id)) !== null;

describe.each(storesUnderTest)('chunked upload on the %s', (store) => {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = await useStore(t.app, store);
  });
  afterAll(() => restore());

  it('resumes a cut-off upload from the state GET reports and ends byte-identical', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const file = fakePdf(1_700_000);
    const id = await begin(file.length);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Two pieces arrive, then the connection drops.
    expect((await sendPiece(client, id, file.subarray(0, 640_000), 0, false)).json()).toEqual({ received: 640_000, complete: false });
    expect((await sendPiece(client, id, file.subarray(640_000, 1_280_000), 640_000, false)).statusCode).toBe(200);
    expect((await rowOf(id)).storagePath).toBeNull();

    // A new page load asks where the upload stands and sends the rest.
    const state = await client.get(`/api/uploads/${id}`);
    expect(state.json()).toEqual({ received: 1_280_000, complete: false });
    const last = await sendPiece(client, id, file.subarray(1_280_000), 1_280_000, true);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ received: file.length, complete: true });

    const row = await rowOf(id);
    expect(row).toMatchObject({ complete: true, size: file.length, contentType: 'application/pdf' });
    expect(row.storagePath).toMatch(/^files\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.pdf$/);
    expect(sha256Of(await storedBytes(id))).toBe(sha256Of(file));
    expect(await partialExists(id)).toBe(false);
    const [entry] = await t.app.db.select().from(audits).where(eq(audits.action, 'upload'));
    expect(entry).toMatchObject({ userId: contractorId, subjectType: 'tests', description: 'Uploaded report.pdf' });
  });

  it('refuses a piece at the wrong offset with 409 and the server offset, changing nothing', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const file = fakePdf(3000);
    const id = await begin(file.length);
    await sendPiece(client, id, file.subarray(0, 1000), 0, false);

    for (const offset of [0, 500, 2000]) {
      const response = await sendPiece(client, id, file.subarray(offset, offset + 1000), offset, false);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Resume the upload from byte 1000.', offset: 1000 });
    }
    expect((await client.get(`/api/uploads/${id}`)).json()).toEqual({ received: 1000, complete: false });
    expect(await t.app.storage.partial.size(id)).toBe(1000);

    const done = await sendPiece(client, id, file.subarray(1000), 1000, true);
    expect(done.json()).toEqual({ received: 3000, complete: true });
    expect(sha256Of(await storedBytes(id))).toBe(sha256Of(file));
    // A retried last piece (its answer was lost) learns the upload is whole.
    expect((await sendPiece(client, id, file.subarray(1000), 1000, true)).json()).toMatchObject({ offset: 3000 });
  });

  it('applies one of two pieces racing for the same offset', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const id = await begin(60_000);
    const [a, b] = [fakePdf(50_000), fakePdf(50_000)];
    const responses = await Promise.all([sendPiece(client, id, a, 0, false), sendPiece(client, id, b, 0, false)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0].statusCode === 200 ? a : b;
    const tail = fakePdf(10_000);
    expect((await sendPiece(client, id, tail, 50_000, true)).json()).toEqual({ received: 60_000, complete: true });
    expect(sha256Of(await storedBytes(id))).toBe(sha256Of(Buffer.concat([winner, tail])));
  });

  it('refuses a non-PDF for a PDF upload with "PDF files only" and removes the partial file', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const text = Buffer.from('MZ this is not a PDF at all '.repeat(100));
    const id = await begin(text.length);
    await sendPiece(client, id, text.subarray(0, 1000), 0, false);
    const response = await sendPiece(client, id, text.subarray(1000), 1000, true);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'PDF files only', errors: { file: ['PDF files only'] } });
    expect(await partialExists(id)).toBe(false);
    expect(await rowOf(id)).toMatchObject({ complete: false, received: 0, storagePath: null });
    // The same upload can start over with a proper file.
    expect((await sendFile(client, id, fakePdf(text.length))).json()).toEqual({ received: text.length, complete: true });
  });

  it('accepts images by signature for image kinds, and refuses a PDF there', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0b7285' } })
      .png()
      .toBuffer();
    const image = await begin(png.length, 'image');
    expect((await sendFile(client, image, png)).statusCode).toBe(200);
    expect(await rowOf(image)).toMatchObject({ contentType: 'image/png', complete: true });
    expect((await rowOf(image)).storagePath).toMatch(/\.png$/);
    const either = await begin(100, 'pdf_or_image');
    expect((await sendFile(client, either, fakePdf(100))).statusCode).toBe(200);
    const refused = await sendFile(client, await begin(100, 'image'), fakePdf(100));
    expect(refused.json().errors).toEqual({ file: ['Images only (JPEG, PNG, WebP or HEIC)'] });
  });

  it('takes exactly the size the first POST declared: no piece beyond it, no last piece short of it', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const id = await begin(1000);
    const over = await sendPiece(client, id, fakePdf(5000), 0, true);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ file: ['The file that arrived is not the size it was said to be. Choose the file again.'] });
    expect((await sendPiece(client, id, fakePdf(600), 0, true)).statusCode).toBe(422);
    expect(await partialExists(id)).toBe(false);
    expect((await sendFile(client, id, fakePdf(1000))).json()).toEqual({ received: 1000, complete: true });
  });

  it('decodes an image in full: one that only starts like a JPEG is refused and discarded', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const real = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e8590c' } })
      .jpeg()
      .toBuffer();
    const fake = Buffer.concat([real.subarray(0, 200), Buffer.alloc(real.length - 200, 0x41)]);
    const id = await begin(fake.length, 'image');
    const refused = await sendFile(client, id, fake);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ file: ['The image could not be read: it may be damaged or in a format we cannot show.'] });
    expect(await rowOf(id)).toMatchObject({ complete: false, received: 0, storagePath: null });
    expect(await partialExists(id)).toBe(false);
  });

  it('enforces the size limit as soon as a piece passes it', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const file = fakePdf(1_100_000);
    const id = await begin(file.length, 'pdf', 1_048_576);
    expect((await sendPiece(client, id, file.subarray(0, 640_000), 0, false)).statusCode).toBe(200);
    const over = await sendPiece(client, id, file.subarray(640_000, 1_280_000), 640_000, false);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ file: ['The file may not be greater than 1 MB.'] });
    expect(await partialExists(id)).toBe(false);
    expect((await client.get(`/api/uploads/${id}`)).json()).toEqual({ received: 0, complete: false });
  });

  it('starts over when the partial file was lost', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const id = await begin(1500, 'pdf', 5_000_000, user.id);
    await sendPiece(client, id, fakePdf(1000), 0, false);
    await t.app.storage.partial.remove(id);
    expect((await sendPiece(client, id, fakePdf(1000), 1000, false)).json()).toMatchObject({ offset: 0 });
    expect((await sendFile(client, id, fakePdf(1500))).json()).toEqual({ received: 1500, complete: true });
  });
});

describe('the upload requests', () => {
  it('refuses empty files, oversized pieces and bad queries', async () => {
    const client = await signIn(t.app, 'contractor@example.com');
    const id = await begin(5_000_000);
    expect((await sendPiece(client, id, Buffer.alloc(0), 0, true)).json().errors).toEqual({ file: ['The file is empty.'] });
    const big = await sendPiece(client, id, fakePdf(640_001), 0, false);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ body: ['A piece may not be larger than 640000 bytes.'] });
    expect((await sendPiece(client, id, fakePdf(800_000), 0, false)).statusCode).toBe(413);
    const noOffset = await client.request({
      method: 'POST',
      url: `/api/uploads/${id}`,
      payload: fakePdf(10),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(noOffset.json().errors).toEqual({ offset: ['The offset field is required.'] });
    const json = await client.post(`/api/uploads/${id}?offset=0&is_last=1`, { file: 'x' });
    expect(json.json().errors).toEqual({ body: ['Send the piece as application/octet-stream.'] });
    expect((await client.get(`/api/uploads/${id}`)).json()).toEqual({ received: 0, complete: false });
  });

  it('answers 404 to anyone but the user who began the upload', async () => {
    const id = await begin(100);
    const maria = await signIn(t.app, 'maria@example.com');
    const admin = await signIn(t.app, 'admin@example.com');
    for (const client of [maria, admin]) {
      expect((await client.get(`/api/uploads/${id}`)).statusCode).toBe(404);
      expect((await sendPiece(client, id, fakePdf(100), 0, true)).statusCode).toBe(404);
    }
    expect((await rowOf(id)).received).toBe(0);
    expect((await maria.get('/api/uploads/not-an-upload-id-at-all')).statusCode).toBe(404);
    expect((await maria.get('/api/uploads/..%2F..%2Fetc')).statusCode).toBe(404);
  });

  it('needs sign-in and the XSRF header', async () => {
    const id = await begin(100);
    const guest = createClient(t.app);
    await guest.get('/sanctum/csrf-cookie');
    expect((await guest.get(`/api/uploads/${id}`)).statusCode).toBe(401);
    const client = await signIn(t.app, 'contractor@example.com');
    const noHeader = await client.request({
      method: 'POST',
      url: `/api/uploads/${id}?offset=0&is_last=1`,
      payload: fakePdf(100),
      headers: { 'content-type': 'application/octet-stream' },
      xsrf: false,
    });
    expect(noHeader.statusCode).toBe(419);
    expect((await rowOf(id)).received).toBe(0);
  });

  it('keeps the OpenAPI document buildable', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });
});
