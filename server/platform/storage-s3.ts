import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedId, checkedName, newStoredName, type PartialFiles, type Storage } from './storage';
import type { S3Location } from './storage-url';

/** Unset in production: the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a role) gives them. */
export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

/**
 * Files in an S3-compatible bucket, for several machines. An object is visible only once written whole, so
 * `put` needs no temporary name. A partial upload is one object per piece under `incoming/<id>/`, named by
 * its offset: each piece may reach a different process, and an object cannot be appended to. When the last
 * piece arrives the pieces are streamed, in order, into the stored object (a multipart upload for large
 * files), then removed.
 */
export function createS3Storage(location: S3Location, credentials?: S3Credentials): Storage {
  const client = s3Client(location, credentials);
  const { bucket, prefix } = location;
  const key = (relative: string) => prefix + checkedName(relative);
  const piecesOf = (id: string) => `${prefix}incoming/${checkedId(id)}/`;
  const pieceKey = (id: string, offset: number) => piecesOf(id) + String(offset).padStart(12, '0');

  async function list(keyPrefix: string): Promise<_Object[]> {
    const found: _Object[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }));
      found.push(...(page.Contents ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async function removeKeys(keys: string[]) {
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      if (Objects.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  async function getStream(Key: string, Range?: string): Promise<Readable> {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range }));
    return answer.Body as Readable;
  }

  /** The pieces that make the file, in order: each starts where the one before ended; anything else is left over. */
  async function pieces(id: string) {
    const objects = (await list(piecesOf(id))).sort((a, b) => (a.Key ?? '').localeCompare(b.Key ?? ''));
    const chain: { key: string; offset: number; size: number; modified: Date }[] = [];
    let end = 0;
    for (const object of objects) {
      const offset = Number(object.Key?.slice(-12));
      if (offset !== end) break;
      chain.push({ key: object.Key ?? '', offset, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) });
      end += object.Size ?? 0;
    }
    return { chain, all: objects.map((o) => o.Key ?? ''), size: end };
  }

  /**
   * The pieces one after another as one stream; each is fetched only when the one before is read through, and a
   * reader that stops early (the signature check) closes the piece being read.
   */
  async function streamPieces(id: string): Promise<Readable> {
    const { chain } = await pieces(id);
    async function* bytes() {
      for (const piece of chain) yield* (await getStream(piece.key)) as AsyncIterable<Buffer>;
    }
    return Readable.from(bytes(), { objectMode: false });
  }

  const partial: PartialFiles = {
    size: async (id) => (await pieces(id)).size,
    async write(id, offset, data) {
      const { all } = await pieces(id);
      const own = pieceKey(id, offset);
      await removeKeys(all.filter((k) => k > own));
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: own, Body: data }));
    },
    async head(id, bytes) {
      const stream = await streamPieces(id);
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of stream) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        if (length >= bytes) break;
      }
      stream.destroy();
      return Buffer.concat(chunks).subarray(0, bytes);
    },
    stream: (id) => streamPieces(id),
    async modifiedAt(id) {
      const { chain } = await pieces(id);
      return chain.length ? new Date(Math.max(...chain.map((p) => p.modified.getTime()))) : null;
    },
    async complete(id, relative) {
      const upload = new Upload({ client, params: { Bucket: bucket, Key: key(relative), Body: await streamPieces(id) } });
      await upload.done();
      await removeKeys((await pieces(id)).all);
    },
    remove: async (id) => removeKeys((await pieces(id)).all),
  };

  return {
    describe: `the bucket ${bucket}${location.endpoint ? ` at ${location.endpoint}` : ''}${prefix ? ` under ${prefix}` : ''}`,
    newName: (extension) => newStoredName(extension),
    async put(relative, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(relative), Body: data }));
    },
    async read(relative) {
      const chunks: Buffer[] = [];
      for await (const chunk of await getStream(key(relative))) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream: (relative) => getStream(key(relative)),
    async exists(relative) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(relative) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return false;
        throw error;
      }
    },
    async copy(from, to) {
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: key(to), CopySource: `${bucket}/${encodeURI(key(from))}` }));
    },
    async remove(relative) {
      await removeKeys([key(relative)]);
    },
    partial,
  };
}

/**
 * Checksums only where the protocol demands them: the SDK's default adds CRC headers and chunked signing that
 * S3-compatible services (and older ones) do not all accept; TLS and Content-MD5 on deletes still guard the bytes.
 */
function s3Client(location: S3Location, credentials?: S3Credentials) {
  return new S3Client({
    credentials,
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: Boolean(location.endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
