import { rank } from '@farmai/diagnosis-engine/ranker';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { describe, expect, it } from 'vitest';
import { HELD_OUT, NON_PROBLEMS } from './fixtures/held-out.js';
import { LANGUAGE_SETS, type LanguageSample } from './fixtures/held-out-languages.js';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);

/** Top-1 and top-3 hits over labelled messages, with the messages missed in the top 3. */
function accuracy(samples: readonly LanguageSample[]) {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const sample of samples) {
    const accepted = new Set([sample.expected, ...(sample.alsoAccept ?? [])]);
    const ids = rank(matcher, sample.text, undefined).ranked.map((r) => r.entry.id);
    if (accepted.has(ids[0] ?? '')) top1++;
    if (ids.slice(0, 3).some((id) => accepted.has(id))) top3++;
    else
      misses.push(`  "${sample.text}"\n    expected ${sample.expected}, got ${ids.slice(0, 3).join(', ') || '(none)'}`);
  }
  const n = samples.length;
  const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
  return { top1, top3, n, misses, summary: `top-1 ${top1}/${n} (${pct(top1)}), top-3 ${top3}/${n} (${pct(top3)})` };
}

describe('text matcher accuracy on the held-out farmer messages', () => {
  it('ranks the right problem in the top 3 for at least 90% of them', () => {
    const result = accuracy(HELD_OUT);
    console.log(`Held-out accuracy over ${result.n} messages: ${result.summary}`);
    if (result.misses.length > 0) console.log(`Not in the top 3:\n${result.misses.join('\n')}`);
    expect(result.top3 / result.n).toBeGreaterThanOrEqual(0.9);
  });

  it('answers every non-problem message with no candidates', () => {
    for (const text of NON_PROBLEMS) {
      const ranking = rank(matcher, text, undefined);
      expect(ranking.ranked, text).toEqual([]);
    }
  });
});

describe.each(LANGUAGE_SETS)('text matcher accuracy on farmer messages in $name', (set) => {
  it('has at least 30 messages', () => {
    expect(set.samples.length).toBeGreaterThanOrEqual(30);
  });

  it('ranks the right problem in the top 3 for at least 90% of them', () => {
    const result = accuracy(set.samples);
    console.log(`${set.name} (${set.language}) accuracy over ${result.n} messages: ${result.summary}`);
    if (result.misses.length > 0) console.log(`Not in the top 3:\n${result.misses.join('\n')}`);
    expect(result.top3 / result.n).toBeGreaterThanOrEqual(0.9);
  });

  it('answers its non-problem messages with no candidates', () => {
    for (const text of set.nonProblems) {
      const ranking = rank(matcher, text, undefined);
      expect(ranking.ranked, text).toEqual([]);
    }
  });
});
