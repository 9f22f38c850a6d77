import type { Ranking } from './ranker.js';
import calibration from './verdict-thresholds.json' with { type: 'json' };

/**
 * How sure the answer is, in words a farmer can act on:
 * - `diagnosed`: one clear leader: the full plan, doses included.
 * - `possible`: candidates but no clear leader: what would tell them apart, safe steps only.
 * - `healthy`: the photo shows a healthy plant.
 * - `unsure`: no good match, a crop or problem outside what we know, or too little to go on.
 */
export type Verdict = 'diagnosed' | 'possible' | 'healthy' | 'unsure';

export interface VerdictThresholds {
  /** Least confidence of the leader for `diagnosed`. */
  diagnosedConfidence: number;
  /** Least lead over the runner-up (confidence points) for `diagnosed`. */
  diagnosedMargin: number;
  /**
   * Least share of the text's diagnostic words the leader explains for `diagnosed`: a problem we do
   * not know often matches one we do on a few words and leaves the rest unexplained.
   */
  diagnosedCoverage: number;
  /** Least confidence of the leader for `possible`; below it the answer is `unsure`. */
  possibleConfidence: number;
}

/** Chosen by `npm run calibrate:verdicts -w apps/diagnosis` on the calibration messages, not by hand. */
export const VERDICT_THRESHOLDS: VerdictThresholds = calibration.thresholds;

export type VerdictReason =
  | 'clear-leader'
  | 'close-call'
  | 'weak-match'
  | 'no-match'
  | 'off-topic'
  | 'crop-not-covered'
  | 'not-for-this-crop'
  | 'photo-healthy'
  | 'photo-contradicts'
  | 'photo-not-a-leaf'
  | 'photo-unsure'
  /** The leader is a cause a description cannot confirm (herbicide drift, phytoplasma): see `settleVerdict`. */
  | 'needs-check';

export interface VerdictDecision {
  verdict: Verdict;
  reason: VerdictReason;
}

/** The verdict for a ranking of the farmer's text (and photo, once fused into the ranking). */
export function decideVerdict(ranking: Ranking, thresholds: VerdictThresholds = VERDICT_THRESHOLDS): VerdictDecision {
  if (ranking.reason === 'off-topic') return { verdict: 'unsure', reason: 'off-topic' };
  if (ranking.uncoveredCrops.length > 0 && ranking.coveredCrops.length === 0) {
    return { verdict: 'unsure', reason: 'crop-not-covered' };
  }
  // a photo that is not a leaf of a crop we know: say so, whatever the text matched
  if (ranking.photo?.status === 'not-a-leaf') return { verdict: 'unsure', reason: 'photo-not-a-leaf' };
  const decision = decideFromRanking(ranking, thresholds);
  if (decision.verdict !== 'diagnosed') return decision;
  // a photo that reads another crop than the text names, or a photo-led answer the model is not sure of
  const photo = ranking.photo?.status === 'recognised' ? ranking.photo : undefined;
  if (photo && !photo.cropAgrees) return { verdict: 'possible', reason: 'photo-contradicts' };
  if (photo && ranking.basis === 'photo' && !photo.sure) return { verdict: 'possible', reason: 'photo-unsure' };
  return decision;
}

function decideFromRanking(ranking: Ranking, thresholds: VerdictThresholds): VerdictDecision {
  const [top, second] = ranking.ranked;
  // a healthy-looking photo wins over a description that is not clearly a problem, and over a
  // problem the photo does not show
  const photo = ranking.photo?.status === 'recognised' ? ranking.photo : undefined;
  if (photo?.looksHealthy) {
    if (!top || ranking.basis !== 'text' || top.confidence < thresholds.diagnosedConfidence) {
      return { verdict: 'healthy', reason: 'photo-healthy' };
    }
    return { verdict: 'possible', reason: 'photo-contradicts' };
  }
  if (!top) return { verdict: 'unsure', reason: ranking.reason === 'weak-match' ? 'weak-match' : 'no-match' };
  if (top.confidence < thresholds.possibleConfidence) return { verdict: 'unsure', reason: 'weak-match' };
  // a problem not recorded on the crop the farmer named is at most a possibility
  if (top.hostMatch === false) return { verdict: 'possible', reason: 'not-for-this-crop' };
  const margin = top.confidence - (second?.confidence ?? 0);
  const explained = ranking.basis !== 'text' || top.evidenceCoverage >= thresholds.diagnosedCoverage;
  if (top.confidence >= thresholds.diagnosedConfidence && margin >= thresholds.diagnosedMargin && explained) {
    return { verdict: 'diagnosed', reason: 'clear-leader' };
  }
  return { verdict: 'possible', reason: 'close-call' };
}
