import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Store, type StoreUnderTest, storesUnderTest } from '../test/s3-store';
import type { Storage } from './storage';
import { createLocalStorage } from './storage-local';

const sha = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

async function collect(stream: AsyncIterable<Buffer>): Promise<{ data: Buffer; largestChunk: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { data: Buffer.concat(chunks), largestChunk: Math.max(0, ...chunks.map((c) => c.length)) };
}

describe.each(storesUnderTest)('files on the %s', (store: StoreUnderTest) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (store === 'S3 bucket') {
      const s3 = await startS3Store();
      ({ storage } = s3);
      close = s3.close;
    } else {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-storage-'));
      storage = createLocalStorage(root);
      close = async () => fs.rmSync(root, { recursive: true, force: true });
    }
  });
  afterAll(() => close());

  it('writes, reads, copies and removes a file; a removed file is gone and removing it again is no error', async () => {
    const name = storage.newName('.pdf');
    expect(name).toMatch(/^files\/\d{4}\/\d{2}\/[\w-]+\.pdf$/);
    const data = crypto.randomBytes(3000);
    expect(await storage.exists(name)).toBe(false);
    await storage.put(name, data);
    expect(await storage.exists(name)).toBe(true);
    expect(sha(await storage.read(name))).toBe(sha(data));

    const copy = storage.newName('.pdf');
    await storage.copy(name, copy);
    await storage.remove(name);
    expect(await storage.exists(name)).toBe(false);
    expect(sha(await storage.read(copy))).toBe(sha(data));
    await storage.remove(name);
    await expect(storage.read(name)).rejects.toThrow();
    await expect(storage.stream(name)).rejects.toThrow();
  });

  it('streams a download in pieces, never as one buffer of the whole file', async () => {
    const name = storage.newName('.bin');
    const data = crypto.randomBytes(8 * 1024 * 1024);
    await storage.put(name, data);
    const { data: streamed, largestChunk } = await collect(await storage.stream(name));
    expect(sha(streamed)).toBe(sha(data));
    expect(largestChunk).toBeLessThan(1024 * 1024);
  });

  it('keeps a partial upload out of sight until complete, then stores it byte-identical and drops the pieces', async () => {
    const id = crypto.randomBytes(12).toString('base64url');
    // Large enough that the S3 store sends it as a multipart upload.
    const file = crypto.randomBytes(12 * 1024 * 1024 + 123);
    const piece = 640_000;
    expect(await storage.partial.size(id)).toBe(0);
    expect(await storage.partial.modifiedAt(id)).toBeNull();
    for (let offset = 0; offset < file.length; offset += piece)
      await storage.partial.write(id, offset, file.subarray(offset, offset + piece));
    expect(await storage.partial.size(id)).toBe(file.length);
    expect(await storage.partial.modifiedAt(id)).toBeInstanceOf(Date);
    expect(sha(await storage.partial.head(id, 8))).toBe(sha(file.subarray(0, 8)));

    const name = storage.newName('.bin');
    expect(await storage.exists(name)).toBe(false);
    await storage.partial.complete(id, name);
    expect(sha((await collect(await storage.stream(name))).data)).toBe(sha(file));
    expect(await storage.partial.size(id)).toBe(0);
    expect(await storage.partial.modifiedAt(id)).toBeNull();
  });

  it('replaces what lay beyond a resumed piece: bytes of a piece never acknowledged do not survive', async () => {
    const id = crypto.randomBytes(12).toString('base64url');
    await storage.partial.write(id, 0, Buffer.from('aaaa'));
    await storage.partial.write(id, 4, Buffer.from('bbbbbbbb'));
    // The database never said the second piece arrived: the client resends from 4, shorter this time.
    await storage.partial.write(id, 4, Buffer.from('cc'));
    expect(await storage.partial.size(id)).toBe(6);
    expect((await collect(await storage.partial.stream(id))).data.toString()).toBe('aaaacc');
    // The head may span pieces.
    expect((await storage.partial.head(id, 5)).toString()).toBe('aaaac');
    // Starting over from 0 leaves nothing of the old pieces.
    await storage.partial.write(id, 0, Buffer.from('z'));
    expect(await storage.partial.size(id)).toBe(1);
    await storage.partial.remove(id);
    expect(await storage.partial.size(id)).toBe(0);
    await storage.partial.remove(id);
  });

  it('refuses names that climb out of the store', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'))).rejects.toThrow('Path outside storage');
    await expect(storage.read('/etc/passwd')).rejects.toThrow('Path outside storage');
    await expect(storage.partial.size('../x')).rejects.toThrow('Not an upload id');
  });
});
