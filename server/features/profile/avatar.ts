import sharp from 'sharp';
import { profileMessages } from '../../../shared/api/profile';
import { invalid } from '../../platform/errors';
import { detectFileType } from '../uploads/file-signature';

/** Avatars fit within this square (pixels); shown small everywhere, so 512 is plenty. */
export const avatarSize = 512;
export const avatarContentType = 'image/webp';
/** A 10 MB file can still decode to a huge bitmap; refuse anything beyond this many pixels. */
const maxInputPixels = 50_000_000;

/**
 * The stored avatar for an uploaded picture: checked by signature, turned upright, fitted within
 * 512×512 and re-encoded as WebP (keeps transparency). Re-encoding also drops EXIF data such as
 * the GPS position a phone photo carries.
 */
export async function makeAvatar(picture: Buffer): Promise<Buffer> {
  if (detectFileType(picture)?.family !== 'image') throw invalid({ picture: [profileMessages.pictureType] });
  try {
    return await sharp(picture, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // Corrupt data, or a HEIC variant this build of libvips cannot decode.
    throw invalid({ picture: [profileMessages.pictureUnreadable] });
  }
}
