import { imageKey, imageVariants, smallerWidths } from '@farmai/contracts';
import { narrowerImage, processImage, randomStem, type StorageDriver, UnsupportedImageError } from '@farmai/media';
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
 * The one image pipeline: check the bytes, re-encode with sharp (which drops EXIF and GPS), store
 * under a random name with the narrower widths a phone asks for beside it (`imageVariants`).
 * Returns the public URL of the largest.
 */
export async function storeImage(storage: StorageDriver, folder: UploadFolder, bytes: Buffer): Promise<string> {
  try {
    const image = await processImage(bytes);
    const stem = randomStem(folder);
    for (const width of smallerWidths(image.width)) {
      const narrower = await narrowerImage(image.body, width);
      await storage.put(imageKey(stem, width), narrower.body, narrower.contentType);
    }
    const stored = await storage.put(imageKey(stem, image.width), image.body, image.contentType);
    return stored.url;
  } catch (err) {
    if (err instanceof UnsupportedImageError) throw appError(415, imageProblem(err));
    throw err;
  }
}

/** Removes an image we stored earlier, with its other widths; URLs from elsewhere are left alone. Failures are only logged by callers. */
export async function removeImage(storage: StorageDriver, url: string | undefined): Promise<void> {
  if (!url) return;
  const variants = imageVariants(url);
  const urls = variants.length > 0 ? variants.map((v) => v.url) : [url];
  for (const each of urls) {
    const key = storage.keyFromUrl(each);
    if (key) await storage.delete(key);
  }
}
