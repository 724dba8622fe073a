/** Photos are resized in the browser to fit within 1800 × 1800 before upload (docs/domain.md "Screens and limits"). */
export const maxPhotoSide = 1800;

/** The size that fits `width × height` inside the box, never enlarged. */
export function fitWithin(width: number, height: number, box = maxPhotoSide): { width: number; height: number } {
  const scale = Math.min(1, box / width, box / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A JPEG no larger than 1800 × 1800; a photo already small enough (or unreadable) goes as it is. */
export async function resizePhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height && file.type === 'image/jpeg') {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob ?? file;
}
