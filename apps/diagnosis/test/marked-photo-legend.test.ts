import { readFile } from 'node:fs/promises';
import { LANGUAGES, type Language } from '@farmai/contracts';
import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import { LOCALISER } from '@farmai/diagnosis-engine/knowledge/translations/index';
import { reportContext } from '@farmai/diagnosis-engine/report-text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionLegend } from '../src/engine/attention.js';
import { analyseImage } from '../src/engine/image-analysis.js';
import { overlayLegend } from '../src/engine/overlay.js';
import { analyzeIn } from './support/analyze.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { leafPhoto } from './support/leaf-images.js';
import { samplePhotos } from './support/leaf-photos.js';

/** The English words of the legends: none of them may appear in another language's. */
const ENGLISH_WORDS = /Affected|area|leaf|spots?\b|yellow|Where|photo model|looked|No leaf|damage|healthy/;
const DIGITS: Record<Language, RegExp> = { en: /\d/, es: /\d/, fr: /\d/, bn: /[০-৯]/, hi: /[०-९]/ };

describe('the legend of the marked photo', () => {
  it('measures the spots in the language of the answer, the affected share only when diagnosed', async () => {
    const features = await analyseImage(await leafPhoto('spots-halo'));
    expect(features.spotCount).toBeGreaterThan(1);
    expect(overlayLegend(features)).toBe(
      `Affected area: ${features.affectedPct.toFixed(1)}% of leaf · ${features.spotCount} spots (${features.haloSpotCount} with yellow halo) · FarmAI`,
    );
    expect(overlayLegend(features, { stated: false })).toBe(
      `${features.spotCount} spots (${features.haloSpotCount} with yellow halo) · FarmAI`,
    );
    for (const language of LANGUAGES) {
      const context = reportContext(language, LOCALISER);
      const stated = overlayLegend(features, { context });
      const words = overlayLegend(features, { context, stated: false });
      const noLeaf = overlayLegend({ ...features, leafFound: false }, { context });
      const unmarked = overlayLegend(features, { context, marks: false, caption: 'FarmAI' });
      for (const legend of [stated, words, noLeaf, unmarked]) {
        expect(legend.endsWith(' · FarmAI'), language).toBe(true);
        if (language !== 'en') expect(legend, language).not.toMatch(ENGLISH_WORDS);
      }
      expect(stated, language).toContain(context.percent(features.affectedPct, 1));
      expect(stated, language).toMatch(DIGITS[language]);
      expect(words, language).toContain(context.count(features.spotCount));
      expect(words, language).not.toContain('%');
      expect(noLeaf, language).toBe(`${context.t.legend.noLeaf} · FarmAI`);
      expect(unmarked, language).toBe(`FarmAI · ${context.t.legend.noDamageMarked} · FarmAI`);
    }
  });

  it('names where the photo model looked in the language of the answer', () => {
    expect(attentionLegend('tomato', 'early blight')).toBe(
      'Where the photo model looked for: tomato early blight · FarmAI',
    );
    for (const language of LANGUAGES) {
      const context = reportContext(language, LOCALISER);
      const legend = attentionLegend('sweet-potato', context.t.legend.healthy, context);
      expect(legend, language).toContain(context.cropName('sweet-potato'));
      expect(legend, language).toContain(context.t.legend.healthy);
      if (language !== 'en') expect(legend, language).not.toMatch(ENGLISH_WORDS);
    }
  });
});

describe('the marked photo of the service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { knowledgeBase: KNOWLEDGE_BASE });
    expect(t.app.leafModel).toBeDefined();
  });
  afterAll(async () => t?.close());

  /** The marked photo of an answer, decoded: the photo on top, the legend strip at the bottom. */
  async function marked(language: string, text: string, image: Buffer) {
    const answer = await analyzeIn(t.app, language, text, image);
    const url = new URL(answer.generatedImageUrl ?? '');
    const file = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(file.statusCode).toBe(200);
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // the legend strip: the last rows, below the photo
    const strip = data.subarray(data.length - info.width * info.channels * 20);
    return { strip, image: data };
  }

  it('writes its legend in the language of the answer, whether the model read the leaf or the spots were measured', async () => {
    const tomato = samplePhotos().find((p) => p.classId === 'tomato-early-blight');
    const cases: [string, Buffer][] = [
      ['please check my plant', await readFile(tomato?.file ?? '')],
      ['my wheat leaves have brown spots with yellow rings around them', await leafPhoto('spots-halo')],
    ];
    for (const [text, image] of cases) {
      const english = await marked('en', text, image);
      // the same answer again draws the same picture, so a difference below is the legend's language
      expect((await marked('en', text, image)).image.equals(english.image), text).toBe(true);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        expect((await marked(language, text, image)).strip.equals(english.strip), `${language}: ${text}`).toBe(false);
      }
    }
  });
});
