/** The longest side a photo is sent with: enough for the diagnosis, a few hundred kB as JPEG. */
export const MAX_PHOTO_SIDE = 1600;
/** JPEG quality of the shrunk photo. */
export const PHOTO_QUALITY = 0.85;
/** The largest photo the browser will try to shrink (phones write 5–15 MB). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** The same limit in MB, for the hint under the photo field ("Max size: 25 MB"). */
export const MAX_SOURCE_MB = MAX_SOURCE_BYTES / 1024 / 1024;

/** The size to draw a `width` × `height` photo at so that its longest side is at most `max`. */
export function fittedSize(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Shrinks a phone photo before it is sent over a slow connection: turned the right way up (its EXIF
 * orientation applied), at most MAX_PHOTO_SIDE on its longest side, re-encoded as JPEG, which
 * leaves every piece of metadata (GPS included) behind. A photo the browser cannot decode is sent
 * as it is, for the server to judge.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    if (!blob) return file;
    // a small photo already well compressed stays as it came
    if (blob.size >= file.size && size.width === bitmap.width && file.type === 'image/jpeg') return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
