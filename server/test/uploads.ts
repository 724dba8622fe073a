import { createHash, randomBytes } from 'node:crypto';
import type { Client } from './test-app';

/** Test support shared by the features that upload: real pieces over the real route. */
export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Random bytes that start like a PDF, so they pass the signature check. */
export function fakePdf(bytes: number): Buffer {
  const data = randomBytes(bytes);
  data.write('%PDF-1.7\n', 0, 'latin1');
  return data;
}

export function sendPiece(client: Client, id: string, data: Buffer, offset: number, isLast: boolean) {
  return client.request({
    method: 'POST',
    url: `/api/uploads/${id}?offset=${offset}&is_last=${isLast ? 1 : 0}`,
    payload: data,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

/** Sends a file in pieces from `from` on, as the web app does; returns the last response. */
export async function sendFile(client: Client, id: string, data: Buffer, from = 0, pieceBytes = 640_000) {
  let offset = from;
  for (;;) {
    const piece = data.subarray(offset, offset + pieceBytes);
    const isLast = offset + piece.length >= data.length;
    const response = await sendPiece(client, id, piece, offset, isLast);
    if (response.statusCode !== 200 || isLast) return response;
    offset += piece.length;
  }
}
