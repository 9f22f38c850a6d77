import { describeFeatures } from './image-analysis.js';
import { CROPS } from './knowledge/crops.js';
import type { KnowledgeEntry, PlantPart } from './knowledge/types.js';
import { CLASS_ENTRY } from './photo-evidence.js';
import type { RankedEntry, Ranking } from './ranker.js';
import { ENGLISH, type ReportContext } from './report-text.js';
import type { Verdict, VerdictDecision } from './verdict.js';

export { TYPE_LABEL } from './report-labels.js';
export { type ReportContext, reportContext } from './report-text.js';

/** The safety line under every chemical recommendation (English; each language's is in its report texts). */
export const SAFETY_LINE = ENGLISH.t.safetyLine;

/** The line that ends every offline answer (English; each language's is in its report texts). */
export const DISCLAIMER = ENGLISH.t.disclaimer;

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);
const sentence = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * How to tell `other` from `top`, in the report's language: the look-alike is found on the English
 * entries (by id or name) and read from the localised ones, which keep the same order.
 */
function howToTell(top: KnowledgeEntry, other: KnowledgeEntry, ctx: ReportContext): string {
  const byTop = top.lookAlikes.findIndex((l) => l.id === other.id || l.name.toLowerCase() === other.name.toLowerCase());
  if (byTop >= 0) return sentence(ctx.entry(top).lookAlikes[byTop]?.howToTell ?? '');
  const byOther = other.lookAlikes.findIndex((l) => l.id === top.id || l.name.toLowerCase() === top.name.toLowerCase());
  if (byOther >= 0) return sentence(ctx.entry(other).lookAlikes[byOther]?.howToTell ?? '');
  const first = Object.values(ctx.entry(other).symptoms).flat()[0];
  return first ? ctx.t.lookFor(sentence(first)) : ctx.t.compareSymptoms;
}

/** What the photo model calls the photo's top class, in the report's language (`entries`: the ranked ones). */
export function conditionName(
  id: string,
  condition: string,
  ctx: ReportContext,
  entries: readonly KnowledgeEntry[],
): string {
  if (ctx.language === 'en') return condition;
  const entryId = CLASS_ENTRY[id];
  const entry = entryId ? entries.find((e) => e.id === entryId) : undefined;
  if (entry && ctx.translated(entry)) return ctx.entry(entry).name;
  return ctx.t.photo.conditions[id] ?? condition;
}

/**
 * What the photo shows, worded for the answer's verdict: the leaf-photo model's reading when it
 * recognised the plant, or why it could not read it. The measured colours are described only for a
 * photo the model does not cover; never on a photo that is not a crop leaf, nor on a leaf the model
 * reads as healthy. Percentages (the model's probability, the measured shares) only in a `diagnosed`
 * answer; a `possible` one gives a sure reading in words, an `unsure` one at most what the photo may show.
 */
