import { CROPS } from '@farmai/diagnosis-engine/knowledge/crops';
import { rank } from '@farmai/diagnosis-engine/ranker';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { describe, expect, it } from 'vitest';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);
const topId = (text: string) => rank(matcher, text, undefined).ranked[0]?.entry.id;

/** A short farmer-style description for each apple, grape, sugarcane, mango and tomato entry. */
const DESCRIPTIONS: [id: string, text: string][] = [
  ['apple-scab', 'my apple leaves have olive green velvety spots and the fruit has dark scabby patches that crack'],
  [
    'apple-black-rot',
    'apple leaves with small round brown spots with a purple border like a frog eye, some apples rotting black and shrivelled on the tree',
  ],
  [
    'apple-cedar-rust',
    'bright orange yellow spots on my apple leaves with tiny black dots, there are juniper trees near the orchard',
  ],
  [
    'grape-black-rot',
    'grape berries turning brown then black and shrivelled like raisins, leaves have small brown spots with black dots',
  ],
  [
    'grape-esca',
    'grapevine leaves have tiger stripes yellow and brown between the veins, berries with small dark spots, old vine trunk dark inside',
  ],
  [
    'grape-leaf-blight',
    'grape leaves have big irregular dark brown patches with black sooty growth underneath, leaves falling early',
  ],
  [
    'sugarcane-red-rot',
    'sugarcane tops drying, when I split the cane it is red inside with white bands and smells sour like alcohol',
  ],
  [
    'sugarcane-mosaic',
    'sugar cane young leaves mottled with pale yellow and green patches and short streaks, stools stunted',
  ],
  [
    'sugarcane-rust',
    'cane leaves have many small orange brown pustules under the leaf, powder comes off on my fingers',
  ],
  ['sugarcane-yellow-leaf', 'sugarcane leaves midrib turning yellow from underneath, top leaves bunched together'],
  [
    'mango-bacterial-canker',
    'mango leaves have raised black angular spots with yellow halo, fruits have black cracked spots with ooze',
  ],
  [
    'mango-cutting-weevil',
    'tender mango leaves cut off near the stalk like with scissors, many cut leaves lying on ground under young trees',
  ],
  [
    'mango-die-back',
    'mango twigs drying from the tip downwards, leaves brown and falling, gum coming from the branches',
  ],
  ['mango-gall-midge', 'mango leaves full of small raised wart like bumps on both sides, leaves falling'],
  [
    'mango-sooty-mould',
    'mango leaves covered with black sooty layer that wipes off with my hand, lots of ants on the tree',
  ],
  [
    'tomato-leaf-mold',
    'tomato leaves in my polyhouse have yellow patches on top and olive green velvety mould underneath',
  ],
  [
    'tomato-target-spot',
    'tomato leaves have brown spots with light tan centres that crack and fall out, green fruits have small sunken pits',
  ],
];

describe('farmer descriptions of apple, grape, sugarcane, mango and tomato problems', () => {
  it.each(DESCRIPTIONS)('%s is the top candidate for its description', (id, text) => {
    expect(topId(text)).toBe(id);
  });

  it('detects the crops by their farmer names', () => {
    expect(matcher.analyse('my apples have spots').crops).toEqual(['apple']);
    expect(matcher.analyse('the vineyard has sick vines').crops).toEqual(['grape']);
    expect(matcher.analyse('sugar cane leaves drying').crops).toEqual(['sugarcane']);
  });
});

describe('apple, grape, sugarcane, mango and tomato entries are complete', () => {
  const entries = DESCRIPTIONS.map(([id]) => {
    const entry = TEST_KB.find((e) => e.id === id);
    if (!entry) throw new Error(`no entry ${id}`);
    return entry;
  });
  const ids = new Set(TEST_KB.map((e) => e.id));

  it.each(entries.map((e) => [e.id, e] as const))('%s has every section filled', (_id, e) => {
    expect(e.name.length).toBeGreaterThan(0);
    expect(e.scientificName?.length ?? 0).toBeGreaterThan(0);
    expect(e.synonyms.length).toBeGreaterThanOrEqual(3);
    for (const host of e.hosts) expect(Object.keys(CROPS)).toContain(host);
    expect(e.symptoms.leaf?.length ?? 0).toBeGreaterThan(0);
    expect(e.favourableConditions.length).toBeGreaterThan(0);
    expect(e.lookAlikes.length).toBeGreaterThanOrEqual(3);
    for (const look of e.lookAlikes) {
      if (look.id) expect(ids, `${e.id} look-alike ${look.id}`).toContain(look.id);
      expect(look.howToTell.length).toBeGreaterThan(20);
    }
    expect(e.management.cultural.length).toBeGreaterThanOrEqual(3);
    expect(e.management.biological.length).toBeGreaterThan(0);
    expect(e.management.chemical.length).toBeGreaterThan(0);
    for (const c of e.management.chemical) expect(c.note).toMatch(/FRAC|IRAC|No chemical|No fungicide|per litre/);
    expect(e.prevention.length).toBeGreaterThan(0);
    expect(e.whenToCallExpert.length).toBeGreaterThan(0);
    expect(e.sources.length).toBeGreaterThanOrEqual(3);
    expect(e.visual.colours.length).toBeGreaterThan(0);
    expect(e.keywords.length).toBeGreaterThanOrEqual(5);
  });

  it('names the new entries as look-alikes by id', () => {
    const anthracnose = TEST_KB.find((e) => e.id === 'mango-anthracnose');
    expect(anthracnose?.lookAlikes.map((l) => l.id)).toContain('mango-bacterial-canker');
  });
});
