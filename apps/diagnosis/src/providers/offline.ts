import type { ImageFeatures } from '../engine/image-analysis.js';
import { type Candidate, type Ranking, rank, toCandidates } from '../engine/ranker.js';
import { renderReport } from '../engine/report.js';
import type { TextMatcher } from '../engine/text-matcher.js';

export interface OfflineDiagnosis {
  ranking: Ranking;
  candidates: Candidate[];
  /** The Markdown answer. */
  markdown: string;
}

/** FarmAI's own diagnosis: knowledge-base ranking from the text, adjusted by the photo, rendered as Markdown. */
export function diagnoseOffline(matcher: TextMatcher, text: string, image?: ImageFeatures): OfflineDiagnosis {
  const ranking = rank(matcher, text, image);
  return { ranking, candidates: toCandidates(ranking), markdown: renderReport(ranking) };
}
