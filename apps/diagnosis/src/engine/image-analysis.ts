import { ANALYSIS_SIZE, analysePixels, type ImageFeatures } from '@farmai/diagnosis-engine/image-analysis';
import { openPhoto, type Pixels } from './photo-pixels.js';

export * from '@farmai/diagnosis-engine/image-analysis';

/** A photo (encoded, or decoded pixels) as sRGB pixels at analysis size (transparent areas become white background). */
export async function decodeForAnalysis(input: Buffer | Pixels, size = ANALYSIS_SIZE) {
  const { data, info } = await openPhoto(input)
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export async function analyseImage(input: Buffer | Pixels): Promise<ImageFeatures> {
  const { data, width, height, channels } = await decodeForAnalysis(input);
  return analysePixels(data, width, height, channels);
}
