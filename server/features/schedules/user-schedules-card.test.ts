import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { activityLog } from '../../test/inspect';
import { timeZone } from '../../test/test-app';
import { createVisitCardApp } from '../../test/visit-card-app';
import { sendFile, sendPiece } from '../../test/uploads';

const { t, office, bookkeeper, contractor, maria, sam, mariaId, today, visit } = await createVisitCardApp();
afterAll(() => t.close());
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('time of day', () => {
  it('changes the time in the business time zone and keeps the date; refused on a complete visit', async () => {
    const v = await visit({ userIds: [sam], dueDate: addDays(today, 2) });
    const res = await contractor.post(`/api/schedule/${v.visit.id}/time`, { time_of_day: '14:30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.due_date).toBe(v.visit.dueDate);
    expect(localTime(res.json().data.due_at)).toBe('14:30');
    expect((await contractor.post(`/api/schedule/${v.visit.id}/time`, { time_of_day: '25:00' })).statusCode).toBe(422);
    expect((await maria.post(`/api/schedule/${v.visit.id}/time`, { time_of_day: '09:00' })).statusCode).toBe(404);
    const done = await visit({ userIds: [sam], complete: true });
    expect((await contractor.post(`/api/schedule/${done.visit.id}/time`, { time_of_day: '09:00' })).statusCode).toBe(422);
  });
});

describe('cash collected', () => {
  it('toggles paid for a cash client only, with the XSRF header', async () => {
    const v = await visit({ userIds: [sam], client: { paymentMethod: 'cash' } });
    const url = `/api/schedule/${v.visit.id}/paid`;
    expect((await contractor.request({ method: 'GET', url, xsrf: false })).statusCode).toBe(419);
    expect((await contractor.get(url)).json().data.paid).toBe(true);
    expect((await contractor.get(url)).json().data.paid).toBe(false);
    expect((await maria.get(url)).statusCode).toBe(404);
    const terms = await visit({ userIds: [sam] });
    expect((await contractor.get(`/api/schedule/${terms.visit.id}/paid`)).statusCode).toBe(422);
    expect(
      (await activityLog(office)).some((a) => a.description.startsWith(`recorded cash collected for the visit of ${v.client.name}`)),
    ).toBe(true);
  });
});

describe('notes and missing photos', () => {
  it('sets the notes; a client requiring photos shows photos missing until ignored with manage_invoices', async () => {
    const v = await visit({ userIds: [sam], client: { requirePhotos: true }, complete: true });
    const notes = await contractor.post(`/api/schedule/${v.visit.id}/notes`, { notes: 'Side gate was locked' });
    expect(notes.json().data).toMatchObject({ notes: 'Side gate was locked', photos_missing: true });
    expect((await maria.post(`/api/schedule/${v.visit.id}/notes`, { notes: 'x' })).statusCode).toBe(404);
    expect((await contractor.put(`/api/schedule/${v.visit.id}/ignore-missing-photos`)).statusCode).toBe(403);
    const ignored = await bookkeeper.put(`/api/schedule/${v.visit.id}/ignore-missing-photos`);
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().data).toMatchObject({ ignore_missing_photos: true, photos_missing: false });
  });
});

describe('photos', () => {
  it('begin → upload → listed with a thumbnail; streamed with nosniff; deleted', async () => {
    const v = await visit({ userIds: [sam], client: { requirePhotos: true }, complete: true });
    const data = await photo();
    const begun = await contractor.post(`/api/schedule/${v.visit.id}/assets`, {
      filename: 'kitchen.jpg',
      size: data.length,
      taken_at: '2026-11-20T23:15:00Z',
    });
    expect(begun.statusCode, begun.body).toBe(201);
    const uploadId: string = begun.json().id;
    // Half sent: not listed yet.
    expect((await sendPiece(contractor, uploadId, data.subarray(0, 1000), 0, false)).statusCode).toBe(200);
    expect((await contractor.get(`/api/user-schedules/${v.visit.id}`)).json().assets).toEqual([]);
    expect((await sendFile(contractor, uploadId, data, 1000)).statusCode).toBe(200);
    const card = (await contractor.get(`/api/user-schedules/${v.visit.id}`)).json();
    expect(card.assets).toHaveLength(1);
    expect(card).toMatchObject({ photos_missing: false, assets: [{ name: 'kitchen.jpg', taken_at: '2026-11-20T23:15:00.000Z' }] });
    const [asset] = card.assets as { id: number; path: string; thumbnail: string }[];
    const original = await contractor.get(asset.path);
    expect(original.statusCode).toBe(200);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.equals(data)).toBe(true);
    const thumb = await office.get(asset.thumbnail);
    expect(thumb.statusCode, thumb.body.slice(0, 100)).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(400);
    // Made once, served again from storage.
    expect((await contractor.get(asset.thumbnail)).rawPayload.equals(thumb.rawPayload)).toBe(true);
    expect((await maria.get(asset.path)).statusCode).toBe(404);
    expect((await maria.delete(`/api/schedule/${v.visit.id}/asset/${asset.id}`)).statusCode).toBe(404);
    expect((await contractor.delete(`/api/schedule/${v.visit.id}/asset/${asset.id}`)).statusCode).toBe(204);
    expect((await contractor.get(`/api/user-schedules/${v.visit.id}`)).json()).toMatchObject({ assets: [], photos_missing: true });
    expect((await contractor.get(asset.path)).statusCode).toBe(404);
    expect(
      (await activityLog(office)).some((a) => a.description.startsWith(`deleted the photo kitchen.jpg from the visit of ${v.client.name}`)),
    ).toBe(true);
  });

  it('logs a photo as added only once it is accepted: a damaged one never', async () => {
    const v = await visit({ userIds: [sam] });
    const real = await photo();
    const damaged = Buffer.concat([real.subarray(0, 300), Buffer.alloc(real.length - 300, 0x41)]);
    const added = async (name: string) =>
      (await activityLog(office, 100)).filter((a) => a.description.startsWith(`added the photo ${name} to the visit of ${v.client.name}`));
    const refusedId: string = (
      await contractor.post(`/api/schedule/${v.visit.id}/assets`, { filename: 'damaged.jpg', size: damaged.length })
    ).json().id;
    expect((await sendFile(contractor, refusedId, damaged)).statusCode).toBe(422);
    expect(await added('damaged.jpg')).toEqual([]);
    const goodId: string = (await contractor.post(`/api/schedule/${v.visit.id}/assets`, { filename: 'good.jpg', size: real.length })).json()
      .id;
    expect(await added('good.jpg')).toEqual([]);
    expect((await sendFile(contractor, goodId, real)).statusCode).toBe(200);
    expect(await added('good.jpg')).toHaveLength(1);
    // The one entry says it: no second, generic "Uploaded good.jpg".
    expect((await activityLog(office, 100)).filter((a) => a.description === 'Uploaded good.jpg')).toEqual([]);
  });

  it('refuses a photo over 15 MB and a visit not the contractor’s', async () => {
    const v = await visit({ userIds: [sam] });
    expect((await contractor.post(`/api/schedule/${v.visit.id}/assets`, { filename: 'x.jpg', size: 16 * 1024 * 1024 })).statusCode).toBe(
      422,
    );
    const hers = await visit({ userIds: [mariaId] });
    expect((await contractor.post(`/api/schedule/${hers.visit.id}/assets`, { filename: 'x.jpg', size: 10 })).statusCode).toBe(404);
  });
});

