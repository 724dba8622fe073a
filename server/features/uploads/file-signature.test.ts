import { describe, expect, it } from 'vitest';
import { detectFileType, kindAccepts } from './file-signature';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectFileType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['HEIF', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]), 'image/heif'],
  ])('recognises %s by its signature', (_name, head, contentType) => {
    expect(detectFileType(head)?.contentType).toBe(contentType);
  });

  it.each([
    ['text claiming to be a PDF', bytes('hello %PDF-1.7')],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0])],
    ['a ZIP file', bytes('PK', [3, 4, 0, 0])],
    ['nothing at all', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectFileType(head)).toBeNull();
  });

  it('matches kinds to families', () => {
    const pdf = detectFileType(bytes('%PDF-1.4'));
    const png = detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([kindAccepts('pdf', pdf), kindAccepts('pdf', png), kindAccepts('image', png), kindAccepts('pdf_or_image', png)]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(kindAccepts('pdf_or_image', null)).toBe(false);
  });
});
