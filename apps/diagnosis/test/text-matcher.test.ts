import { confidences, rank } from '@farmai/diagnosis-engine/ranker';
import { renderReport, SAFETY_LINE } from '@farmai/diagnosis-engine/report';
import { editDistance, rawTokens, TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { decideVerdict } from '@farmai/diagnosis-engine/verdict';
import { describe, expect, it } from 'vitest';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);
const analyse = (text: string) => matcher.analyse(text);
const topIds = (text: string, n = 3) =>
  rank(matcher, text, undefined)
    .ranked.slice(0, n)
    .map((r) => r.entry.id);

describe('tokenising and normalising', () => {
  it('lower-cases, strips punctuation and keeps clause breaks', () => {
    expect(rawTokens("Leaves: YELLOW, isn't it?")).toEqual(['leaves', '|', 'yellow', '|', 'isnt', 'it', '|']);
  });

  it.each([
    ['chlorosis on the leaves', 'yellow'],
    ['pale leaves', 'yellow'],
    ['lesions everywhere', 'spot'],
    ['blotches and specks', 'spot'],
    ['looks like flour on the leaves', 'powder'],
    ['white dust on top', 'powder'],
    ['drooping in the afternoon', 'wilt'],
    ['plants dying suddenly', 'wilt'],
    ['fruit is mushy', 'rot'],
    ['leaves chewed', 'hole'],
    ['cupping of young leaves', 'curl'],
    ['mottled leaves', 'mosaic'],
    ['orange pustules', 'rust'],
    ['slime from the stem', 'ooze'],
    ['webbing under leaves', 'web'],
    ['concentric rings', 'ring'],
    ['leaves yelow', 'yellow'],
  ])('"%s" gives the symptom term %s', (text, term) => {
    expect(analyse(text).symptoms).toContain(term);
  });

  it('detects crops by their local names and tolerates typos', () => {
    expect(analyse('my brinjal is sick').crops).toEqual(['eggplant']);
    expect(analyse('sweet corn cobs rotting').crops).toEqual(['maize']);
    expect(analyse('paddy field').crops).toEqual(['rice']);
    expect(analyse('tomatoe plants').crops).toEqual(['tomato']);
    expect(analyse('my potatos').crops).toEqual(['potato']);
    // …but does not "correct" ordinary words into crops
    expect(analyse('what is the price of urea').crops).toEqual([]);
  });

  it('tells a crop from a colour or a texture', () => {
    expect(analyse('orange pustules on my wheat').crops).toEqual(['wheat']);
    expect(analyse('my orange trees have yellow leaves').crops).toEqual(['citrus']);
    expect(analyse('white cotton like growth on mango leaves').crops).toEqual(['mango']);
    expect(analyse('cotton bolls have holes').crops).toEqual(['cotton']);
  });

  it('detects the plant parts named', () => {
    expect(analyse('spots on the leaves and fruits').parts.sort()).toEqual(['fruit', 'leaf']);
    expect(analyse('the stalk is rotting at the base').parts).toEqual(['stem']);
  });
});

describe('negation', () => {
  it('removes negated terms ("no spots", "not wilting", "without holes")', () => {
    const a = analyse('tomato plants wilting, no spots and without holes, leaves are not curling');
    expect(a.symptoms).toContain('wilt');
    expect(a.symptoms).not.toContain('spot');
    expect(a.negated).toEqual(expect.arrayContaining(['spot', 'hole', 'curl']));
  });

  it('does not negate after "I don\'t know" or "not sure"', () => {
    expect(analyse("I don't know why my beans are wilting").symptoms).toContain('wilt');
    expect(analyse('not sure why the leaves curl').symptoms).toContain('curl');
  });

  it('lowers entries whose hallmark the farmer says is absent', () => {
    const withSpots = rank(matcher, 'tomato plants wilting with spots', undefined);
    const withoutSpots = rank(matcher, 'tomato plants wilting, no spots', undefined);
    const pos = (r: typeof withSpots, id: string) => r.ranked.findIndex((x) => x.entry.id === id);
    expect(withoutSpots.ranked[0]?.entry.type).not.toBe('nutrient');
    expect(pos(withoutSpots, 'bacterial-spot')).toBe(-1);
    expect(withSpots.ranked.length).toBeGreaterThan(0);
  });
});

