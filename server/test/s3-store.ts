import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import type { Storage } from '../platform/storage';
import { createS3Storage } from '../platform/storage-s3';
import { parseStorageUrl } from '../platform/storage-url';

/** s3rver checks signatures against these; the server and the app processes are told them. */
export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3Store = { url: string; env: Record<string, string>; storage: Storage; close(): Promise<void> };

/**
 * A real S3 protocol server (s3rver) on loopback, on a free port, over a temporary directory, with one bucket:
 * the app's S3 store talks to it through the AWS SDK exactly as it would to a bucket elsewhere.
 */
export async function startS3Store(bucket = 'cleanup-test'): Promise<S3Store> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const url = `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=ap-southeast-2`;
  return {
    url,
    env: { STORAGE_URL: url, AWS_ACCESS_KEY_ID: s3Credentials.accessKeyId, AWS_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey },
    storage: createS3Storage(parseStorageUrl(url), s3Credentials),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const storesUnderTest = ['local directory', 'S3 bucket'] as const;
export type StoreUnderTest = (typeof storesUnderTest)[number];

/**
 * Puts the app's files on the named store for the tests that follow; the returned function puts back the app's
 * own (the local directory). The app reads `app.storage` on every request, so the store is swapped in place.
 */
export async function useStore(app: FastifyInstance, store: StoreUnderTest): Promise<() => Promise<void>> {
  if (store === 'local directory') return async () => {};
  const own = { ...app.storage };
  const s3 = await startS3Store();
  Object.assign(app.storage, s3.storage);
  return async () => {
    Object.assign(app.storage, own);
    await s3.close();
  };
}
