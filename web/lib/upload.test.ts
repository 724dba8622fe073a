import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPieceBytes } from '../../shared/api/uploads';
import { type UploadStatus, uploadFile } from './upload';

/** A fake upload endpoint with the server's rules: pieces only at its offset, 409 otherwise. */
function fakeServer(options: { loseAnswerAt?: number; failOnceAt?: number } = {}) {
  let received = 0;
  let complete = false;
  const offsets: number[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method !== 'POST') return json(200, { received, complete });
    const offset = Number(url.searchParams.get('offset'));
    offsets.push(offset);
    if (options.failOnceAt === offset) {
      options.failOnceAt = undefined;
      throw new TypeError('Failed to fetch');
    }
    if (offset !== received || complete) return json(409, { message: `Resume the upload from byte ${received}.`, offset: received });
    received += (init.body as Blob).size;
    complete = url.searchParams.get('is_last') === '1';
    // The piece landed but its answer never came back.
    if (options.loseAnswerAt === offset) {
      options.loseAnswerAt = undefined;
      throw new TypeError('Failed to fetch');
    }
    return json(200, { received, complete });
  });
  return { fetchMock, offsets, state: () => ({ received, complete }) };
}

const file = new Blob([new Uint8Array(uploadPieceBytes * 2 + 1000)]);
const begin = async () => ({ id: 'abcdefghijklmnop' });
let online = true;

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends the file in pieces of at most 640000 bytes, in order, and reports progress', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const seen: number[] = [];
    await uploadFile({ file, begin, onStatus: (s) => seen.push(s.sent) });
    expect(server.offsets).toEqual([0, uploadPieceBytes, uploadPieceBytes * 2]);
    expect(server.state()).toEqual({ received: file.size, complete: true });
    expect(seen.at(-1)).toBe(file.size);
  });

  it('asks the server where to continue when an answer was lost, instead of sending a piece twice', async () => {
    const server = fakeServer({ loseAnswerAt: uploadPieceBytes });
    vi.stubGlobal('fetch', server.fetchMock);
    await uploadFile({ file, begin });
    expect(server.offsets).toEqual([0, uploadPieceBytes, uploadPieceBytes * 2]);
    expect(server.state().complete).toBe(true);
  });

  it('waits for the online event when the connection drops, then resumes from the server offset', async () => {
    const server = fakeServer({ failOnceAt: uploadPieceBytes });
    let dropped = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      // The connection goes away during the second piece.
      if (!dropped && init?.method === 'POST' && String(input).includes(`offset=${uploadPieceBytes}&`)) {
        dropped = true;
        online = false;
      }
      return server.fetchMock(input, init);
    });
    const phases: UploadStatus['phase'][] = [];
    const done = uploadFile({ file, begin, onStatus: (s) => phases.push(s.phase) });
    await vi.waitFor(() => expect(phases).toContain('waiting'));
    expect(server.state().complete).toBe(false);
    online = true;
    window.dispatchEvent(new Event('online'));
    await done;
    expect(server.state()).toEqual({ received: file.size, complete: true });
  });

  it('gives up on a refusal such as a file of the wrong type', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'PDF files only', errors: { file: ['PDF files only'] } }), {
          status: 422,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(uploadFile({ file, begin })).rejects.toThrow('PDF files only');
  });
});
