import { type DiagnosisCropsResponse, diagnosisCropsResponseSchema } from '@farmai/contracts';
import { CROPS } from '@farmai/diagnosis-engine/knowledge/crops';
import { OTHER_CROPS } from '@farmai/diagnosis-engine/knowledge/world-crops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let noModel: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  noModel = await buildTestApp({}, { leafModel: null });
});
afterAll(async () => {
  await t?.close();
  await noModel?.close();
});

const get = (app: TestApp, language?: string) =>
  app.app.inject({
    method: 'GET',
    url: '/api/images/crops',
    headers: language ? { 'accept-language': language } : {},
  });

describe('GET /api/images/crops', () => {
  it('lists the crops the photo model reads and those the text covers', async () => {
    const res = await get(t);
    expect(res.statusCode).toBe(200);
    const body = diagnosisCropsResponseSchema.parse(res.json());
    const modelCrops = new Set(t.app.leafModel?.labels.classes.flatMap((c) => (c.crop ? [c.crop] : [])));
    expect(modelCrops.size).toBe(14);
    expect(body.photo.map((c) => c.id).sort()).toEqual([...modelCrops].sort());
    const text = body.text.map((c) => c.id);
    expect(text).toEqual(expect.arrayContaining(['tomato', 'rice', 'bean', 'coffee']));
    for (const id of text) expect(Object.keys(CROPS)).toContain(id);
    // crops known only by name are not covered
    for (const id of Object.keys(OTHER_CROPS)) expect(text).not.toContain(id);
  });

  it('names the crops in the language asked for, and may be cached', async () => {
    const res = await get(t, 'hi-IN,hi;q=0.9');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    const body = res.json<DiagnosisCropsResponse>();
    expect(body.text.find((c) => c.id === 'tomato')?.name).toBe('टमाटर');
    expect(body.text.find((c) => c.id === 'coffee')?.name).toBe('कॉफी');
    const es = (await get(t, 'es')).json<DiagnosisCropsResponse>();
    expect(es.text.find((c) => c.id === 'bean')?.name).toBe('frijol');
    const en = (await get(t)).json<DiagnosisCropsResponse>();
    expect(en.text.find((c) => c.id === 'tomato')?.name).toBe('tomato');
  });

  it('lists no photo crops when the model is not loaded', async () => {
    const body = (await get(noModel)).json<DiagnosisCropsResponse>();
    expect(body.photo).toEqual([]);
    expect(body.text.length).toBeGreaterThan(10);
  });
});
