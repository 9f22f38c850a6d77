import type { ImageFeatures, LesionClass } from './image-analysis.js';
import type { KnowledgeEntry, VisualSignature } from './knowledge/types.js';
import type { LeafPrediction } from './leaf-prediction.js';
import { type PhotoEvidence, photoEvidence } from './photo-evidence.js';
import type { TextAnalysis, TextMatch, TextMatcher } from './text-matcher.js';

export interface Candidate {
  id: string;
  name: string;
  /** 0–1. */
  confidence: number;
  /** The crop (our crop id) this candidate is about here, or null when it could be several. */
  crop: string | null;
  /** The active ingredients its entry's treatment recommends (ids). */
  activeIngredients: string[];
}

export interface RankedEntry {
  entry: KnowledgeEntry;
  confidence: number;
  /** Final score (text × photo adjustment). */
  score: number;
  textScore: number;
  /** −1 (photo contradicts) … +1 (photo fits); 0 without a usable photo. */
  visualScore: number;
  matchedTerms: string[];
  /** Share (0–1) of the diagnostic words of the text that this entry explains. */
  evidenceCoverage: number;
  hostMatch: boolean | null;
}

export type NotAProblemReason = 'no-symptoms' | 'weak-match' | 'off-topic' | 'crop-not-covered';

export interface Ranking {
  analysis: TextAnalysis;
  image: ImageFeatures | undefined;
  /** Best first, at most `limit`. Empty when the text does not describe a recognisable plant problem. */
  ranked: RankedEntry[];
  /** What the ranking rests on. */
  basis: 'text' | 'photo' | 'none';
  reason: NotAProblemReason | undefined;
  /** What the leaf-photo model saw, when a photo was sent and the model is loaded. */
  photo?: PhotoEvidence | undefined;
  /** Crops named (or seen) that the knowledge base has entries for. */
  coveredCrops: string[];
  /** Crops named that it knows by name only (OTHER_CROPS): nothing can be said about their problems. */
  uncoveredCrops: string[];
}

/** How much a photo can move a text score: × (1 + PHOTO_WEIGHT × visualScore). */
export const PHOTO_WEIGHT = 0.45;

/** Lesion share (% of leaf) at which a colour counts as fully present. */
const FULL_STRENGTH: Record<LesionClass, number> = {
  'chlorotic-yellow': 15,
  'necrotic-brown': 4,
  black: 3,
  'white-powdery': 4,
  'orange-rust': 1.5,
  purple: 4,
};

const PATTERN_COMPAT: Partial<Record<VisualSignature['pattern'], Partial<Record<VisualSignature['pattern'], number>>>> =
  {
    spots: { 'large-blotches': 0.5, pustules: 0.4, streaks: 0.3 },
    'large-blotches': { spots: 0.5, streaks: 0.3, 'powdery-coating': 0.2 },
    pustules: { spots: 0.4, streaks: 0.3 },
    streaks: { spots: 0.3, 'large-blotches': 0.3, mosaic: 0.3, pustules: 0.3 },
    'powdery-coating': { 'large-blotches': 0.2 },
    'uniform-yellowing': { mosaic: 0.4 },
    mosaic: { 'uniform-yellowing': 0.4, streaks: 0.3 },
  };

/** How well a photo's features fit an entry's visual signature, −1 … 1. */
export function visualScore(signature: VisualSignature, f: ImageFeatures): number {
  if (!f.leafFound) return 0;
  const strength = (c: LesionClass) =>
    Math.min(1, (c === 'chlorotic-yellow' ? f.diffuseYellowPct : f.classPct[c]) / FULL_STRENGTH[c]);
  const expected = signature.colours.filter((c): c is LesionClass => c !== 'water-soaked');
  const observed = (Object.keys(FULL_STRENGTH) as LesionClass[]).filter((c) => strength(c) >= 0.15);

  let colour = 0;
  if (expected.length > 0) {
    let weightSum = 0;
    expected.forEach((c, k) => {
      const w = 1 / (1 + 0.7 * k);
      weightSum += w;
      colour += w * strength(c);
    });
    colour /= weightSum;
  }
  let unexpected = 0;
  for (const c of observed) {
    if (expected.includes(c)) continue;
    // some yellowing goes with most problems; it contradicts little
    const s = strength(c) * (c === 'chlorotic-yellow' ? 0.4 : 1);
    unexpected = Math.max(unexpected, s);
  }
  colour -= 0.6 * unexpected;

  let pattern = 0;
  const sig = signature.pattern;
  if (sig === 'wilting' || sig === 'holes' || sig === 'none') pattern = f.pattern === 'none' ? 0.2 : 0;
  else if (f.pattern === sig) pattern = 1;
  else if (f.pattern === 'none') pattern = -0.4;
  else pattern = PATTERN_COMPAT[f.pattern]?.[sig] ?? -0.3;

  let halo = 0;
  const darkSpots = f.spotCount > 0 && (f.classPct['necrotic-brown'] > 0.3 || f.classPct.black > 0.3);
  if (darkSpots && (expected.includes('necrotic-brown') || expected.includes('black'))) {
    if (f.hasHalo) halo = signature.halo ? 1 : -0.5;
    else if (signature.halo && f.spotCount >= 3) halo = -0.5;
  }
  const score = 0.5 * colour + 0.35 * pattern + 0.15 * halo;
  return Math.max(-1, Math.min(1, score));
}

