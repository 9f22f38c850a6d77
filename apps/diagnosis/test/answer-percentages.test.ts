import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@farmai/contracts';
import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import { LOCALISER } from '@farmai/diagnosis-engine/knowledge/translations/index';
import { rank } from '@farmai/diagnosis-engine/ranker';
import { renderReport } from '@farmai/diagnosis-engine/report';
import { type ReportContext, reportContext } from '@farmai/diagnosis-engine/report-text';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseImage, type ImageFeatures } from '../src/engine/image-analysis.js';
import { DEFAULT_LEAF_MODEL_DIR, type LeafModel, type LeafPrediction, summarise } from '../src/engine/leaf-model.js';
import { diagnoseOffline } from '../src/providers/offline.js';
import { analyzeIn } from './support/analyze.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { leafPhoto } from './support/leaf-images.js';
import { samplePhotos } from './support/leaf-photos.js';

/** A percentage in any of the report's digits, with or without a (narrow) no-break space before the sign. */
const PERCENTAGE = /[0-9০-৯०-९][\s\u00a0\u202f]*%/;

const matcher = new TextMatcher(KNOWLEDGE_BASE);
const contexts = LANGUAGES.map((language) => reportContext(language, LOCALISER));

/** Every knowledge-base sentence with a percentage in it ("a 5% urea spray"), in one language: advice, not a finding. */
function adviceWithPercentages(ctx: ReportContext): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.includes('%')) found.add(value.trim().replace(/\s+/g, ' '));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const entry of KNOWLEDGE_BASE) walk(ctx.entry(entry));
  return [...found].sort((a, b) => b.length - a.length);
}
const advice = new Map(contexts.map((ctx) => [ctx.language, adviceWithPercentages(ctx)]));

/** The percentages of an answer that the answer itself states (the knowledge base's advice taken out). */
function statedPercentages(markdown: string, language: Language): string[] {
  let rest = markdown;
  for (const sentence of advice.get(language) ?? []) rest = rest.replaceAll(sentence, '');
  return rest.split('\n').filter((line) => PERCENTAGE.test(line));
}

/** The leaf model's reading of a photo, made up: `p` for one class, the rest shared by the others. */
const labels = JSON.parse(readFileSync(path.join(DEFAULT_LEAF_MODEL_DIR, 'labels.json'), 'utf8')) as {
  classes: Parameters<typeof summarise>[0];
  openSet: Parameters<typeof summarise>[3];
};
function reading(id: string, p: number): LeafPrediction {
  const { classes } = labels;
  const probabilities = classes.map((c) => (c.id === id ? p : (1 - p) / (classes.length - 1)));
  return summarise(classes, probabilities, 1, labels.openSet);
}

const EARLY_BLIGHT = 'my tomato lower leaves got brown spots with rings like a target and going yellow around';
const TEXTS = [
  EARLY_BLIGHT,
  'paddy stem near water has greyish green blotches with brown border spreading upward, looks like snake skin, crop is thick',
  'my coffee leaves have spots',
  'tomato leaves',
  'the leaves of my tomato curl and twist like a fern after the neighbour sprayed his wheat field',
];

interface Case {
  text: string;
  image?: ImageFeatures;
  leaf?: LeafPrediction;
}

/** Photo cases: the measured leaf (crops the model does not cover, or no model) and the model's readings. */
async function photoCases(): Promise<Case[]> {
  const image = await analyseImage(await leafPhoto('spots-halo'));
  return [
    { text: 'my wheat leaves have yellow spots', image },
    { text: 'my plant is sick', image },
    { text: 'my tomato leaves have spots', image },
    { text: 'help', image, leaf: reading('tomato-early-blight', 0.99) },
    { text: 'help', image, leaf: reading('tomato-early-blight', 0.75) },
    {
      text: 'my tomato lower leaves got brown spots with rings like a target',
      image,
      leaf: reading('tomato-septoria-leaf-spot', 0.99),
    },
    { text: EARLY_BLIGHT, image, leaf: reading('tomato-healthy', 0.99) },
    { text: 'my tomato leaves are not well', image, leaf: reading('potato-early-blight', 0.99) },
    { text: 'my wheat leaves have yellow spots', image, leaf: reading('tomato-early-blight', 0.99) },
    { text: 'help', image, leaf: reading('not-a-crop-leaf', 0.9) },
  ];
}

