/**
 * Bank files arrive as UTF-8, UTF-16 (with or without a byte order mark) or Windows-1252 (older Australian
 * internet banking). TextDecoder's `windows-1252` is Latin-1 in Node, so the 0x80–0x9F block is mapped here.
 */

const cp1252High = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0xfffd, 0x017d, 0xfffd, 0xfffd,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b < 0xa0 ? cp1252High[b - 0x80] : b));
    text += String.fromCharCode(...codes);
  }
  return text;
}

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** UTF-16 without a mark: ASCII text has a zero in every other byte. */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 512));
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = Math.floor(sample.length / 2);
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'utf-16be';
  return null;
}

/** What a byte order mark, or the zeros of UTF-16, say; null for the byte-oriented encodings. */
function markedEncoding(bytes: Uint8Array): Encoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return utf16WithoutMark(bytes);
}

export function detectEncoding(bytes: Uint8Array): Encoding {
  const marked = markedEncoding(bytes);
  if (marked) return marked;
  return byteEncoding(utf8Sequences(bytes));
}

function byteEncoding({ multibyte, invalid }: { multibyte: number; invalid: number }): Encoding {
  // Windows-1252 text almost never forms a valid UTF-8 sequence (é alone is 0xE9 before a letter); UTF-8 text
  // with one damaged byte still holds its other accented names whole. Decoding that whole file as Windows-1252
  // would garble every one of them, so it is read as UTF-8 and the damaged line reported (`damagedLines`).
  return invalid === 0 || multibyte > invalid ? 'utf-8' : 'windows-1252';
}

/** Valid UTF-8 sequences of two or more bytes, and bytes that start or continue no valid sequence. */
function utf8Sequences(bytes: Uint8Array): { multibyte: number; invalid: number } {
  let multibyte = 0;
  let invalid = 0;
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i];
    const length =
      lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    let whole = length > 0 && i + length <= bytes.length;
    for (let k = 1; whole && k < length; k++) whole = (bytes[i + k] & 0xc0) === 0x80;
    if (!whole) {
      invalid++;
      i++;
    } else {
      if (length > 1) multibyte++;
      i += length;
    }
  }
  return { multibyte, invalid };
}

/** The 1-based numbers of the lines of decoded UTF-8 text that hold a byte that was not UTF-8 (U+FFFD). */
export function damagedLines(text: string): number[] {
  const lines: number[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.includes('\uFFFD')) lines.push(i + 1);
  });
  return lines;
}

/**
 * The file's text: marks dropped, line ends made `\n`, and NUL padding (some exports pad to a block size)
 * removed, so line numbers count as a text editor would.
 */
export function decodeBankFile(bytes: Uint8Array): string {
  return decodeBankText(bytes).text;
}

/** The file's text as `decodeBankFile` gives it, with the encoding it was read in (the file is scanned once). */
export function decodeBankText(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const encoding = detectEncoding(bytes);
  const text = encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);
  return { encoding, text: tidied(text.replace(/^\uFEFF/, '')) };
}

const tidied = (text: string) => text.replace(/\0/g, '').replace(/\r\n?/g, '\n');

/** Half a megabyte: some milliseconds of scanning or decoding between pauses. */
const stepBytes = 512 * 1024;

/**
 * `decodeBankText` half a megabyte at a time, awaiting `pause` between them, so a big file does not hold the server
 * (decision 023). Gives the same text and encoding.
 */
export async function decodeBankTextInSteps(bytes: Uint8Array, pause: () => Promise<void>): Promise<{ text: string; encoding: Encoding }> {
  const encoding = await detectEncodingInSteps(bytes, pause);
  const decoder = encoding === 'windows-1252' ? null : new TextDecoder(encoding);
  const pieces: string[] = [];
  // A CR at the end of one piece may be half of a CRLF: it waits for the next piece.
  let carry = '';
  for (let start = 0; start < bytes.length; start += stepBytes) {
    const chunk = bytes.subarray(start, start + stepBytes);
    const last = start + stepBytes >= bytes.length;
    const decoded = carry + (decoder ? decoder.decode(chunk, { stream: !last }) : decodeWindows1252(chunk));
    carry = !last && decoded.endsWith('\r') ? '\r' : '';
    pieces.push(tidied(carry ? decoded.slice(0, -1) : decoded));
    await pause();
  }
  return { encoding, text: pieces.join('').replace(/^\uFEFF/, '') };
}

/** `detectEncoding`, its UTF-8 scan cut at ASCII bytes (never inside a sequence), half a megabyte at a time. */
async function detectEncodingInSteps(bytes: Uint8Array, pause: () => Promise<void>): Promise<Encoding> {
  const marked = markedEncoding(bytes);
  if (marked) return marked;
  let multibyte = 0;
  let invalid = 0;
  for (let start = 0; start < bytes.length;) {
    let end = Math.min(bytes.length, start + stepBytes);
    while (end < bytes.length && bytes[end] >= 0x80) end++;
    const counts = utf8Sequences(bytes.subarray(start, end));
    multibyte += counts.multibyte;
    invalid += counts.invalid;
    start = end;
    await pause();
  }
  return byteEncoding({ multibyte, invalid });
}