/**
 * Turns scores into confidences: a softmax over the leading scores relative to the best,
 * scaled by how strong the best match is in absolute terms, so a clear, well-described
 * match reads about 0.6–0.9 and a close call or a thin description reads lower.
 */
export function confidences(scores: readonly number[], strength: number): number[] {
  const top = scores[0] ?? 0;
  if (top <= 0) return scores.map(() => 0);
  const logits = scores.slice(0, 8).map((s) => 7 * (s / top));
  const max = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - max));
  const total = exps.reduce((a, b) => a + b, 0) + 0.1; // a little mass for "something not in the knowledge base"
  const scale = 0.55 + 0.45 * Math.max(0, Math.min(1, strength));
  return scores.map((_, i) => {
    const p = ((exps[i] ?? 0) / total) * scale;
    return Math.round(Math.min(0.95, p) * 100) / 100;
  });
}

const coverage = (evidence: readonly string[], matched: readonly string[]) =>
  evidence.length === 0 ? 0 : evidence.filter((term) => matched.includes(term)).length / evidence.length;

/** Text score at which a match counts as fully clear. */
const STRONG_SCORE = 12;

export interface RankOptions {
  limit?: number;
  /** The leaf-photo model's reading of the photo; without it the photo's measured colours are used. */
  leaf?: LeafPrediction | undefined;
}

/** How much the photo model weighs against the text when both speak (0–1). */
export const MODEL_WEIGHT = 0.5;

/** Ranks the knowledge base for a farmer's text and, optionally, a photo's features. */
export function rank(
  matcher: TextMatcher,
  text: string,
  image: ImageFeatures | undefined,
  options: RankOptions = {},
): Ranking {
  const limit = options.limit ?? 5;
  const analysis = matcher.analyse(text);
  const photo = options.leaf ? photoEvidence(options.leaf, analysis.crops) : undefined;
  const model = photo?.status === 'recognised' ? photo : undefined;
  // the model's reading replaces the measured colours; they remain only for a crop the model does
  // not cover (or no model), never for a photo the model reads as something other than a crop leaf
  const measured = !photo || photo.status === 'crop-not-in-model';
  const usablePhoto = measured && image?.leafFound ? image : undefined;
  const coveredCrops = analysis.crops.filter((crop) => matcher.coversCrop(crop));
  const uncoveredCrops = analysis.crops.filter((crop) => !matcher.coversCrop(crop));
  // the crop can come from the photo when the text does not name one
  if (analysis.crops.length === 0 && model?.crop && matcher.coversCrop(model.crop)) coveredCrops.push(model.crop);
  const crops = { coveredCrops, uncoveredCrops, photo };
  const none = (reason: NotAProblemReason): Ranking => ({
    analysis,
    image,
    ranked: [],
    basis: 'none',
    reason,
    ...crops,
  });

  const offTopic = analysis.offTopicSubject && analysis.crops.length === 0 && analysis.parts.length === 0;
  if (offTopic) return none('off-topic');
  // sugarcane is not citrus: a crop we know only by name gets no other crop's answer
  if (uncoveredCrops.length > 0 && coveredCrops.length === 0) return none('crop-not-covered');

  const matches = analysis.evidence.length > 0 ? matcher.score(analysis) : [];
  const best = matches[0];
  // A named crop with a named symptom is a problem description, however vague; without a
  // crop the best match has to be strong enough on its own.
  const cropAndSymptom = analysis.crops.length > 0 && analysis.symptoms.length > 0;
  const textIsClear =
    best !== undefined &&
    best.evidenceScore >= matcher.minEvidenceScore &&
    (cropAndSymptom || best.score >= matcher.minScore);

  if (!textIsClear) {
    // a photo the model recognises is enough on its own
    if (model) return { ...modelLedRanking(matcher, analysis, image, model, limit), ...crops };
    // A named crop and a photo with visible damage can still be ranked by the photo alone.
    if (usablePhoto && analysis.crops.length > 0 && usablePhoto.affectedPct >= 2) {
      return { ...photoLedRanking(matcher, analysis, usablePhoto, limit), ...crops };
    }
    return none(analysis.evidence.length === 0 ? 'no-symptoms' : 'weak-match');
  }

  const adjusted = matches.map((m: TextMatch) => {
    const v = usablePhoto ? visualScore(m.entry.visual, usablePhoto) : 0;
    return { match: m, visual: v, score: m.score * (1 + PHOTO_WEIGHT * v) };
  });
  adjusted.sort((a, b) => b.score - a.score || a.match.entry.id.localeCompare(b.match.entry.id));
  const strength = best.score / STRONG_SCORE;
  const conf = confidences(
    adjusted.map((a) => a.score),
    strength,
  );
  const textRanked: RankedEntry[] = adjusted.map((a, i) => ({
    entry: a.match.entry,
    confidence: conf[i] ?? 0,
    score: a.score,
    textScore: a.match.score,
    visualScore: a.visual,
    matchedTerms: a.match.matchedTerms,
    evidenceCoverage: coverage(analysis.evidence, a.match.matchedTerms),
    hostMatch: a.match.hostMatch,
  }));
  const ranked = model ? fuse(matcher, textRanked, model) : textRanked;
  return { analysis, image, ranked: ranked.slice(0, limit), basis: 'text', reason: undefined, ...crops };
}