describe('percentages in the answer', () => {
  it('states none in a possible or unsure answer, in every language, with or without a photo', async () => {
    const cases: Case[] = [...TEXTS.map((text) => ({ text })), ...(await photoCases())];
    const seen = { possible: 0, unsure: 0, diagnosed: 0, photoLines: 0 };
    for (const ctx of contexts) {
      for (const { text, image, leaf } of cases) {
        const offline = diagnoseOffline(matcher, text, image, leaf, ctx);
        const ranking = rank(matcher, text, image, { leaf });
        // the answer as given, and the same ranking worded as each verdict that states no finding
        const answers = [
          { verdict: offline.verdict, markdown: offline.markdown },
          {
            verdict: 'possible',
            markdown: renderReport(ranking, { verdict: 'possible', reason: 'close-call' }, null, ctx),
          },
          {
            verdict: 'unsure',
            markdown: renderReport(ranking, { verdict: 'unsure', reason: 'weak-match' }, null, ctx),
          },
        ];
        for (const { verdict, markdown } of answers) {
          const where = `${ctx.language}: ${text} (${leaf?.classes[0]?.id ?? 'no model'}) as ${verdict}`;
          if (verdict === 'diagnosed') {
            seen.diagnosed += 1;
            // a diagnosis keeps its confidence
            expect(markdown.split('\n')[0], where).toMatch(PERCENTAGE);
          }
          if (verdict !== 'possible' && verdict !== 'unsure') continue;
          seen[verdict] += 1;
          if (image && markdown.includes(ctx.t.photo.coloursSeen('').split(':')[0] ?? '\u0000')) seen.photoLines += 1;
          expect(statedPercentages(markdown, ctx.language), where).toEqual([]);
        }
      }
    }
    expect(seen.diagnosed).toBeGreaterThanOrEqual(LANGUAGES.length);
    expect(seen.possible).toBeGreaterThan(cases.length * LANGUAGES.length);
    expect(seen.unsure).toBeGreaterThan(cases.length * LANGUAGES.length);
    // the measured colours were described, without their shares
    expect(seen.photoLines).toBeGreaterThan(0);
  });

  it('gives the photo model’s sure reading in words in a possible answer, and its percentage when diagnosed', () => {
    const text = 'my tomato lower leaves got brown spots with rings like a target';
    const leaf = reading('tomato-septoria-leaf-spot', 0.99);
    for (const ctx of contexts) {
      const ranking = rank(matcher, text, undefined, { leaf });
      const possible = renderReport(ranking, { verdict: 'possible', reason: 'close-call' }, null, ctx);
      const diagnosed = renderReport(ranking, { verdict: 'diagnosed', reason: 'clear-leader' }, null, ctx);
      const reads = (md: string) => md.split('\n').find((l) => l.includes(ctx.t.inThePhoto('').trim())) ?? '';
      expect(reads(diagnosed), ctx.language).toMatch(PERCENTAGE);
      // the same words, without the percentage
      expect(reads(possible), ctx.language).toBe(reads(diagnosed).replace(/\s?\([^()]*%\)/, ''));
    }
  });
});

describe('percentages in the answers of the service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { knowledgeBase: KNOWLEDGE_BASE });
  });
  afterAll(async () => t?.close());

  const analyse = (language: Language, text: string, image?: Buffer) => analyzeIn(t.app, language, text, image);

  it('sends none in a possible or unsure answer, in every language', async () => {
    const model: LeafModel | undefined = t.app.leafModel;
    expect(model).toBeDefined();
    const potato = samplePhotos().find((p) => p.classId === 'potato-early-blight');
    const photo = await readFile(potato?.file ?? '');
    let checked = 0;
    for (const language of LANGUAGES) {
      const answers = [
        await analyse(language, TEXTS[1] ?? ''),
        await analyse(language, 'my tomato leaves are not well', photo),
        await analyse(language, 'my wheat leaves have yellow spots', await leafPhoto('spots-halo')),
      ];
      for (const data of answers) {
        expect(['possible', 'unsure'], `${language}: ${data.userInputText}`).toContain(data.verdict);
        expect(statedPercentages(data.gptResponse, language), `${language}: ${data.userInputText}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBe(3 * LANGUAGES.length);
  });
});
