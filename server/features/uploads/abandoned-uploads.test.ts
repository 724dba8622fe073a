import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates';
import { useStore } from '../../test/s3-store';
import { timeZone } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { fakePdf, sendFile, sendPiece } from '../../test/uploads';
import { signInWith } from '../../test/user-factories';
import { buildVisit } from '../../test/visit-factories';
import { userDocuments } from '../documents/documents.table';
import { scheduleAssets } from '../schedules/schedules.table';
import { abandonedUploadsJob, removeAbandonedUploads } from './abandoned-uploads';
import { beginUpload } from './uploads';
import { uploads } from './uploads.table';

const t = await createTestApp();
afterAll(() => t.close());
const { client: contractor, user } = await signInWith(t.app, []);
const sam = user.id;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const uploadRow = async (id: string) => (await t.app.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const assetRow = async (id: string) => (await t.app.db.select().from(scheduleAssets).where(eq(scheduleAssets.uploadId, id)))[0];
const documentRow = async (id: string) => (await t.app.db.select().from(userDocuments).where(eq(userDocuments.uploadId, id)))[0];
const partialExists = async (id: string) => (await t.app.storage.partial.modifiedAt(id)) !== null;
/** Where the local store keeps a partial file, to set its modification time. */
const partialFile = (id: string) => path.join(t.app.config.dataDir, 'storage', 'incoming', id);

/** Moves an upload back in time: when it was begun and, if a piece came, when the last one arrived. */
async function age(id: string, begunHoursAgo: number, lastPieceHoursAgo = begunHoursAgo) {
  await t.app.db
    .update(uploads)
    .set({ createdAt: hoursAgo(begunHoursAgo) })
    .where(eq(uploads.id, id));
  const partial = partialFile(id);
  if (fs.existsSync(partial)) fs.utimesSync(partial, hoursAgo(lastPieceHoursAgo), hoursAgo(lastPieceHoursAgo));
}

async function beginPhoto(): Promise<{ uploadId: string; visitId: number; data: Buffer }> {
  const visit = await buildVisit(t.app.db, { dueDate: todayIn(timeZone), userIds: [sam] });
  const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  const begun = await contractor.post(`/api/schedule/${visit.id}/assets`, { filename: 'hall.jpg', size: data.length });
  expect(begun.statusCode, begun.body).toBe(201);
  return { uploadId: begun.json().id, visitId: visit.id, data };
}

async function beginDocument(): Promise<string> {
  const begun = await contractor.post(`/api/users/${sam}/documents`, {
    name: 'insurance',
    expires_at: null,
    filename: 'policy.pdf',
    size: 3000,
  });
  expect(begun.statusCode, begun.body).toBe(201);
  return begun.json().id;
}

describe('the nightly clean-up of abandoned uploads', () => {
  it('removes uploads silent for 48 hours with their partial files and owner rows; keeps fresh and complete ones', async () => {
    // Begun three days ago, one piece, then the phone never came back.
    const abandoned = await beginPhoto();
    expect((await sendPiece(contractor, abandoned.uploadId, abandoned.data.subarray(0, 300), 0, false)).statusCode).toBe(200);
    await age(abandoned.uploadId, 72);
    const abandonedDocument = await beginDocument();
    expect((await sendPiece(contractor, abandonedDocument, fakePdf(1000), 0, false)).statusCode).toBe(200);
    await age(abandonedDocument, 72);
    // Begun three days ago and never sent a byte.
    const neverSent = await beginUpload(t.app.db, {
      ownerType: 'tests',
      ownerId: 1,
      createdBy: sam,
      filename: 'x.pdf',
      kind: 'pdf',
      maxBytes: 10_000,
      size: 1000,
    });
    await age(neverSent, 72);

    // Begun an hour ago, one piece.
    const fresh = await beginPhoto();
    expect((await sendPiece(contractor, fresh.uploadId, fresh.data.subarray(0, 300), 0, false)).statusCode).toBe(200);
    await age(fresh.uploadId, 1);
    // Begun three days ago but its last piece came an hour ago: still in use.
    const resumable = await beginDocument();
    const pdf = fakePdf(3000);
    expect((await sendPiece(contractor, resumable, pdf.subarray(0, 1000), 0, false)).statusCode).toBe(200);
    await age(resumable, 72, 1);
    // Complete three days ago.
    const complete = await beginPhoto();
    expect((await sendFile(contractor, complete.uploadId, complete.data)).statusCode).toBe(200);
    await age(complete.uploadId, 72);

    await t.app.jobs.send(abandonedUploadsJob);

    for (const id of [abandoned.uploadId, abandonedDocument, neverSent]) {
      expect(await uploadRow(id)).toBeUndefined();
      expect(await partialExists(id)).toBe(false);
    }
    expect(await assetRow(abandoned.uploadId)).toBeUndefined();
    expect(await documentRow(abandonedDocument)).toBeUndefined();
    expect((await contractor.get(`/api/uploads/${abandoned.uploadId}`)).statusCode).toBe(404);

    expect(await uploadRow(fresh.uploadId)).toMatchObject({ complete: false, received: 300 });
    expect(await assetRow(fresh.uploadId)).toBeDefined();
    expect(await partialExists(fresh.uploadId)).toBe(true);

    // The complete photo is untouched and still downloads byte-identical.
    expect(await uploadRow(complete.uploadId)).toMatchObject({ complete: true });
    const card = (await contractor.get(`/api/user-schedules/${complete.visitId}`)).json();
    expect(card.assets).toHaveLength(1);
    const original = await contractor.get(card.assets[0].path);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(complete.data)).toBe(true);

    // The upload still in use resumes where it stood and completes; its document is listed.
    expect((await contractor.get(`/api/uploads/${resumable}`)).json()).toEqual({ received: 1000, complete: false });
    expect((await sendFile(contractor, resumable, pdf, 1000)).json()).toEqual({ received: 3000, complete: true });
    const listed = (await contractor.get(`/api/users/${sam}/documents`)).json();
    expect(listed.data.map((d: { id: number }) => d.id)).toContain((await documentRow(resumable)).id);
  });

  it('counts what it removed, and a second run finds nothing', async () => {
    const abandoned = await beginPhoto();
    await sendPiece(contractor, abandoned.uploadId, abandoned.data.subarray(0, 500), 0, false);
    await age(abandoned.uploadId, 49);
    expect(await removeAbandonedUploads(t.app.db, t.app.storage)).toEqual({ uploads: 1, ownerRows: { schedule_assets: 1 }, files: 1 });
    expect(await removeAbandonedUploads(t.app.db, t.app.storage)).toEqual({ uploads: 0, ownerRows: {}, files: 0 });
  });
});

describe('abandoned uploads on an S3 bucket', () => {
  it('removes the pieces of an abandoned upload from the bucket, and keeps nothing of it', async () => {
    const restore = await useStore(t.app, 'S3 bucket');
    try {
      const abandoned = await beginPhoto();
      expect((await sendPiece(contractor, abandoned.uploadId, abandoned.data.subarray(0, 300), 0, false)).statusCode).toBe(200);
      expect(await partialExists(abandoned.uploadId)).toBe(true);
      // The bucket sets an object's time itself: the clean-up is run two days ahead instead.
      const removed = await removeAbandonedUploads(t.app.db, t.app.storage, new Date(Date.now() + 49 * 3_600_000));
      expect(removed.uploads).toBeGreaterThanOrEqual(1);
      expect(await uploadRow(abandoned.uploadId)).toBeUndefined();
      expect(await assetRow(abandoned.uploadId)).toBeUndefined();
      expect(await partialExists(abandoned.uploadId)).toBe(false);
    } finally {
      await restore();
    }
  });
});
