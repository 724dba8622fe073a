/** Receipts drawn for the tests that read them: an image (as a phone would photograph one) and PDFs, with and without text. */
import sharp from 'sharp';
import { drawPdf } from '../platform/pdf-bytes';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The lines drawn black on white in a monospaced font, as a PNG (or JPEG) of a till receipt; `small` draws them
 * 9 pixels tall on a wide page, as a photo taken from arm's length shows a receipt.
 */
export async function receiptImage(lines: readonly string[], format: 'png' | 'jpeg' = 'png', { small = false } = {}): Promise<Buffer> {
  const [width, size, step] = small ? [1600, 9, 14] : [640, 26, 42];
  const height = 80 + lines.length * step;
  const text = lines
    .map(
      (line, i) =>
        `<text x="36" y="${64 + i * step}" font-family="DejaVu Sans Mono, monospace" font-size="${size}" fill="#111" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

const pdfOf = (draw: (doc: PDFKit.PDFDocument) => void) => drawPdf({ size: 'A5', margin: 36 }, draw);

/** A bill as accounting software writes it: real text in the PDF. */
export const textPdf = (lines: readonly string[]) => pdfOf((doc) => lines.forEach((line) => doc.fontSize(13).text(line)));

/** A scanned bill: the page is one picture, with no text to extract. */
export const scannedPdf = (image: Buffer) => pdfOf((doc) => doc.image(image, 24, 24, { width: 360 }));