export function photoLines(ranking: Ranking, ctx: ReportContext = ENGLISH, verdict: Verdict = 'diagnosed') {
  const { photo, image } = ranking;
  const stated = verdict === 'diagnosed';
  const { t } = ctx;
  const parts: string[] = [];
  const known = () => [...new Set(photo?.prediction.classes.map((c) => c.crop))].sort().map(ctx.cropName);
  if (photo?.status === 'recognised' && photo.crop) {
    const crop = ctx.cropName(photo.crop);
    if (!photo.cropAgrees) return t.photo.otherCrop(ctx.cropName(photo.prediction.crop), crop);
    // no measured "spots" on a leaf the model reads as healthy
    if (photo.looksHealthy) return t.photo.healthyLeaf(crop, stated ? ctx.pct(photo.healthy) : undefined);
    if (photo.topClass) {
      const { id, condition } = photo.topClass;
      const entries = ranking.ranked.map((r) => r.entry);
      const problem = id.endsWith('healthy') ? t.photo.noClearProblem : conditionName(id, condition, ctx, entries);
      const pct = stated ? ctx.pct(photo.topClass.probability) : undefined;
      const sure = photo.sure && verdict !== 'unsure';
      parts.push(sure ? t.photo.looksLike(crop, problem, pct) : t.photo.mayShow(crop, problem));
    }
    return parts.join(' ');
  }
  if (photo?.status === 'recognised' && photo.looksHealthy) return t.photo.healthyLeafCropUnclear;
  if (photo?.status === 'not-a-leaf') return t.photo.notALeaf(known().join(t.comma));
  if (photo?.status === 'not-recognised') {
    return (saysNothing(ranking) ? t.photo.notRecognisedNoText : t.photo.notRecognised)(known().join(t.comma));
  }
  if (photo?.status === 'crop-not-in-model') parts.push(t.photo.notInModel);
  if (image) parts.push(describeFeatures(image, ctx, stated).join(' '));
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The symptom sentences of an entry for the parts the farmer named (or its first ones). */
function keySymptoms(entry: KnowledgeEntry, parts: readonly PlantPart[], max = 2): string[] {
  const chosen: string[] = [];
  for (const part of parts) chosen.push(...(entry.symptoms[part] ?? []));
  if (chosen.length === 0) chosen.push(...Object.values(entry.symptoms).flat());
  return chosen.slice(0, max).map(sentence);
}

/** What the farmer told us and what the photo shows, worded for the answer's verdict. */
function whatWeSaw(ranking: Ranking, top: RankedEntry, ctx: ReportContext, verdict: Verdict): string[] {
  const { analysis } = ranking;
  const { t } = ctx;
  const label = (s: string) => t.symptomLabel[s] ?? s;
  const lines: string[] = [];
  if (analysis.crops.length > 0) {
    lines.push(t.crop(analysis.crops.map(ctx.cropId).join(t.comma), top.hostMatch === false));
  }
  if (analysis.parts.length > 0) lines.push(t.plantPart(analysis.parts.map((p) => t.partLabel[p]).join(t.comma)));
  if (analysis.symptoms.length > 0) lines.push(t.symptomsDescribed(analysis.symptoms.map(label).join(t.comma)));
  if (analysis.negated.length > 0) lines.push(t.notSeen(analysis.negated.map(label).join(t.comma)));
  const photo = photoLines(ranking, ctx, verdict);
  if (photo) lines.push(t.inThePhoto(photo));
  const entry = ctx.entry(top.entry);
  const typical = keySymptoms(entry, analysis.parts);
  if (typical.length > 0) lines.push(t.typicalSigns(entry.name, typical.join(' ')));
  return bullets(lines);
}

/** Other possibilities: the runners-up with how to tell them apart, or the leader's look-alikes. */
function otherPossibilities(top: RankedEntry, rest: readonly RankedEntry[], ctx: ReportContext): string[] {
  const { t } = ctx;
  const alternatives = rest.slice(0, 2);
  if (alternatives.length > 0) {
    return alternatives.map((alt) =>
      t.alternative(ctx.entry(alt.entry).name, ctx.pct(alt.confidence), howToTell(top.entry, alt.entry, ctx)),
    );
  }
  return ctx
    .entry(top.entry)
    .lookAlikes.slice(0, 2)
    .map((look) => t.lookAlike(look.name, sentence(look.howToTell)));
}

/** What to do, the treatment (organic then chemical, with the safety line), prevention and the expert. */
function plan(e: KnowledgeEntry, ctx: ReportContext): string[] {
  const { t } = ctx;
  const out: string[] = [];
  out.push('', t.headings.whatToDoNow, ...bullets(e.management.cultural.slice(0, 3).map(sentence)));
  out.push('', t.headings.treatment, t.organic);
  const organic = [...e.management.biological, ...e.management.cultural.slice(3)].map(sentence);
  out.push(...bullets(organic.length > 0 ? organic : [t.noBiological]));
  out.push('', t.chemical);
  if (e.management.chemical.length > 0) {
    out.push(...bullets(e.management.chemical.map((c) => t.chemicalLine(c.activeIngredient, sentence(c.note)))));
  } else {
    out.push(`- ${t.noChemical}`);
  }
  out.push('', t.safetyLine);
  if (e.prevention.length > 0) out.push('', t.headings.prevention, ...bullets(e.prevention.map(sentence)));
  out.push('', t.headings.whenToCallExpert, sentence(e.whenToCallExpert));
  return out;
}

/** The offline Markdown answer for a ranking with at least one candidate. */
export function renderDiagnosis(ranking: Ranking, ctx: ReportContext = ENGLISH): string {
  const [top, ...rest] = ranking.ranked;
  if (!top) return renderNeedMoreDetail(ranking, ctx);
  const { t } = ctx;
  const e = ctx.entry(top.entry);
  const out: string[] = [];
  out.push(t.mostLikely(e.name, ctx.pct(top.confidence)));
  out.push(t.typeLine(e.scientificName, e.type, t.typeLabel[e.type]));
  if (ranking.basis === 'photo') out.push('', t.photoBasisNote);
  out.push('', t.headings.whatWeSaw, ...whatWeSaw(ranking, top, ctx, 'diagnosed'));
  const others = otherPossibilities(top, rest, ctx);
  if (others.length > 0) out.push('', t.headings.otherPossibilities, ...others);
  out.push(...plan(e, ctx));
  out.push('', t.disclaimer);
  return out.join('\n');
}

/** The answer when the text does not describe a recognisable plant problem. */
export function renderNeedMoreDetail(ranking: Ranking, ctx: ReportContext = ENGLISH): string {
  const { t } = ctx;
  const out: string[] = [];
  if (ranking.reason === 'off-topic') {
    out.push(t.offTopicHeading, t.offTopicText);
  } else {
    const { crops } = ranking.analysis;
    out.push(
      t.moreDetailHeading,
      crops.length > 0 ? t.couldNotMatchCrop(crops.map(ctx.cropId).join(' / ')) : t.couldNotMatch,
    );
  }
  out.push('', t.pleaseDescribe, ...bullets(t.describeItems), '', t.example);
  const photo = photoLines(ranking, ctx, 'unsure');
  out.push('', photo ? t.fromYourPhoto(photo) : t.closePhotoHelps);
  out.push('', t.disclaimer);
  return out.join('\n');
}

/**
 * The answer when there are candidates but no clear leader: the candidates, what tells them apart
 * and safe steps only (no products, no doses, no percentages that would read as findings), until the
 * farmer or an expert can tell which it is.
 */
export function renderPossible(ranking: Ranking, ctx: ReportContext = ENGLISH, needsCheck = false): string {
  const [top, ...rest] = ranking.ranked;
  if (!top) return renderUnsure(ranking, { verdict: 'unsure', reason: 'no-match' }, ctx);
  const { t } = ctx;
  const shown = [top, ...rest.slice(0, 2)];
  const name = (r: RankedEntry) => ctx.entry(r.entry).name;
  const out: string[] = [];
  out.push(t.possibly(shown.map(name)));
  out.push(needsCheck ? t.needsCheck : top.hostMatch === false ? t.notForThisCrop : t.noClearLeader);
  out.push('', t.headings.whatWeSaw, ...whatWeSaw(ranking, top, ctx, 'possible'));
  out.push('', t.headings.howToTellApart);
  for (const r of shown) {
    const signs = keySymptoms(ctx.entry(r.entry), ranking.analysis.parts, 2);
    out.push(t.candidateLine(name(r), t.typeLabel[r.entry.type], signs.join(' ')));
  }
  for (const other of shown.slice(1))
    out.push(t.whichOne(name(other), name(top), howToTell(top.entry, other.entry, ctx)));
  const cultural = ctx.entry(top.entry).management.cultural.slice(0, 2).map(sentence);
  out.push('', t.headings.safeStepsNow, ...bullets([...t.safeSteps, ...cultural, t.noSprayUntilKnown]));
  out.push('', t.headings.toBeSure, ...bullets([...t.photoAdvice.slice(0, 2), t.showExtensionOfficer]));
  out.push('', t.disclaimer);
  return out.join('\n');
}

/** The text names no crop, no plant part and nothing diagnostic ("", "please check my plant"). */
const saysNothing = ({ analysis }: Ranking) =>
  analysis.crops.length === 0 && analysis.parts.length === 0 && analysis.evidence.length === 0;

/** The answer when we cannot say: plainly so, what we do cover, what to photograph, who to ask. */
export function renderUnsure(ranking: Ranking, decision: VerdictDecision, ctx: ReportContext = ENGLISH): string {
  const photoSent = ranking.image !== undefined || ranking.photo !== undefined;
  if (decision.reason === 'off-topic' || (decision.reason === 'no-match' && !photoSent)) {
    return renderNeedMoreDetail(ranking, ctx);
  }
  const { t } = ctx;
  const out: string[] = [];
  out.push(t.notSureHeading);
  if (decision.reason === 'crop-not-covered') {
    out.push(t.cropNotCovered(ranking.uncoveredCrops.map(ctx.cropName).join(' / ')));
  } else if (decision.reason !== 'photo-not-a-leaf') {
    // a photo that is not a crop leaf is explained by the photo's own line, whatever the text says
    out.push(photoSent && saysNothing(ranking) ? t.photoAloneUnclear : t.noGoodMatch);
  }
  const photo = photoLines(ranking, ctx, 'unsure');
  if (photo) out.push('', t.fromYourPhoto(photo));
  out.push('', t.headings.whatFarmAiCovers, t.covers(Object.keys(CROPS).map(ctx.cropName).join(t.comma)));
  out.push('', t.headings.whatToDoNow, ...bullets(t.unsureSteps));
  out.push('', t.headings.whatToPhotograph, ...bullets(t.photoAdvice));
  out.push('', t.describeAlso, '', t.disclaimer);
  return out.join('\n');
}

/** The answer when the photo shows a healthy plant. */
export function renderHealthy(crop: string | null, ctx: ReportContext = ENGLISH): string {
  const { t } = ctx;
  const out: string[] = [];
  out.push(t.healthyHeading(crop ? ctx.cropName(crop) : null), t.healthyText);
  out.push('', t.headings.ifYouStillSeeAProblem, ...bullets(t.healthyChecks));
  out.push('', t.headings.keepItHealthy, ...bullets(t.keepHealthy));
  out.push('', t.disclaimer);
  return out.join('\n');
}

/** Offline Markdown for any ranking, worded for its verdict, in the context's language (English by default). */
export function renderReport(
  ranking: Ranking,
  decision: VerdictDecision,
  crop: string | null = null,
  ctx: ReportContext = ENGLISH,
): string {
  switch (decision.verdict) {
    case 'diagnosed':
      return renderDiagnosis(ranking, ctx);
    case 'possible':
      return renderPossible(ranking, ctx, decision.reason === 'needs-check');
    case 'healthy':
      return renderHealthy(crop, ctx);
    default:
      return renderUnsure(ranking, decision, ctx);
  }
}
