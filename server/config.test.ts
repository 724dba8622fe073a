import { describe, expect, it } from 'vitest';
import { insecureAppUrlWarning, loadConfig } from './config';
import { ConfigError, parseStorageUrl } from './platform/storage-url';

describe('a warning at start when cookies cannot be Secure', () => {
  it.each([
    ['http://cleaning.example.com', true],
    ['http://203.0.113.5:3000', true],
    ['https://cleaning.example.com', false],
    ['http://localhost:3000', false],
    ['http://127.0.0.1:3000', false],
    ['http://[::1]:3000', false],
    ['http://app.localhost', false],
  ])('%s warns: %s', (appUrl, warns) => {
    const warning = insecureAppUrlWarning(appUrl);
    expect(warning !== null).toBe(warns);
    if (warns) expect(warning).toContain('cookies will not be Secure');
  });
});

describe('STORAGE_URL', () => {
  it('names a bucket, its endpoint and region; unset, files stay in the data directory', () => {
    expect(loadConfig({}).storageUrl).toBeUndefined();
    expect(parseStorageUrl('s3://cleanup-files?endpoint=http://127.0.0.1:9000&region=auto')).toEqual({
      bucket: 'cleanup-files',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
    });
    expect(parseStorageUrl('s3://cleanup-files/acme?region=ap-southeast-2')).toEqual({
      bucket: 'cleanup-files',
      prefix: 'acme/',
      endpoint: undefined,
      region: 'ap-southeast-2',
    });
  });

  it.each([
    ['/var/files', 'is not a URL'],
    ['https://bucket.example.com', 'does not start with s3://'],
    ['s3://key:secret@bucket?region=x', 'holds credentials'],
    ['s3://Bad_Bucket?region=x', 'names no valid bucket'],
    ['s3://bucket', 'has no region'],
    ['s3://bucket?endpoint=minio:9000', 'has an endpoint that is not http(s)://host[:port]'],
    ['s3://bucket?region=x&acl=public', 'has unknown settings (acl)'],
  ])('refuses %s at start, saying what is wrong', (value, message) => {
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(message);
  });
});
