import { createHash, randomBytes } from 'node:crypto';
import type { Request } from '@playwright/test';
import { expect, test } from './journey-test';
import { apiSession, unique, type VisitState } from './page-models/api-session';
import { businessDay, businessTimeZone } from './page-models/client-page';
import { signedIn } from './page-models/signed-in';
import { profilePage } from './page-models/profile-page';
import { visitPage } from './page-models/visit-page';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: businessTimeZone });

/** The client's piece size (shared/api/uploads.ts `uploadPieceBytes`): pieces start at 0, 640000, 1280000… */
const piece = 640_000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Document = { id: number; filename: string; size: number; download_url: string };

test('a document upload cut off midway resumes where the server stopped and arrives byte for byte', async ({ page, baseURL }) => {
  const email = 'jack@example.com';
  const me = await apiSession(baseURL ?? '', email);
  const { id: userId } = await me.get<{ id: number }>('/api/user');
  // A "PDF" (the server checks the signature) of four pieces, random so no run's file matches another's.
  const filename = `insurance-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.pdf`;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * piece + 123_456), Buffer.from('\n%%EOF\n')]);
  const listed = async () =>
    (await me.get<{ data: Document[] }>(`/api/users/${userId}/documents?count=100`)).data.filter((d) => d.filename === filename);

  // Every piece the browser sends, in order; the second is cut off with the connection, and the answer to the
  // third is lost on the way back (the server took it, the phone never heard).
  const sent: number[] = [];
  let uploadId = '';
  let cutOff: () => void = () => {};
  const offline = new Promise<void>((resolve) => (cutOff = resolve));
  let thirdTaken = 0;
  await page.route('**/api/uploads/**', async (route, request: Request) => {
    if (request.method() !== 'POST') return route.continue();
    const url = new URL(request.url());
    const offset = Number(url.searchParams.get('offset'));
    uploadId = url.pathname.split('/').pop() ?? '';
    sent.push(offset);
    if (offset === piece && !sent.slice(0, -1).includes(piece)) {
      await page.context().setOffline(true);
      cutOff();
      return route.abort('internetdisconnected');
    }
    if (offset === 2 * piece && !sent.slice(0, -1).includes(2 * piece)) {
      const answer = await route.fetch();
      thirdTaken = answer.status();
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  const profile = profilePage(page);
  await test.step('sign in and start uploading a document on the phone', async () => {
    await signedIn(page, email);
    await profile.openOwn();
    await profile.uploadDocument('Insurance', { name: filename, mimeType: 'application/pdf', buffer: bytes });
  });

  await test.step('the connection drops after the first piece: the upload waits, and nothing half-done is listed', async () => {
    await offline;
    await expect(profile.uploadProgress()).toContainText('Waiting for the connection; the upload continues when it is back.');
    // The server holds the first piece only, and neither it nor the page lists the document.
    expect(uploadId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await me.get(`/api/uploads/${uploadId}`)).toEqual({ received: piece, complete: false });
    expect(await listed()).toEqual([]);
    await expect(profile.document(filename)).toHaveCount(0);
  });

  await test.step('back online, the upload continues and finishes', async () => {
    await page.context().setOffline(false);
    await expect(profile.document(filename)).toBeVisible({ timeout: 20_000 });
    await expect(profile.document(filename)).toContainText('Insurance');
    await expect(profile.uploadProgress()).toHaveCount(0);
    await expect(page.getByText(`Uploaded ${filename}`)).toBeVisible();
  });

  await test.step('each piece went once after the cut, and the lost answer was settled by asking the server', async () => {
    // The third piece reached the server (200) though its answer was lost; the client then asked where to
    // continue instead of sending it again.
    expect(thirdTaken).toBe(200);
    expect(sent).toEqual([0, piece, piece, 2 * piece, 3 * piece]);
  });

  await test.step('the stored file is the one sent, byte for byte', async () => {
    const [document] = await listed();
    expect(document.size).toBe(bytes.length);
    const download = await me.context.get(document.download_url);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    const received = await download.body();
    expect(received.length).toBe(bytes.length);
    expect(sha256(received)).toBe(sha256(bytes));
  });

  await me.dispose();
});

test('a visit photo whose second piece fails is retried from the server’s offset and stored whole', async ({ page, baseURL }) => {
  const office = await apiSession(baseURL ?? '', 'office@example.com');
  const client = unique('Petersham Deli');
  const visitId = await test.step('the office books today’s visit for the contractor', async () => {
    const sam = await office.userId('contractor@example.com');
    const { id: clientId } = await office.post<{ id: number }>('/api/clients', { name: client });
    const booking = await office.post<{ id: number }>(`/api/clients/${clientId}/client-schedules`, {
      due_date: businessDay(0).iso,
      time: '07:30',
      users: [sam],
      tasks: [{ name: 'Cool room clean' }],
    });
    return booking.id;
  });
  const contractor = await apiSession(baseURL ?? '', 'contractor@example.com');
  const visit = visitPage(page);
  await signedIn(page, 'contractor@example.com');
  await visit.open(visitId);
  await expect(visit.heading()).toHaveText(client);

  // A camera-sized JPEG of noise (so it stays large): within 1800 × 1800, so the app sends it as it is.
  const photo = await test.step('take a large photo', async () => {
    const base64 = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      const image = context.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.95).split(',')[1];
    });
    const buffer = Buffer.from(base64, 'base64');
    expect(buffer.length).toBeGreaterThan(piece);
    return { name: `cool-room-${Date.now().toString(36)}.jpg`, mimeType: 'image/jpeg', buffer };
  });

  // The second piece fails once on the way (the server never sees it); the client's question "where was I?"
  // is held until the check below has seen the server's state while the photo is cut off.
  const sent: number[] = [];
  let uploadId = '';
  let failed: () => void = () => {};
  const failedOnce = new Promise<void>((resolve) => (failed = resolve));
  let release: () => void = () => {};
  const checked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads/**', async (route, request: Request) => {
    const url = new URL(request.url());
    uploadId = url.pathname.split('/').pop() ?? '';
    if (request.method() === 'GET') {
      await checked;
      return route.continue();
    }
    const offset = Number(url.searchParams.get('offset'));
    sent.push(offset);
    if (offset === piece && sent.filter((o) => o === piece).length === 1) {
      failed();
      return route.abort('failed');
    }
    return route.continue();
  });

  await test.step('add the photo; its second piece fails', async () => {
    await visit.addPhoto(photo);
    await failedOnce;
  });

  await test.step('while it is cut off, the visit lists no photo', async () => {
    // The server holds the first piece only (its state answers only to the uploader).
    expect(await contractor.get(`/api/uploads/${uploadId}`)).toEqual({ received: piece, complete: false });
    expect((await office.send('GET', `/api/uploads/${uploadId}`)).status()).toBe(404);
    const during = await office.get<VisitState>(`/api/user-schedules/${visitId}`);
    expect(during.assets).toEqual([]);
    await expect(visit.photo(photo.name)).toHaveCount(0);
    release();
  });

  await test.step('the upload resumes and the thumbnail appears', async () => {
    await expect(visit.photo(photo.name)).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => visit.photo(photo.name).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    // Every piece once, but the second twice: sent again from the offset the server gave, never from 0.
    const offsets = Array.from({ length: Math.ceil(photo.buffer.length / piece) }, (_, i) => i * piece);
    expect(sent).toEqual([0, piece, ...offsets.slice(1)]);
  });

  await test.step('the stored photo is the one sent, byte for byte', async () => {
    const after = await office.get<VisitState>(`/api/user-schedules/${visitId}`);
    expect(after.assets.map((asset) => asset.name)).toEqual([photo.name]);
    const download = await office.context.get(after.assets[0].path);
    expect(download.status()).toBe(200);
    expect(sha256(await download.body())).toBe(sha256(photo.buffer));
  });

  await contractor.dispose();
  await office.dispose();
});
