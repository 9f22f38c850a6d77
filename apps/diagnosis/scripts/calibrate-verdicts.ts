/**
 * Chooses the verdict thresholds (src/engine/verdict-thresholds.json) on the calibration messages:
 * HELD_OUT (problems the knowledge base covers, with the right answer) and CALIBRATION_OUTSIDE
 * (problems it does not cover). The verdict test reports on other messages (TEST_*).
 *
 * Each choice is scored the way a farmer would feel it (weights below): a right `diagnosed`, a
 * wrong one or any `diagnosed` for a problem we do not know, a `possible` with the right answer
 * among the first three, an `unsure` for a problem we do not know.
 *
 *   npm run calibrate:verdicts -w apps/diagnosis
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_BASE } from '../src/engine/knowledge/entries/index.js';
import { type Ranking, rank } from '../src/engine/ranker.js';
import { TextMatcher } from '../src/engine/text-matcher.js';
import { decideVerdict, type VerdictThresholds } from '../src/engine/verdict.js';
import { HELD_OUT } from '../test/fixtures/held-out.js';
import { CALIBRATION_OUTSIDE } from '../test/fixtures/verdicts.js';

const matcher = new TextMatcher(KNOWLEDGE_BASE);
const covered = HELD_OUT.map((s) => ({
  ranking: rank(matcher, s.text, undefined),
  accepted: new Set([s.expected, ...(s.alsoAccept ?? [])]),
}));
const outside = CALIBRATION_OUTSIDE.map((text) => rank(matcher, text, undefined));

/**
 * What each outcome is worth, against +1 for a right `diagnosed`: a wrong one (a spray plan for the
 * wrong thing) costs 1.5; a right `possible` is worth 0.25 (the farmer gets the right name among a
 * few, but no plan, and loses days); an `unsure` for a problem we do not know 0.5.
 */
const WRONG = 1.5;
const POSSIBLE_RIGHT = 0.25;
const UNSURE_OUTSIDE = 0.5;

function score(t: VerdictThresholds): number {
  let total = 0;
  for (const { ranking, accepted } of covered) {
    const { verdict } = decideVerdict(ranking, t);
    const ids = ranking.ranked.map((r) => r.entry.id);
    if (verdict === 'diagnosed') total += accepted.has(ids[0] ?? '') ? 1 : -WRONG;
    else if (verdict === 'possible' && ids.slice(0, 3).some((id) => accepted.has(id))) total += POSSIBLE_RIGHT;
  }
  for (const ranking of outside) {
    const { verdict } = decideVerdict(ranking, t);
    if (verdict === 'diagnosed') total -= WRONG;
    else if (verdict === 'unsure') total += UNSURE_OUTSIDE;
  }
  return total;
}

const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);

let bestScore = Number.NEGATIVE_INFINITY;
let tied: VerdictThresholds[] = [];
for (const diagnosedConfidence of steps(0.2, 0.9, 0.02)) {
  for (const diagnosedMargin of steps(0, 0.6, 0.02)) {
    for (const diagnosedCoverage of steps(0, 0.9, 0.05)) {
      for (const possibleConfidence of steps(0.05, 0.5, 0.02)) {
        if (possibleConfidence > diagnosedConfidence) continue;
        const thresholds = { diagnosedConfidence, diagnosedMargin, diagnosedCoverage, possibleConfidence };
        const s = score(thresholds);
        if (s > bestScore) {
          bestScore = s;
          tied = [thresholds];
        } else if (s === bestScore) tied.push(thresholds);
      }
    }
  }
}
// Of the equally good choices, the one nearest their centre: as far as the data allows from the
// messages on either side, rather than just clear of the nearest one.
const keys = ['diagnosedConfidence', 'diagnosedMargin', 'diagnosedCoverage', 'possibleConfidence'] as const;
const centre = Object.fromEntries(
  keys.map((k) => [k, tied.reduce((sum, t) => sum + t[k], 0) / tied.length]),
) as unknown as VerdictThresholds;
const distance = (t: VerdictThresholds) => keys.reduce((sum, k) => sum + (t[k] - centre[k]) ** 2, 0);
const best =
  tied.length > 0
    ? { thresholds: tied.reduce((a, b) => (distance(b) < distance(a) ? b : a)), score: bestScore }
    : undefined;
if (!best) throw new Error('no thresholds');

const tally = (rankings: Ranking[]) => {
  const counts: Record<string, number> = {};
  for (const r of rankings) {
    const { verdict } = decideVerdict(r, best.thresholds);
    counts[verdict] = (counts[verdict] ?? 0) + 1;
  }
  return counts;
};
const diagnosedRight = covered.filter(
  ({ ranking, accepted }) =>
    decideVerdict(ranking, best.thresholds).verdict === 'diagnosed' && accepted.has(ranking.ranked[0]?.entry.id ?? ''),
).length;
const result = {
  thresholds: best.thresholds,
  calibratedOn: {
    covered: { messages: covered.length, verdicts: tally(covered.map((c) => c.ranking)), diagnosedRight },
    outside: { messages: outside.length, verdicts: tally(outside) },
    score: best.score,
  },
};
const file = path.join(import.meta.dirname, '../src/engine/verdict-thresholds.json');
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
