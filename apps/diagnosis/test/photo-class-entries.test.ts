import { CROPS } from '@farmai/diagnosis-engine/knowledge/crops';
import { LOCAL_NAMES } from '@farmai/diagnosis-engine/knowledge/local-names/index';
import { KNOWLEDGE_TRANSLATIONS } from '@farmai/diagnosis-engine/knowledge/translations/index';
import { CLASS_ENTRY, photoEvidence } from '@farmai/diagnosis-engine/photo-evidence';
import { rank } from '@farmai/diagnosis-engine/ranker';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { describe, expect, it } from 'vitest';
import { summarise } from '../src/engine/leaf-model.js';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);
const topId = (text: string) => rank(matcher, text, undefined).ranked[0]?.entry.id;
const byId = new Map(TEST_KB.map((e) => [e.id, e]));

/** The 61 classes the leaf-photo model is trained on (shared/datasets/leaf-photos/classes.json): id, crop, healthy. */
const PHOTO_CLASSES: [id: string, crop: string, healthy: boolean][] = [
  ['apple-black-rot', 'apple', false],
  ['apple-cedar-rust', 'apple', false],
  ['apple-healthy', 'apple', true],
  ['apple-scab', 'apple', false],
  ['banana-healthy', 'banana', true],
  ['banana-pestalotiopsis-leaf-spot', 'banana', false],
  ['banana-sigatoka', 'banana', false],
  ['bean-angular-leaf-spot', 'bean', false],
  ['bean-healthy', 'bean', true],
  ['bean-rust', 'bean', false],
  ['citrus-black-spot', 'citrus', false],
  ['citrus-canker', 'citrus', false],
  ['citrus-greening', 'citrus', false],
  ['citrus-healthy', 'citrus', true],
  ['coffee-cercospora-leaf-spot', 'coffee', false],
  ['coffee-healthy', 'coffee', true],
  ['coffee-leaf-miner', 'coffee', false],
  ['coffee-leaf-rust', 'coffee', false],
  ['coffee-phoma-leaf-spot', 'coffee', false],
  ['cotton-diseased-leaf', 'cotton', false],
  ['cotton-diseased-plant', 'cotton', false],
  ['cotton-healthy-leaf', 'cotton', true],
  ['cotton-healthy-plant', 'cotton', true],
  ['grape-black-rot', 'grape', false],
  ['grape-esca', 'grape', false],
  ['grape-healthy', 'grape', true],
  ['grape-leaf-blight', 'grape', false],
  ['maize-common-rust', 'maize', false],
  ['maize-gray-leaf-spot', 'maize', false],
  ['maize-healthy', 'maize', true],
  ['maize-northern-leaf-blight', 'maize', false],
  ['mango-anthracnose', 'mango', false],
  ['mango-bacterial-canker', 'mango', false],
  ['mango-cutting-weevil', 'mango', false],
  ['mango-die-back', 'mango', false],
  ['mango-gall-midge', 'mango', false],
  ['mango-healthy', 'mango', true],
  ['mango-powdery-mildew', 'mango', false],
  ['mango-sooty-mould', 'mango', false],
  ['pepper-bacterial-spot', 'pepper', false],
  ['pepper-healthy', 'pepper', true],
  ['potato-early-blight', 'potato', false],
  ['potato-healthy', 'potato', true],
  ['potato-late-blight', 'potato', false],
  ['rice-blast', 'rice', false],
  ['rice-brown-spot', 'rice', false],
  ['sugarcane-healthy', 'sugarcane', true],
  ['sugarcane-mosaic', 'sugarcane', false],
  ['sugarcane-red-rot', 'sugarcane', false],
  ['sugarcane-rust', 'sugarcane', false],
  ['sugarcane-yellow-leaf', 'sugarcane', false],
  ['tomato-bacterial-spot', 'tomato', false],
  ['tomato-early-blight', 'tomato', false],
  ['tomato-healthy', 'tomato', true],
  ['tomato-late-blight', 'tomato', false],
  ['tomato-leaf-mold', 'tomato', false],
  ['tomato-mosaic-virus', 'tomato', false],
  ['tomato-septoria-leaf-spot', 'tomato', false],
  ['tomato-spider-mites', 'tomato', false],
  ['tomato-target-spot', 'tomato', false],
  ['tomato-yellow-leaf-curl-virus', 'tomato', false],
];

