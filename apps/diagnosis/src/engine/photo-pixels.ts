import { MAX_INPUT_PIXELS } from '@farmai/media';
import sharp, { type Sharp } from 'sharp';

/**
 * A photo decoded once: upright, sRGB, 8 bits a channel, with its alpha channel when it has one.
 * Every reading of an uploaded photo (the stored copy, the model's input, the measured colours,
 * the marked copy) is made from these pixels, so the photo is decoded a single time.
 */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes a photo (its EXIF orientation applied) at most `maxSide` px, shrinking JPEGs as they are read. */
export async function decodePixels(bytes: Buffer, maxSide: number): Promise<Pixels> {
  const { data, info } = await sharp(bytes, {
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
    sequentialRead: true,
  })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A sharp pipeline over a photo: decoded pixels as they are, or an encoded photo turned upright. */
export function openPhoto(photo: Buffer | Pixels): Sharp {
  if (Buffer.isBuffer(photo)) return sharp(photo, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { data, width, height, channels } = photo;
  return sharp(data, { raw: { width, height, channels } });
}

/** The photo at most `maxSide` px, transparent areas white, as RGB pixels (the base of a marked copy). */
export async function rgbPixels(photo: Buffer | Pixels, maxSide: number): Promise<Pixels> {
  const { data, info } = await openPhoto(photo)
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
