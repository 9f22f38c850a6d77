import { REPORT_TEXT } from '@farmai/diagnosis-engine/report-text';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { describe, expect, it } from 'vitest';
import { diagnoseOffline } from '../src/providers/offline.js';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);
const crops = (text: string) => matcher.analyse(text).crops.sort();
/** A dose as the knowledge base writes them (as in verdict.test.ts). */
const DOSE = /\d\s*(g|ml|kg|l)\b[^.\n]*(per|\/)\s*(litre|liter|l|ha|acre)\b|\*\*Chemical\*\*/i;

describe('local crop names in Latin letters inside English messages', () => {
  it.each([
    ['the tamatar plants in my backyard have black spots on lower leaves', 'tomato'],
    ['gehun field turning yellow in stripes, powder comes on hands', 'wheat'],
    ['narma plants are shedding squares and leaves curl up', 'cotton'],
    ['ganna tops are drying and the inside is red', 'sugarcane'],
    ['aloo leaves black patches after the fog', 'potato'],
    ['my alu crop has brown rings on leaves', 'potato'],
    ['seb tree leaves have velvety dark spots', 'apple'],
    ['mirchi leaves curling upwards and small', 'pepper'],
    ['karela vines have white powder on the leaves', 'cucurbits'],
    ['dhaan leaves have eye shaped grey spots', 'rice'],
    ['pyaaz leaves have purple patches', 'onion'],
    ['pyaj bulbs rotting in the field', 'onion'],
  ])('"%s" names %s', (text, crop) => {
    expect(crops(text)).toEqual([crop]);
  });

  it('names okra for bhindi and still says it is not covered', () => {
    expect(crops('bhindi leaves have yellow veins all over')).toEqual(['okra']);
  });

  it('ranks the crop’s own problem first when the local name is the only crop word', () => {
    const result = diagnoseOffline(matcher, 'dhaan leaves have eye shaped grey spots with brown edges');
    expect(result.candidates[0]?.id).toBe('rice-blast');
  });

  it('does not correct an English word into a local crop name', () => {
    expect(crops('i think it is gonna die, the leaves are wilting')).toEqual([]);
  });
});

describe('colours named after crops are colours', () => {
  it.each([
    ['my apple tree has olive green velvet spots on the leaves', ['apple']],
    ['lemon yellow blotches on the bean leaves', ['bean']],
    ['orange spots under my soybean leaves', ['soybean']],
    ['mustard colour powder on the wheat leaves', ['wheat']],
    ['lime green mottle on the cucumber leaves', ['cucurbits']],
    ['cherry red patches on the mango leaves', ['mango']],
    ['peach coloured blotches under the tomato leaves', ['tomato']],
    ['coffee brown spots on my potato leaves', ['potato']],
  ])('"%s" names %j', (text, expected) => {
    expect(crops(text)).toEqual(expected);
  });

  it('keeps the crop when the word names a plant', () => {
    expect(crops('my lemon tree leaves have corky raised spots')).toEqual(['citrus']);
    expect(crops('the olive trees have knots on the twigs')).toEqual(['olive']);
    expect(crops('my coffee leaves have rust')).toEqual(['coffee']);
  });
});

describe('herbicide drift and phytoplasma are possibilities to check, never a diagnosed pest or fungus', () => {
  it.each([
    'two days after the farm next to mine sprayed his wheat, my tomato tops are twisted and the new leaves are narrow like straps',
    'cotton near the road has cup shaped leaves with fan like veins, the council sprayed weed killer on the verge',
    'my soybeans along the fence line have puckered cupped leaves, neighbour used dicamba on his corn',
    'grape leaves on a few vines rolled downwards and turned yellow, canes are still rubbery in autumn and bunches dried up',
    'some of my tomato plants have flowers that turned green and leafy, tiny leaves at the top, no fruit set',
  ])('"%s"', (text) => {
    const result = diagnoseOffline(matcher, text);
    expect(['possible', 'unsure']).toContain(result.verdict);
    expect(result.markdown).not.toMatch(DOSE);
    expect(result.candidates[0]?.id).toMatch(/herbicide-injury|phytoplasma-yellows/);
    // what else it could be, and what to check
    expect(result.markdown).toContain('### How to tell them apart');
    if (result.decision.reason === 'needs-check') expect(result.markdown).toContain(REPORT_TEXT.en.needsCheck);
    expect(result.markdown).toMatch(/sprayed nearby|lab test|extension officer/);
  });

  it('names no product for either', () => {
    for (const id of ['herbicide-injury', 'phytoplasma-yellows']) {
      const entry = TEST_KB.find((e) => e.id === id);
      expect(entry?.activeIngredients).toEqual([]);
      expect(entry?.confirmBy).toBeDefined();
    }
  });
});

describe('Bangla net-like patterns are not mite webbing', () => {
  it.each([
    'টমেটো পাতার শিরাগুলো হলুদ, পুরো পাতা জালের মতো দেখায়',
    'ঢেঁড়স পাতার শিরা হলুদ জালের মত হয়ে গেছে, ফল ফ্যাকাসে',
    'mishti kumra patay jaler moto holud shira',
  ])('"%s" has no webbing', (text) => {
    expect(matcher.analyse(text).terms).not.toContain('web');
  });

  it.each([
    'বেগুন পাতার নিচে মাকড়ের জাল, পাতায় হলুদ বিন্দু',
    'শিম পাতার নিচে সাদা জাল বোনা, পাতা বিবর্ণ',
    'morich patar niche makorer jal ar lal poka',
  ])('"%s" has webbing', (text) => {
    expect(matcher.analyse(text).terms).toContain('web');
  });
});

describe('a clear description of a cause words cannot confirm', () => {
  it('is answered possible, saying a description cannot confirm it', () => {
    const result = diagnoseOffline(
      matcher,
      'my tomato plants next to the wheat field have cupped twisted leaves, new growth is narrow and strappy, the farmer next door sprayed weedkiller last week',
    );
    expect(result.candidates[0]?.id).toBe('herbicide-injury');
    expect(result.verdict).toBe('possible');
    expect(result.decision.reason).toBe('needs-check');
    expect(result.markdown).toContain(REPORT_TEXT.en.needsCheck);
    expect(result.markdown).toContain('Check what was sprayed nearby');
  });
});