describe('every leaf-photo class has its knowledge-base entry', () => {
  it.each(PHOTO_CLASSES)('%s (%s) is mapped', (id, crop, healthy) => {
    expect(Object.keys(CROPS), `crop ${crop}`).toContain(crop);
    const entry = CLASS_ENTRY[id];
    if (healthy) {
      expect(entry).toBe('healthy');
      return;
    }
    // only the cotton classes that name no disease map to nothing
    if (entry === null) {
      expect(id).toMatch(/^cotton-diseased-/);
      return;
    }
    expect(entry, id).toBeDefined();
    const found = byId.get(entry ?? '');
    expect(found, `${id} → ${entry}`).toBeDefined();
    expect(found?.hosts, `${entry} hosts ${crop}`).toContain(crop);
  });

  it('reads a bean or coffee photo as that crop when the text names it', () => {
    const classes = PHOTO_CLASSES.map(([id, crop, healthy]) => ({ id, crop, healthy, condition: id }));
    const probabilities = classes.map((c) =>
      c.id === 'bean-rust' ? 0.7 : c.id === 'coffee-leaf-rust' ? 0.2 : 0.1 / 59,
    );
    const prediction = summarise(classes, probabilities);
    const bean = photoEvidence(prediction, ['bean']);
    expect(bean.status).toBe('recognised');
    expect([...bean.entries.keys()][0]).toBe('bean-rust');
    const coffee = photoEvidence(prediction, ['coffee']);
    expect(coffee.status).toBe('recognised');
    expect(coffee.entries.get('coffee-leaf-rust') ?? 0).toBeGreaterThan(0.5);
  });
});

/** A farmer's description of each new entry. */
const DESCRIPTIONS: [id: string, text: string][] = [
  [
    'bean-angular-leaf-spot',
    'bean leaves have grey brown spots with straight edges between the veins, dark fuzz under them, pods spotted red brown',
  ],
  [
    'bean-rust',
    'my beans have small raised reddish brown pustules under the leaves and the powder comes off on my finger',
  ],
  [
    'coffee-leaf-rust',
    'coffee leaves have yellow orange powder under the leaf and round yellow patches on top, many leaves dropping',
  ],
  [
    'coffee-cercospora-leaf-spot',
    'coffee seedlings in the nursery have round brown spots with a white centre and a red brown ring like an eye',
  ],
  [
    'coffee-phoma-leaf-spot',
    'after the cold windy nights the young coffee leaves went black at the tips and edges and the shoots are drying',
  ],
  [
    'coffee-leaf-miner',
    'coffee leaves have brown papery blotches, the skin peels off and there are tiny caterpillars inside',
  ],
  [
    'banana-pestalotiopsis-leaf-spot',
    'banana leaves torn by wind have big irregular grey brown patches with tiny black dots and a yellow edge',
  ],
  [
    'citrus-black-spot',
    'my lemon fruits have round sunken spots with a brick red rim and grey centre with black dots, on the sunny side',
  ],
];

