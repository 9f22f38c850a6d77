import { readFile } from 'node:fs/promises';
import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPhoto } from '../src/routes/photo.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { samplePhotos } from './support/leaf-photos.js';

let withModel: TestApp;
let withoutModel: TestApp;
beforeAll(async () => {
  withModel = await buildTestApp({}, { knowledgeBase: KNOWLEDGE_BASE });
  withoutModel = await buildTestApp({}, { knowledgeBase: KNOWLEDGE_BASE, leafModel: null });
});
afterAll(async () => {
  await withModel?.close();
  await withoutModel?.close();
});

/** A held-out leaf photo as a phone sends it: 1600 × 1200 JPEG, turned by its EXIF orientation. */
async function phonePhoto(): Promise<Buffer> {
  const photo = samplePhotos().find((p) => p.classId === 'tomato-early-blight');
  return sharp(await readFile(photo?.file ?? ''))
    .resize(1200, 1600, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('reading a photo', () => {
  it('makes the model input, the base of the marked copy and the stored copy from one upright decoding', async () => {
    const model = withModel.app.leafModel;
    if (!model) throw new Error('no model');
    const bytes = await phonePhoto();
    const read = await readPhoto(withModel.app, bytes, 'please check my plant');
    // the same input as the photo decoded on its own, but for the resampling (no shrinking while decoding)
    const own = await model.input(bytes);
    const input = read.input ?? new Float32Array();
    expect(input.length).toBe(own.length);
    const meanDifference = input.reduce((sum, v, i) => sum + Math.abs(v - (own[i] ?? 0)), 0) / input.length;
    expect(meanDifference).toBeLessThan(0.05);
    expect(read.leaf?.classes[0]?.id).toBe((await model.predict(bytes)).classes[0]?.id);
    // upright (the EXIF orientation applied once, at decoding) and white where transparent
    expect([read.base.width, read.base.height, read.base.channels]).toEqual([1024, 768, 3]);
    const stored = await sharp(await read.stored).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 1600, 1200, undefined]);
  });

  it('measures the colours only where the answer uses them', async () => {
    const bytes = await phonePhoto();
    // a leaf the model reads, or might: not measured
    expect((await readPhoto(withModel.app, bytes, 'please check my plant')).features).toBeUndefined();
    expect((await readPhoto(withModel.app, bytes, 'my tomato leaves have spots')).features).toBeUndefined();
    // a crop the model does not cover, or no model: measured
    const wheat = await readPhoto(withModel.app, bytes, 'my wheat leaves have brown spots');
    expect(wheat.features?.leafFound).toBe(true);
    expect(wheat.leaf).toBeDefined();
    const noModel = await readPhoto(withoutModel.app, bytes, 'please check my plant');
    expect(noModel.features?.leafFound).toBe(true);
    expect(noModel.leaf).toBeUndefined();
  });
});
