import { processImage, randomKey, type StorageDriver, UnsupportedImageError } from '@farmai/media';
import { apiMessage } from '../../i18n/index.js';
import { appError } from '../../lib/errors.js';

export type UploadFolder = 'products' | 'features' | 'advice' | 'cultivation';

/** What was wrong with a picture, and what to send instead (docs/product/wire.md#errors). */
function imageProblem(err: UnsupportedImageError) {
  if (err.message === 'The image could not be read') return apiMessage('upload.unreadableImage');
  if (err.message === 'Only JPEG, PNG or WebP images are accepted') return apiMessage('upload.unsupportedImage');
  return `${err.message}. Use a JPEG, PNG or WebP image.`;
}

/**
 * The one image pipeline: check the bytes, re-encode with sharp (which drops EXIF and GPS),
 * store under a random name. Returns the public URL.
 */
export async function storeImage(storage: StorageDriver, folder: UploadFolder, bytes: Buffer): Promise<string> {
  try {
    const image = await processImage(bytes);
    const stored = await storage.put(randomKey(folder, image.extension), image.body, image.contentType);
    return stored.url;
  } catch (err) {
    if (err instanceof UnsupportedImageError) throw appError(415, imageProblem(err));
    throw err;
  }
}

/** Removes an image we stored earlier; URLs from elsewhere are left alone. Failures are only logged by callers. */
export async function removeImage(storage: StorageDriver, url: string | undefined): Promise<void> {
  if (!url) return;
  const key = storage.keyFromUrl(url);
  if (key) await storage.delete(key);
}
