import type { DiagnosisResult } from '@farmai/contracts';
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

/**
 * Whether the photo should be measured (colours and spots) because the text names crops and none of
 * them is one the photo model covers (`modelCrops`): the model's reading cannot stand for them.
 */
export function namesOnlyCropsOutside(matcher: TextMatcher, text: string, modelCrops: ReadonlySet<string>): boolean {
  const named = matcher.analyse(text).crops;
  return named.length > 0 && !named.some((crop) => modelCrops.has(crop));
}

/** Who wrote the answer's text: FarmAI's own report, or the cloud AI grounded on the same ranking. */
export type AnswerText = Pick<DiagnosisResult, 'gptResponse' | 'engine' | 'fallbackReason'>;

/** The stored photo and its marked copy, when the question had a photo. */
export interface AnswerPhotos {
  uploadedImageUrl: string;
  generatedImageUrl?: string | undefined;
}

/**
 * The answer (`data` of POST /api/images/analyze, docs/product/wire.md#diagnosis) put together from
 * the ranking's verdict and candidates, the answer's text and the photo's addresses; the same on the
 * service and on the phone. Fields older clients read come first, `activeIngredients` last.
 */
export function diagnosisResult(
  text: string,
  offline: OfflineDiagnosis,
  answer: AnswerText,
  photo?: AnswerPhotos,
): DiagnosisResult {
  const data: Omit<DiagnosisResult, 'activeIngredients'> = {
    userInputText: text,
    gptResponse: answer.gptResponse,
    candidates: offline.candidates,
    verdict: offline.verdict,
    crop: offline.crop,
    engine: answer.engine,
  };
  if (photo) {
    data.uploadedImageUrl = photo.uploadedImageUrl;
    data.cloudinaryImageUrl = photo.uploadedImageUrl;
    if (photo.generatedImageUrl) data.generatedImageUrl = photo.generatedImageUrl;
  }
  if (answer.fallbackReason) data.fallbackReason = answer.fallbackReason;
  return { ...data, activeIngredients: recommendedIngredients(offline) };
}