describe('notes as the spec’s form', () => {
  /** A multipart body as a browser's form sends it: `notes` and each photo in `files[]`. */
  const form = (notes: string, files: { name: string; data: Buffer }[]) => {
    const boundary = 'x-cleanup-form';
    const parts = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\n${notes}\r\n`),
      ...files.flatMap((file) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ];
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('takes the notes and photos in files[], each stored as an uploaded photo is', async () => {
    const v = await visit({ userIds: [sam] });
    const sent = await contractor.request({
      method: 'POST',
      url: `/api/schedule/${v.visit.id}/notes`,
      ...form('Back door code 1234', [
        { name: 'lobby.jpg', data: await photo() },
        { name: 'kitchen.jpg', data: await photo() },
      ]),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.notes).toBe('Back door code 1234');
    expect(sent.json().data.assets.map((a: { name: string }) => a.name)).toEqual(['lobby.jpg', 'kitchen.jpg']);
    expect((await contractor.get(sent.json().data.assets[0].thumbnail)).statusCode).toBe(200);
  });

  it('refuses a damaged photo on its field and keeps none of the form’s photos', async () => {
    const v = await visit({ userIds: [sam] });
    const good = await photo();
    const damaged = Buffer.concat([good.subarray(0, 300), Buffer.alloc(2000, 0x41)]);
    const refused = await contractor.request({
      method: 'POST',
      url: `/api/schedule/${v.visit.id}/notes`,
      ...form('x', [
        { name: 'a.jpg', data: good },
        { name: 'b.jpg', data: damaged },
      ]),
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['files.1']);
    expect((await contractor.get(`/api/user-schedules/${v.visit.id}`)).json().assets).toEqual([]);
  });
});
