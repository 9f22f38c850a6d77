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

/** Too many images are being decoded already: the caller should answer 503 with Retry-After. */
export class ImageQueueFullError extends Error {
  constructor() {
    super('Too many images are being processed right now. Please try again in a few seconds.');
    this.name = 'ImageQueueFullError';
  }
}

/**
 * How many images one process decodes at once, and how many may wait for their turn. Decoding
 * is where an image costs memory (a 40-megapixel PNG of 166 kB unpacks to 120 MB), so bounding
 * it bounds the process, whatever arrives; past the queue, callers are told to come back.
 */
export class ImageGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new ImageQueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // the slot passes straight to the next in line
      if (next) next();
      else this.running -= 1;
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}

/** The process's gate for decoding uploaded images: one at a time, 16 waiting (measured: two at a time took the API from 300 to 380 MB under eight 40-megapixel PNGs). */
export const imageGate = new ImageGate(1, 16);

/**
 * The most pixels an uploaded image may have: 40 megapixels, more than any phone camera. Larger
 * images are refused before they are decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

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
    // one libvips thread per image: images run side by side (see imageGate), each on one core
    m.default.concurrency(1);
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
  return imageGate.run(async () => {
    try {
      // read top to bottom, shrinking JPEGs while they are decoded: the whole image is never in memory at once
      const { data, info } = await sharp(input, {
        failOn: 'error',
        limitInputPixels: MAX_INPUT_PIXELS,
        sequentialRead: true,
      })
        .rotate()
        .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true })
        .webp({ quality: options.quality ?? 82 })
        .toBuffer({ resolveWithObject: true });
      return { body: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
    } catch {
      throw new UnsupportedImageError('The image could not be read');
    }
  });
}

/**
 * A narrower copy of an image `processImage` made (already upright, without metadata, at most 1600 px),
 * for screens that need fewer pixels.
 */
export async function narrowerImage(processed: Buffer, width: number, quality = 80): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  return imageGate.run(async () => {
    const { data, info } = await sharp(processed, { failOn: 'error' })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { body: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  });
}

/** A random, unguessable name under a folder, without extension: "products/5f0c…". */
export const randomStem = (folder: string): string => `${folder}/${randomUUID()}`;

/** A random, unguessable object key under a folder: "products/5f0c….webp". */
export function randomKey(folder: string, extension: string): string {
  return `${randomStem(folder)}.${extension}`;
}
