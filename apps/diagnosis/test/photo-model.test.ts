import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '../src/routes/analyze.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { testPhotos } from './support/leaf-photos.js';
import { multipart } from './support/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  expect(t.app.leafModel).toBeDefined();
});
afterAll(async () => t?.close());

/** A held-out photo of the class that the model reads clearly (chosen by running the model, not by hand). */
async function clearPhoto(classId: string): Promise<Buffer> {
  for (const photo of testPhotos().photos.filter((p) => p.classId === classId)) {
    const bytes = await readFile(photo.file);
    const prediction = await t.app.leafModel?.predict(bytes);
    if (prediction?.classes[0]?.id === classId && (prediction.classes[0]?.probability ?? 0) >= 0.9) return bytes;
  }
  throw new Error(`no clear held-out photo of ${classId}`);
}

async function analyse(text: string, image?: Buffer) {
  const { payload, headers } = multipart({
    userInputText: text,
    ...(image ? { image: { filename: 'leaf.jpg', contentType: 'image/jpeg', data: image } } : {}),
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as AnalyzeResponse).data;
}

describe('diagnosis with the leaf-photo model', () => {
  it('answers from a photo alone, and takes the crop from it', async () => {
    const data = await analyse('help', await clearPhoto('tomato-early-blight'));
    expect(data.candidates[0]).toMatchObject({ id: 'tomato-early-blight', crop: 'tomato' });
    expect(data.crop).toBe('tomato');
    expect(['diagnosed', 'possible']).toContain(data.verdict);
    // a percentage only when the answer is sure
    expect(data.gptResponse).toContain(
      data.verdict === 'diagnosed' ? 'it looks like tomato with early blight (' : 'it may be tomato with early blight',
    );
  });

  it('lets the photo decide between problems the text leaves open', async () => {
    const text = 'my apple leaves have spots';
    const textOnly = await analyse(text);
    const withPhoto = await analyse(text, await clearPhoto('apple-cedar-rust'));
    expect(withPhoto.candidates[0]?.id).toBe('apple-cedar-rust');
    const before = textOnly.candidates.find((c) => c.id === 'apple-cedar-rust')?.confidence ?? 0;
    expect(withPhoto.candidates[0]?.confidence ?? 0).toBeGreaterThan(before);
  });

  it('calls a healthy leaf healthy, and it argues against a described disease', async () => {
    const healthy = await clearPhoto('tomato-healthy');
    const alone = await analyse('is my plant ok', healthy);
    expect(alone.verdict).toBe('healthy');
    expect(alone.gptResponse).toMatch(/^## Your tomato plant looks healthy/);
    expect(alone.gptResponse).not.toMatch(/\*\*Chemical\*\*/);

    const text = 'My tomato lower leaves have dark brown spots with rings inside rings like a target board';
    const described = await analyse(text);
    const against = await analyse(text, healthy);
    const blight = (d: typeof described) => d.candidates.find((c) => c.id === 'tomato-early-blight')?.confidence ?? 0;
    expect(blight(against)).toBeLessThan(blight(described));
    expect(against.verdict).not.toBe('diagnosed');
  });

  it('says so when the photo is not a leaf it knows', async () => {
    const blue = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2050d0' } })
      .jpeg()
      .toBuffer();
    const data = await analyse('help', blue);
    expect(data.verdict).toBe('unsure');
    expect(data.candidates).toEqual([]);
    expect(data.gptResponse).toContain('does not look like a leaf of a crop our photo model knows');
  });
});