describe('farmer descriptions of the new bean, coffee, banana and citrus entries', () => {
  it.each(DESCRIPTIONS)('%s is the top candidate for its description', (id, text) => {
    expect(topId(text)).toBe(id);
  });

  it('names coffee and its rust when a farmer writes about coffee rust', () => {
    expect(matcher.analyse('my coffee leaves have rust').crops).toEqual(['coffee']);
    expect(topId('my coffee leaves have rust')).toBe('coffee-leaf-rust');
    expect(matcher.analyse('the coffee plants on the hill are yellow').crops).toEqual(['coffee']);
  });

  it.each(DESCRIPTIONS.map(([id]) => [id]))('%s has every section filled', (id) => {
    const e = byId.get(id);
    if (!e) throw new Error(`no entry ${id}`);
    expect(e.scientificName?.length ?? 0).toBeGreaterThan(0);
    expect(e.synonyms.length).toBeGreaterThanOrEqual(3);
    for (const host of e.hosts) expect(Object.keys(CROPS)).toContain(host);
    expect(e.symptoms.leaf?.length ?? 0).toBeGreaterThan(0);
    expect(e.lookAlikes.length).toBeGreaterThanOrEqual(3);
    for (const look of e.lookAlikes) if (look.id) expect(byId.has(look.id), `${id} look-alike ${look.id}`).toBe(true);
    expect(e.management.cultural.length).toBeGreaterThanOrEqual(3);
    expect(e.management.biological.length).toBeGreaterThan(0);
    expect(e.activeIngredients.length).toBeGreaterThan(0);
    for (const c of e.management.chemical) expect(c.note).toMatch(/FRAC|IRAC|Protectant|per litre/);
    expect(e.sources.length).toBeGreaterThanOrEqual(3);
    expect(e.keywords.length).toBeGreaterThanOrEqual(5);
  });

  it('recommends no fungicide for citrus greening, which has no cure', () => {
    expect(byId.get('citrus-greening')?.activeIngredients).toEqual([]);
  });
});

/** The entries added for the photo classes, and for herbicide drift and phytoplasma. */
const NEW_ENTRIES = [...DESCRIPTIONS.map(([id]) => id), 'herbicide-injury', 'phytoplasma-yellows'];

describe('the new entries are translated in full', () => {
  const languages = Object.entries(KNOWLEDGE_TRANSLATIONS);
  const cases = languages.flatMap(([language]) => NEW_ENTRIES.map((id) => [language, id] as const));

  it.each(cases)('%s: %s has every list as long as the English one', (language, id) => {
    const english = byId.get(id);
    const t = KNOWLEDGE_TRANSLATIONS[language as keyof typeof KNOWLEDGE_TRANSLATIONS]?.[id];
    if (!english || !t) throw new Error(`no ${language} translation of ${id}`);
    expect(t.name.length).toBeGreaterThan(0);
    expect(t.name).not.toBe(english.name);
    expect(LOCAL_NAMES[language as keyof typeof LOCAL_NAMES][id]?.length).toBeGreaterThanOrEqual(2);
    for (const [part, sentences] of Object.entries(english.symptoms)) {
      expect(t.symptoms[part as keyof typeof t.symptoms]?.length, `${id} ${part}`).toBe(sentences?.length);
    }
    expect(t.favourableConditions.length).toBe(english.favourableConditions.length);
    expect(t.lookAlikes.length).toBe(english.lookAlikes.length);
    expect(t.management.cultural.length).toBe(english.management.cultural.length);
    expect(t.management.biological.length).toBe(english.management.biological.length);
    expect(t.management.chemical.length).toBe(english.management.chemical.length);
    expect(t.prevention.length).toBe(english.prevention.length);
    expect(t.whenToCallExpert.length).toBeGreaterThan(0);
  });
});

describe('farmers writing about the new crops in their own language', () => {
  it.each([
    ['mis cafetos tienen polvo anaranjado debajo de las hojas y se caen', 'coffee-leaf-rust'],
    ['les feuilles de mes caféiers ont une poudre orange dessous', 'coffee-leaf-rust'],
    ['कॉफी की पत्तियों के नीचे नारंगी पाउडर, पत्तियाँ गिर रही हैं', 'coffee-leaf-rust'],
    ['শিমের পাতার নিচে লালচে বাদামি মরিচা রঙের গুঁড়া', 'bean-rust'],
    ['rajma ke patton par bhure ubhre daane, ungli par jang jaisa powder', 'bean-rust'],
    ['hojas de frijol con manchas angulares grises entre las venas', 'bean-angular-leaf-spot'],
  ])('"%s" finds %s', (text, id) => {
    expect(topId(text)).toBe(id);
  });
});
