import path from 'node:path';
import type { Storage } from './storage';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';
import { parseStorageUrl } from './storage-url';

/** The store the configuration names: STORAGE_URL's bucket, else `storage/` in the data directory. */
export function openStorage(config: { storageUrl?: string; dataDir: string }): Storage {
  if (config.storageUrl) return createS3Storage(parseStorageUrl(config.storageUrl));
  return createLocalStorage(path.join(config.dataDir, 'storage'));
}
