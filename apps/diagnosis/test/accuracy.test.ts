import { describe, expect, it } from 'vitest';
import { rank } from '../src/engine/ranker.js';
import { TextMatcher } from '../src/engine/text-matcher.js';
import { HELD_OUT, NON_PROBLEMS } from './fixtures/held-out.js';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);

describe('text matcher accuracy on the held-out farmer messages', () => {
  it('ranks the right problem in the top 3 for at least 90% of them', () => {
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const sample of HELD_OUT) {
      const accepted = new Set([sample.expected, ...(sample.alsoAccept ?? [])]);
      const ids = rank(matcher, sample.text, undefined).ranked.map((r) => r.entry.id);
      if (accepted.has(ids[0] ?? '')) top1++;
      if (ids.slice(0, 3).some((id) => accepted.has(id))) top3++;
      else
        misses.push(
          `  "${sample.text}"\n    expected ${sample.expected}, got ${ids.slice(0, 3).join(', ') || '(none)'}`,
        );
    }
    const n = HELD_OUT.length;
    const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
    console.log(
      `Held-out accuracy over ${n} messages: top-1 ${top1}/${n} (${pct(top1)}), top-3 ${top3}/${n} (${pct(top3)})`,
    );
    if (misses.length > 0) console.log(`Not in the top 3:\n${misses.join('\n')}`);
    expect(top3 / n).toBeGreaterThanOrEqual(0.9);
  });

  it('answers every non-problem message with no candidates', () => {
    for (const text of NON_PROBLEMS) {
      const ranking = rank(matcher, text, undefined);
      expect(ranking.ranked, text).toEqual([]);
    }
  });
});
