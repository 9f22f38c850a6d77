import { renderReport } from '@farmai/diagnosis-engine/report';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { decideVerdict, VERDICT_THRESHOLDS, type Verdict } from '@farmai/diagnosis-engine/verdict';
import { describe, expect, it } from 'vitest';
import { diagnoseOffline } from '../src/providers/offline.js';
import { TEST_COVERED, TEST_OUTSIDE } from './fixtures/verdicts.js';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);

/** A dose as the knowledge base writes them: "2.5 g per litre", "1 ml of 23% SC per litre", "3 g/l". */
const DOSE = /\d\s*(g|ml|kg|l)\b[^.\n]*(per|\/)\s*(litre|liter|l|ha|acre)\b|\*\*Chemical\*\*/i;

const tally = (verdicts: Verdict[]) =>
  verdicts.reduce<Record<string, number>>((acc, v) => {
    acc[v] = (acc[v] ?? 0) + 1;
    return acc;
  }, {});

describe('verdicts on messages the thresholds were not chosen on', () => {
  it('answers most problems outside the knowledge base possible or unsure, never with doses', () => {
    const verdicts = TEST_OUTSIDE.map((text) => {
      const result = diagnoseOffline(matcher, text);
      if (result.verdict !== 'diagnosed') expect(result.markdown, text).not.toMatch(DOSE);
      return result.verdict;
    });
    const counts = tally(verdicts);
    console.log(`Outside the knowledge base (${TEST_OUTSIDE.length}): ${JSON.stringify(counts)}`);
    expect((counts.possible ?? 0) + (counts.unsure ?? 0)).toBeGreaterThanOrEqual(0.8 * TEST_OUTSIDE.length);
  });

  it('diagnoses most covered problems, and a diagnosed answer is the right one', () => {
    let right = 0;
    let wrong = 0;
    const verdicts = TEST_COVERED.map((sample) => {
      const result = diagnoseOffline(matcher, sample.text);
      const accepted = new Set([sample.expected, ...(sample.alsoAccept ?? [])]);
      if (result.verdict === 'diagnosed') {
        if (accepted.has(result.candidates[0]?.id ?? '')) right += 1;
        else wrong += 1;
      }
      return result.verdict;
    });
    console.log(
      `Covered (${TEST_COVERED.length}): ${JSON.stringify(tally(verdicts))}, diagnosed right ${right}, wrong ${wrong}`,
    );
    expect(right).toBeGreaterThanOrEqual(0.7 * TEST_COVERED.length);
    expect(wrong).toBeLessThanOrEqual(0.1 * TEST_COVERED.length);
  });

  it('says a crop it does not cover is such, and does not answer with another crop', () => {
    const result = diagnoseOffline(matcher, 'sugarcane leaves going orange and drying from the tip');
    expect(result.ranking.analysis.crops).not.toContain('citrus');
    for (const text of ['my tea bushes have orange powdery spots underneath', 'cassava leaves yellow mosaic twisted']) {
      const outside = diagnoseOffline(matcher, text);
      expect(outside.verdict, text).toBe('unsure');
      expect(outside.candidates).toEqual([]);
      expect(outside.markdown).toMatch(/^## We are not sure what this is\nFarmAI does not cover (tea|cassava) yet/);
      expect(outside.markdown).toContain('### What FarmAI covers');
      expect(outside.markdown).toContain('extension officer');
    }
  });

  it('words each verdict for the farmer: a full plan only when diagnosed', () => {
    const clear = diagnoseOffline(
      matcher,
      'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling',
    );
    expect(clear.verdict).toBe('diagnosed');
    expect(clear.markdown).toMatch(/^## Most likely: Early blight/);
    expect(clear.markdown).toMatch(DOSE);
    expect(clear.crop).toBe('tomato');
    expect(clear.candidates[0]).toMatchObject({ id: 'tomato-early-blight', crop: 'tomato' });

    // the same ranking, with a leader that would not be clear enough
    const ranking = clear.ranking;
    const decision = decideVerdict(ranking, { ...VERDICT_THRESHOLDS, diagnosedConfidence: 1 });
    expect(decision.verdict).toBe('possible');
    const md = renderReport(ranking, decision);
    expect(md).toMatch(/^## Possibly: /);
    expect(md).toContain('### How to tell them apart');
    expect(md).toContain('Do not spray anything until you know which problem it is');
    expect(md).not.toMatch(DOSE);
  });
});
