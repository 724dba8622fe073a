import type { UploadKind } from '../../../shared/api/uploads';

export type FileType = { contentType: string; extension: string; family: 'pdf' | 'image' | 'text' };

const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const heifBrands = new Set(['mif1', 'msf1']);

/** How many leading bytes `detectFileType` needs. */
export const signatureBytes = 16;

/**
 * The type of a file by its first bytes, never by its name or the browser's claim: a renamed
 * executable stays unrecognised. Null when it is none of the types the product accepts.
 */
export function detectFileType(head: Buffer): FileType | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return { contentType: 'application/pdf', extension: '.pdf', family: 'pdf' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { contentType: 'image/jpeg', extension: '.jpg', family: 'image' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: '.png', family: 'image' };
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { contentType: 'image/webp', extension: '.webp', family: 'image' };
  // ISO base media: a box size, then `ftyp` and the major brand.
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (heicBrands.has(brand)) return { contentType: 'image/heic', extension: '.heic', family: 'image' };
    if (heifBrands.has(brand)) return { contentType: 'image/heif', extension: '.heif', family: 'image' };
  }
  return null;
}

export function kindAccepts(kind: UploadKind, type: FileType | null): type is FileType {
  if (!type) return false;
  return kind === 'pdf_or_image' || kind === type.family;
}

/** Bank statements are text in many formats, read and checked by their feature: here only "not a PDF or an image". */
const statementFile: FileType = { contentType: 'text/plain', extension: '.txt', family: 'text' };

/** The stored type of a file of this kind, by its first bytes; null when the kind does not take it. */
export function acceptedType(kind: UploadKind, head: Buffer): FileType | null {
  const type = detectFileType(head);
  if (kind === 'bank_file') return type ? null : statementFile;
  return kindAccepts(kind, type) ? type : null;
}
