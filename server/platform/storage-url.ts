/** What STORAGE_URL names: a bucket, an optional key prefix, and where and in which region it is. */
export type S3Location = { bucket: string; prefix: string; endpoint?: string; region: string };

/** A configuration the server cannot start with; the message says what to change. */
export class ConfigError extends Error {}

/**
 * `s3://bucket[/prefix]?endpoint=https://…&region=…`. Credentials are not in it: the AWS SDK reads
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a role) as every AWS tool does. An endpoint means an
 * S3-compatible service other than AWS, which is addressed by path (bucket in the path, not the host name).
 */
export function parseStorageUrl(value: string): S3Location {
  const fail = (why: string) => new ConfigError(`STORAGE_URL "${value}" ${why}. Expected s3://bucket?endpoint=https://host&region=name`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail('is not a URL');
  }
  if (url.protocol !== 's3:') throw fail('does not start with s3://');
  if (url.username || url.password) throw fail('holds credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw fail('names no valid bucket');
  const unknown = [...url.searchParams.keys()].filter((key) => key !== 'endpoint' && key !== 'region');
  if (unknown.length) throw fail(`has unknown settings (${unknown.join(', ')})`);
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw fail('has an endpoint that is not http(s)://host[:port]');
  const region = url.searchParams.get('region') || (endpoint ? 'us-east-1' : '');
  if (!region) throw fail('has no region (needed when no endpoint is given)');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return { bucket, prefix: prefix ? `${prefix}/` : '', endpoint, region };
}
