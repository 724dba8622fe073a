import PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** The bytes a PDFKit document writes, once it ends (or its error): listen before drawing, then `doc.end()`. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A document drawn at once: made with `options`, drawn by `draw`, ended, and its bytes answered. */
export function drawPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const bytes = pdfBytes(doc);
  draw(doc);
  doc.end();
  return bytes;
}
