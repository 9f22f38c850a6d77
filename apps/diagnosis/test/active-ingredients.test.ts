import {
  ACTIVE_INGREDIENT_IDS,
  ACTIVE_INGREDIENT_NAMES,
  type AnalyzeResponse,
  analyzeResponseSchema,
  isActiveIngredientId,
} from '@farmai/contracts';
import { namesIngredient, treatmentText } from '@farmai/diagnosis-engine/knowledge/active-ingredients';
import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.js';
import { multipart } from './support/multipart.js';

const entry = (id: string) => {
  const found = KNOWLEDGE_BASE.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

describe('active ingredients of the knowledge base', () => {
  it('lists, for every entry, known ingredient ids, each once', () => {
    expect(KNOWLEDGE_BASE).toHaveLength(121);
    for (const e of KNOWLEDGE_BASE) {
      for (const id of e.activeIngredients) expect(isActiveIngredientId(id), `${e.id}: ${id}`).toBe(true);
      expect(new Set(e.activeIngredients).size, e.id).toBe(e.activeIngredients.length);
    }
  });

  it('names each listed ingredient in the entry’s English treatment text', () => {
    for (const e of KNOWLEDGE_BASE) {
      const text = treatmentText(e);
      for (const id of e.activeIngredients) expect(namesIngredient(text, id), `${e.id} lists ${id}`).toBe(true);
    }
  });

  it('lists every known ingredient the entry’s chemical and organic treatments recommend', () => {
    for (const e of KNOWLEDGE_BASE) {
      const recommended = [...e.management.chemical.map((c) => c.activeIngredient), ...e.management.biological];
      const named = ACTIVE_INGREDIENT_IDS.filter((id) => recommended.some((t) => namesIngredient(t, id)));
      expect([...e.activeIngredients].sort(), e.id).toEqual(named.sort());
    }
  });

  it('leaves the list empty when nothing is recommended, and uses every ingredient of the vocabulary', () => {
    expect(entry('tomato-mosaic').activeIngredients).toEqual([]);
    expect(entry('citrus-greening').activeIngredients).toEqual([]);
    expect(entry('tomato-early-blight').activeIngredients).toEqual(
      expect.arrayContaining(['mancozeb', 'chlorothalonil', 'azoxystrobin', 'trichoderma']),
    );
    expect(entry('nitrogen-deficiency').activeIngredients).toContain('urea');
    const used = new Set(KNOWLEDGE_BASE.flatMap((e) => e.activeIngredients));
    expect(ACTIVE_INGREDIENT_IDS.filter((id) => !used.has(id))).toEqual([]);
  });

  it('finds a name only as a whole word, in any letter case', () => {
    expect(namesIngredient('Spray Copper Oxychloride 50% WP', 'copper-oxychloride')).toBe(true);
    expect(namesIngredient('sulphur (wettable)', 'sulphur')).toBe(true);
    expect(namesIngredient('metalaxyl-M + mancozeb', 'metalaxyl-m')).toBe(true);
    expect(namesIngredient('magnesium sulphate', 'zinc-sulphate')).toBe(false);
    expect(namesIngredient('ureas', 'urea')).toBe(false);
    expect(ACTIVE_INGREDIENT_NAMES.mancozeb).toBe('Mancozeb');
  });
});

describe('POST /api/images/analyze carries the ingredients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const analyze = async (text: string, language?: string) => {
    const { payload, headers } = multipart({ userInputText: text });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/analyze',
      payload,
      headers: language ? { ...headers, 'accept-language': language } : headers,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<AnalyzeResponse>();
    expect(analyzeResponseSchema.parse(body)).toEqual(body);
    return body.data;
  };

  it('gives each candidate its entry’s ingredients, and the answer those of a diagnosed leader', async () => {
    const data = await analyze(
      'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling',
    );
    expect(data.verdict).toBe('diagnosed');
    expect(data.candidates[0]?.id).toBe('tomato-early-blight');
    for (const c of data.candidates) expect(c.activeIngredients).toEqual(entry(c.id).activeIngredients);
    expect(data.activeIngredients).toEqual(entry('tomato-early-blight').activeIngredients);
    expect(data.activeIngredients).toContain('mancozeb');
    // the newer field is sent last, after the fields older clients read
    expect(Object.keys(data).at(-1)).toBe('activeIngredients');
    // the ids are the same in every language: the shop answers by them
    const spanish = await analyze(
      'Mi tomate tiene manchas marrones oscuras con anillos concéntricos en las hojas de abajo, que se ponen amarillas',
      'es',
    );
    expect(spanish.candidates[0]?.id).toBe('tomato-early-blight');
    expect(spanish.candidates[0]?.activeIngredients).toEqual(entry('tomato-early-blight').activeIngredients);
  });

  it('recommends no ingredient when it is not sure', async () => {
    const data = await analyze('my plant looks a bit strange today');
    expect(data.verdict).not.toBe('diagnosed');
    expect(data.activeIngredients).toEqual([]);
  });
});
