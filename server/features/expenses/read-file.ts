import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createWorker, OEM, type Page, type Worker } from 'tesseract.js';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

/**
 * The words of a receipt or bill, on this server with no network (TOOLCHAIN.md "Accounting libraries"): a PDF's
 * own text when it has some, else OCR of the images on its first pages (a scanned bill), and OCR for a photo.
 */

/** English, from the npm package (never the CDN tesseract.js falls back to without a `langPath`). */
const languagePath = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** A PDF with fewer letters and digits than this has no real text layer: it is a scan. */
const minimumTextCharacters = 20;
/** A scanned bill's total is on its first pages; OCR of every page of a long one would take minutes. */
const scannedPagesRead = 2;

export class UnreadableFile extends Error {}

export type ReadOptions = {
  /** Where tesseract keeps the unpacked language data between runs (under DATA_DIR). */
  cachePath: string;
};

export async function readFileText(
  data: Buffer,
  contentType: string,
  options: ReadOptions,
): Promise<{ text: string; method: 'text' | 'ocr' }> {
  if (contentType === 'application/pdf') return readPdf(data, options);
  return { text: await recognise([await prepareImage(sharp(data))], options), method: 'ocr' };
}

async function readPdf(data: Buffer, options: ReadOptions): Promise<{ text: string; method: 'text' | 'ocr' }> {
  let proxy;
  try {
    proxy = await getDocumentProxy(new Uint8Array(data));
  } catch {
    throw new UnreadableFile('The PDF could not be opened: it may be damaged or protected by a password.');
  }
  try {
    const { text } = await extractText(proxy, { mergePages: true });
    if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= minimumTextCharacters) return { text, method: 'text' };
    const pages: Buffer[] = [];
    for (let page = 1; page <= Math.min(proxy.numPages, scannedPagesRead); page++) {
      for (const image of await extractImages(proxy, page)) {
        const raw = sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: image.channels } });
        pages.push(await prepareImage(raw));
      }
    }
    if (pages.length === 0) throw new UnreadableFile('The PDF has no text and no scanned image to read.');
    return { text: await recognise(pages, options), method: 'ocr' };
  } finally {
    await proxy.loadingTask.destroy();
  }
}

/**
 * OCR reads best at about 300 dpi in grey: upright (phone photos carry their turn in EXIF), no colour, contrast
 * stretched, and a small scan enlarged so its letters are some 30 pixels tall.
 */
async function prepareImage(image: Sharp): Promise<Buffer> {
  const { width = 0 } = await image.metadata();
  const target = width < 1200 ? 1800 : Math.min(width, 2600);
  return image.rotate().greyscale().resize({ width: target }).normalise().png().toBuffer();
}

/** Tesseract reads letters best some 30 pixels tall; below 20 it misreads ($ as 5, S as 5, GST as GT). */
const goodLetterHeight = 32;
const smallLetterHeight = 20;
/** An enlarged page is kept under this width: beyond it OCR takes long and memory grows for little gain. */
const maxEnlargedWidth = 8000;

/** The median height of the words read: how tall the page's letters are. */
function letterHeight(page: Page): number | null {
  const heights = (page.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)))
    .filter((word) => word.text.trim().length > 1)
    .map((word) => word.bbox.y1 - word.bbox.y0)
    .sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)] : null;
}

/**
 * Reads a page; when its letters come out small (a receipt photographed from arm's length fills little of a
 * wide photo), reads it again enlarged until they are about 30 pixels tall, and keeps the surer reading.
 */
async function recognisePage(worker: Worker, image: Buffer): Promise<string> {
  const first = (await worker.recognize(image, {}, { text: true, blocks: true })).data;
  const height = letterHeight(first);
  if (height === null || height >= smallLetterHeight) return first.text;
  const { width = 0 } = await sharp(image).metadata();
  const scale = Math.min(goodLetterHeight / Math.max(height, 1), maxEnlargedWidth / Math.max(width, 1));
  if (scale < 1.25) return first.text;
  const enlarged = await sharp(image)
    .resize({ width: Math.round(width * scale), kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const second = (await worker.recognize(enlarged)).data;
  return second.confidence >= first.confidence ? second.text : first.text;
}

async function recognise(images: Buffer[], { cachePath }: ReadOptions): Promise<string> {
  await fs.promises.mkdir(cachePath, { recursive: true });
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: languagePath, cachePath, gzip: true });
  try {
    const texts: string[] = [];
    for (const image of images) texts.push(await recognisePage(worker, image));
    return texts.join('\n');
  } finally {
    await worker.terminate();
  }
}