/** A confidence as shown: two decimals, never a certainty (as `confidences` caps the text's). */
const round2 = (x: number) => Math.round(Math.min(0.95, x) * 100) / 100;

/**
 * Text and photo together: each entry's confidence is a weighted mean of the text's and the
 * photo's, so both move the ranking; a problem only the photo sees can rise, one the photo does
 * not show (a healthy-looking leaf) sinks.
 */
function fuse(matcher: TextMatcher, textRanked: RankedEntry[], model: PhotoEvidence): RankedEntry[] {
  const byId = new Map(textRanked.map((r) => [r.entry.id, r]));
  for (const [id, p] of model.entries) {
    if (byId.has(id) || p < 0.02) continue;
    const entry = matcher.entries.find((e) => e.id === id);
    if (!entry) continue;
    byId.set(id, {
      entry,
      confidence: 0,
      score: 0,
      textScore: 0,
      visualScore: 0,
      matchedTerms: [],
      evidenceCoverage: 0,
      hostMatch: model.crop ? entry.hosts.includes(model.crop) : null,
    });
  }
  return [...byId.values()]
    .map((r) => {
      const photo = model.entries.get(r.entry.id) ?? 0;
      const confidence = round2((1 - MODEL_WEIGHT) * r.confidence + MODEL_WEIGHT * photo);
      return { ...r, confidence, visualScore: photo };
    })
    .sort((a, b) => b.confidence - a.confidence || b.textScore - a.textScore || a.entry.id.localeCompare(b.entry.id));
}

/** A photo the model recognises, with a text that says little: the model's reading alone. */
function modelLedRanking(
  matcher: TextMatcher,
  analysis: TextAnalysis,
  image: ImageFeatures | undefined,
  model: PhotoEvidence,
  limit: number,
): Omit<Ranking, 'coveredCrops' | 'uncoveredCrops'> {
  const ranked: RankedEntry[] = [];
  for (const [id, p] of [...model.entries].sort((a, b) => b[1] - a[1])) {
    const entry = matcher.entries.find((e) => e.id === id);
    if (!entry || p < 0.02) continue;
    ranked.push({
      entry,
      confidence: round2(p),
      score: p,
      textScore: 0,
      visualScore: p,
      matchedTerms: [],
      evidenceCoverage: 0,
      hostMatch: model.crop ? entry.hosts.includes(model.crop) : null,
    });
  }
  return { analysis, image, ranked: ranked.slice(0, limit), basis: 'photo', reason: undefined };
}

function photoLedRanking(
  matcher: TextMatcher,
  analysis: TextAnalysis,
  photo: ImageFeatures,
  limit: number,
): Omit<Ranking, 'coveredCrops' | 'uncoveredCrops'> {
  const scored = matcher
    .hostsOf(analysis.crops)
    .map((entry) => ({ entry, visual: visualScore(entry.visual, photo) }))
    .filter((s) => s.visual > 0.15)
    .sort((a, b) => b.visual - a.visual || a.entry.id.localeCompare(b.entry.id));
  if (scored.length === 0) {
    return { analysis, image: photo, ranked: [], basis: 'none', reason: 'no-symptoms' };
  }
  // a photo alone is weaker evidence than a description: keep confidences modest
  const conf = confidences(
    scored.map((s) => s.visual),
    0,
  ).map((c) => Math.min(0.5, c));
  const ranked = scored.slice(0, limit).map((s, i) => ({
    entry: s.entry,
    confidence: conf[i] ?? 0,
    score: s.visual,
    textScore: 0,
    visualScore: s.visual,
    matchedTerms: [],
    evidenceCoverage: 0,
    hostMatch: true,
  }));
  return { analysis, image: photo, ranked, basis: 'photo', reason: undefined };
}

/** The crop a ranked entry is about here: the named crop it hosts, else its only host. */
export function candidateCrop(ranking: Pick<Ranking, 'coveredCrops'>, entry: KnowledgeEntry): string | null {
  const named = ranking.coveredCrops.find((crop) => entry.hosts.includes(crop));
  if (named) return named;
  return entry.hosts.length === 1 ? (entry.hosts[0] ?? null) : null;
}

/** The wire candidates of a ranking, each named by `name` (the entry's English name unless given). */
export function toCandidates(
  ranking: Ranking,
  name: (entry: KnowledgeEntry) => string = (entry) => entry.name,
): Candidate[] {
  return ranking.ranked.map((r) => ({
    id: r.entry.id,
    name: name(r.entry),
    confidence: r.confidence,
    crop: candidateCrop(ranking, r.entry),
    activeIngredients: [...r.entry.activeIngredients],
  }));
}