describe('ranking', () => {
  it('ranks clear descriptions first with a confident score', () => {
    const ranking = rank(
      matcher,
      'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling',
      undefined,
    );
    expect(ranking.ranked[0]?.entry.id).toBe('tomato-early-blight');
    expect(ranking.ranked[0]?.confidence).toBeGreaterThanOrEqual(0.6);
    expect(ranking.ranked[0]?.confidence).toBeLessThanOrEqual(0.95);
    expect(ranking.ranked.length).toBeLessThanOrEqual(5);
  });

  it('keeps entries that do not host the named crop out of the top', () => {
    expect(topIds('white powder on my wheat leaves')[0]).toBe('wheat-powdery-mildew');
    expect(topIds('white powder on my cucumber leaves')[0]).toBe('powdery-mildew-cucurbits');
    for (const id of topIds('white powder on my rice leaves', 3)) {
      expect(TEST_KB.find((e) => e.id === id)?.hosts).toContain('rice');
    }
  });

  it('answers non-problem texts with no candidates', () => {
    for (const text of [
      'hello',
      'What is the price of urea?',
      'how do I plant onions',
      'my tomatoes',
      'my tractor is broken and smoking',
      'my goat has spots and is not eating',
      'Can you recommend a good seed shop?',
    ]) {
      const ranking = rank(matcher, text, undefined);
      expect(ranking.ranked, text).toEqual([]);
      expect(ranking.reason, text).toBeDefined();
    }
  });

  it('turns scores into ordered confidences between 0 and 1', () => {
    const c = confidences([10, 5, 4, 1], 1);
    expect(c[0]).toBeGreaterThan(0.6);
    expect(c[0]).toBeLessThanOrEqual(0.95);
    expect([...c].sort((a, b) => b - a)).toEqual(c);
    const tie = confidences([10, 10, 10], 1);
    expect(tie[0]).toBeLessThan(0.4);
    // a weak match reads lower than a strong one with the same shape
    expect(confidences([10, 5], 0.1)[0]).toBeLessThan(confidences([10, 5], 1)[0] ?? 0);
  });

  it('measures typos', () => {
    expect(editDistance('tomatoe', 'tomato', 1)).toBe(1);
    expect(editDistance('yelow', 'yellow', 1)).toBe(1);
    expect(editDistance('laef', 'leaf', 1)).toBe(1);
    expect(editDistance('banana', 'tomato', 1)).toBe(2);
  });
});

describe('report', () => {
  it('has every section, two alternatives and a safety line', () => {
    const ranking = rank(
      matcher,
      'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling',
      undefined,
    );
    const decision = decideVerdict(ranking);
    expect(decision.verdict).toBe('diagnosed');
    const md = renderReport(ranking, decision);
    expect(md).toMatch(/^## Most likely: Early blight \(\d+%\)\n\*Alternaria solani/);
    expect(md).toContain('a fungal disease');
    expect(md).toContain('### What we saw');
    expect(md).toContain('**Crop:** tomato');
    expect(md).toContain('target-like rings');
    const others = md.split('### Other possibilities\n')[1]?.split('\n\n')[0] ?? '';
    expect(others.split('\n').filter((l) => l.startsWith('- **'))).toHaveLength(2);
    expect(md).toContain('### What to do now');
    expect(md).toContain('### Treatment\n**Organic / biological**');
    expect(md).toContain('**Chemical**\n- **mancozeb**');
    expect(md).toContain(SAFETY_LINE);
    expect(md).toContain('pre-harvest interval');
    expect(md).toContain('### Prevention');
    expect(md).toContain('### When to call an expert');
    expect(md).toMatch(/_FarmAI gives guidance, not a laboratory diagnosis\..*_$/);
  });

  it('asks for details when it cannot tell', () => {
    const ranking = rank(matcher, 'hello', undefined);
    const md = renderReport(ranking, decideVerdict(ranking));
    expect(md).toContain('**Which crop**');
    expect(md).toContain('**Which part of the plant**');
    expect(md).toContain('colour');
    expect(md).toContain('how fast it spreads');
    expect(md).toContain('**Example:**');
  });
});
