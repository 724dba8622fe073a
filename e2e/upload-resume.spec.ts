import { createHash, randomBytes } from 'node:crypto';
import { expect, type Request, test } from '@playwright/test';
import { apiSession } from './page-models/api-session';
import { loginPage } from './page-models/login-page';
import { profilePage } from './page-models/profile-page';

test.use({ viewport: { width: 390, height: 844 } });

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
  const listed = async () => (await me.get<{ data: Document[] }>(`/api/users/${userId}/documents?count=100`)).data.filter((d) => d.filename === filename);

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
    await loginPage(page).signInAs(email);
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
