import { settleVerdict } from './confirmation.js';
import type { ImageFeatures } from './image-analysis.js';
import type { LeafPrediction } from './leaf-prediction.js';
import { type Candidate, type Ranking, rank, toCandidates } from './ranker.js';
import { renderReport } from './report.js';
import { ENGLISH, type ReportContext } from './report-text.js';
import type { TextMatcher } from './text-matcher.js';
import { decideVerdict, type Verdict, type VerdictDecision } from './verdict.js';

export interface OfflineDiagnosis {
  ranking: Ranking;
  candidates: Candidate[];
  verdict: Verdict;
  decision: VerdictDecision;
  /** The crop detected (our crop id), or null. */
  crop: string | null;
  /** The Markdown answer. */
  markdown: string;
}

/**
 * FarmAI's own diagnosis: knowledge-base ranking from the text, adjusted by the photo, rendered as
 * Markdown in the context's language (English by default), candidates named in it too.
 */
export function diagnoseOffline(
  matcher: TextMatcher,
  text: string,
  image?: ImageFeatures,
  leaf?: LeafPrediction,
  ctx: ReportContext = ENGLISH,
): OfflineDiagnosis {
  const ranking = rank(matcher, text, image, { leaf });
  const decision = settleVerdict(ranking, decideVerdict(ranking));
  // a photo that is not a crop leaf names no problem: nothing to title the answer or sell from
  const candidates =
    decision.reason === 'photo-not-a-leaf' ? [] : toCandidates(ranking, (entry) => ctx.entry(entry).name);
  const crop = ranking.coveredCrops[0] ?? ranking.uncoveredCrops[0] ?? null;
  return {
    ranking,
    candidates,
    verdict: decision.verdict,
    decision,
    crop,
    markdown: renderReport(ranking, decision, crop, ctx),
  };
}

/**
 * The ingredients the answer recommends: those of the leading candidate when it is diagnosed. A
 * possible answer names no product until the cause is known, and a healthy or unsure one has none.
 * The cloud AI's answer is grounded on the same ranking, so it carries the same ones.
 */
export const recommendedIngredients = (offline: Pick<OfflineDiagnosis, 'verdict' | 'candidates'>): string[] =>
  offline.verdict === 'diagnosed' ? [...(offline.candidates[0]?.activeIngredients ?? [])] : [];
