import { randomUUID } from 'node:crypto';
import type SharpFactory from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Recognises an image by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export class UnsupportedImageError extends Error {
  constructor(message = 'Only JPEG, PNG or WebP images are accepted') {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}

export interface ProcessedImage {
  body: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  /** Longest side after resizing; smaller images are not enlarged. */
  maxSize?: number;
  quality?: number;
  allowed?: readonly ImageKind[];
}

let sharpLoading: Promise<typeof SharpFactory> | undefined;
/**
 * sharp (libvips, ~13 MB resident) loads with the first image, not with every server that might
 * get one. libvips' operation cache is turned off: every upload is a different image, so it
 * would only hold memory.
 */
export const loadSharp = () =>
  (sharpLoading ??= import('sharp').then((m) => {
    m.default.cache(false);
    return m.default;
  }));

/**
 * Decodes an uploaded image, applies its EXIF orientation, drops all metadata
 * (EXIF, GPS, ICC), scales it to a web size and re-encodes it as WebP.
 */
export async function processImage(input: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const kind = sniffImage(input);
  const allowed = options.allowed ?? ['jpeg', 'png', 'webp'];
  if (!kind || !allowed.includes(kind)) throw new UnsupportedImageError();
  const maxSize = options.maxSize ?? 1600;
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: options.quality ?? 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    throw new UnsupportedImageError('The image could not be read');
  }
}

/** A random, unguessable object key under a folder: "products/5f0c….webp". */
export function randomKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}
