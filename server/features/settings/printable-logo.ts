/**
 * The business's logo made printable, for every PDF that carries the letterhead (invoices, statements, visit
 * reports).
 */
import sharp from 'sharp';
import type { Storage } from '../../platform/storage';

/** A logo pdfkit can draw: JPEG bytes and their size in pixels. */
export type PrintableLogo = { image: Buffer; width: number; height: number };

let lastLogo: { path: string; logo: PrintableLogo } | null = null;

/**
 * The logo as a JPEG of at most 600 × 240 pixels on white (the page's colour): pdfkit reads only PNG and JPEG
 * (the logo may be WebP or HEIC), a JPEG goes into the PDF as it is while a PNG is decoded and packed again on
 * every document (10 ms of a 20 ms invoice), and a 5 MB original would cost more than the rest of the page. The
 * last one is kept in memory; a new logo is a new stored file, so it is never stale. A logo that cannot be read
 * prints no logo rather than holding up the invoice.
 */
export async function printableLogo(storage: Storage, path: string | null): Promise<PrintableLogo | null> {
  if (!path) return null;
  if (lastLogo?.path === path) return lastLogo.logo;
  try {
    const { data, info } = await sharp(await storage.read(path))
      .resize({ width: 600, height: 240, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true });
    const logo = { image: data, width: info.width, height: info.height };
    lastLogo = { path, logo };
    return logo;
  } catch {
    return null;
  }
}
