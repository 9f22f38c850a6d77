import type { PlantPart, ProblemType, VisualSignature } from './knowledge/types.js';
import type { LesionClass } from './lesion-classes.js';

/** What the photo section of the report says, in one language. */
export interface PhotoText {
  /** A leaf the model reads as healthy; `pct` only in an answer sure enough to state one. */
  healthyLeaf(crop: string, pct?: string): string;
  /** A leaf the model reads as healthy without telling which of its crops it is. */
  healthyLeafCropUnclear: string;
  /** The model's reading when it is sure; `pct` only in an answer sure enough to state one. */
  looksLike(crop: string, problem: string, pct?: string): string;
  noClearProblem: string;
  /** Photo-model classes that name no knowledge-base entry, by class id. */
  conditions: Readonly<Record<string, string>>;
  notRecognised(known: string): string;
  /** The same, for a photo sent with no description to rest on: what to add. */
  notRecognisedNoText(known: string): string;
  notInModel: string;
  /** The photo is not a leaf of a crop the model knows: what to send instead. */
  notALeaf(known: string): string;
  /** The model's reading when it is not sure enough to be stated with a percentage. */
  mayShow(crop: string, problem: string): string;
  /** The photo's crop is not the one the text names. */
  otherCrop(seen: string, named: string): string;
  noLeaf: string;
  affectedArea(pct: string): string;
  colourNames: Readonly<Record<LesionClass, string>>;
  coloursSeen(list: string): string;
  /** The spots counted; their mean size (`meanPct`) only in an answer sure enough to state measurements. */
  spots(count: string, n: number, meanPct: string | undefined, halos: string | undefined): string;
  patterns: Readonly<Record<VisualSignature['pattern'], string>>;
  overallPattern(pattern: string): string;
}

/** The legend under the marked photo, in one language (FarmAI's name stays as it is). */
export interface LegendText {
  /** What the map of where the photo model looked is for: the crop and the problem (or `healthy`) it read. */
  lookedFor(crop: string, problem: string): string;
  healthy: string;
  /** The measured damage: the affected share (only in a `diagnosed` answer), the spots and those with a halo. */
  measured(affected: string | undefined, spots: string, n: number, halos: string | undefined): string;
  noLeaf: string;
  noDamageMarked: string;
}

/**
 * Every fixed text of the offline report in one language (`report-text-<lang>-data.ts`); the
 * English one is the contract's wording, byte for byte.
 */
export interface ReportText {
  /** The language's name in English, for the cloud model's instructions. */
  englishName: string;
  /** Joins items of a list ("tomato, maize"). */
  comma: string;
  safetyLine: string;
  disclaimer: string;
  typeLabel: Readonly<Record<ProblemType, string>>;
  symptomLabel: Readonly<Record<string, string>>;
  partLabel: Readonly<Record<PlantPart, string>>;
  headings: {
    whatWeSaw: string;
    otherPossibilities: string;
    whatToDoNow: string;
    treatment: string;
    prevention: string;
    whenToCallExpert: string;
    howToTellApart: string;
    safeStepsNow: string;
    toBeSure: string;
    whatFarmAiCovers: string;
    whatToPhotograph: string;
    ifYouStillSeeAProblem: string;
    keepItHealthy: string;
  };
  mostLikely(name: string, pct: string): string;
  /** The line under the heading: the scientific name and what kind of problem it is. */
  typeLine(scientificName: string | undefined, type: ProblemType, label: string): string;
  photoBasisNote: string;
  crop(crops: string, notOnThisCrop: boolean): string;
  plantPart(parts: string): string;
  symptomsDescribed(symptoms: string): string;
  notSeen(symptoms: string): string;
  inThePhoto(photo: string): string;
  typicalSigns(name: string, signs: string): string;
  alternative(name: string, pct: string, howToTell: string): string;
  lookAlike(name: string, howToTell: string): string;
  lookFor(symptom: string): string;
  compareSymptoms: string;
  organic: string;
  noBiological: string;
  chemical: string;
  chemicalLine(activeIngredient: string, note: string): string;
  noChemical: string;
  offTopicHeading: string;
  offTopicText: string;
  moreDetailHeading: string;
  couldNotMatchCrop(crops: string): string;
  couldNotMatch: string;
  pleaseDescribe: string;
  describeItems: readonly string[];
  example: string;
  fromYourPhoto(photo: string): string;
  closePhotoHelps: string;
  photoAdvice: readonly [string, string, string];
  possibly(names: readonly string[]): string;
  notForThisCrop: string;
  noClearLeader: string;
  /** The leader is a cause a description cannot confirm (herbicide drift, phytoplasma). */
  needsCheck: string;
  /** A candidate of a `possible` answer: its name, kind and signs, with no percentage that would read as a finding. */
  candidateLine(name: string, type: string, signs: string): string;
  whichOne(other: string, top: string, howToTell: string): string;
  safeSteps: readonly [string, string];
  noSprayUntilKnown: string;
  showExtensionOfficer: string;
  notSureHeading: string;
  cropNotCovered(crops: string): string;
  /** Opens an unsure answer to a photo sent with no description of the trouble. */
  photoAloneUnclear: string;
  noGoodMatch: string;
  covers(crops: string): string;
  unsureSteps: readonly string[];
  describeAlso: string;
  healthyHeading(crop: string | null): string;
  healthyText: string;
  healthyChecks: readonly string[];
  keepHealthy: readonly string[];
  photo: PhotoText;
  legend: LegendText;
  /** The note on top of the offline answer when the cloud model timed out, or failed otherwise. */
  fallbackTimeout: string;
  fallbackError: string;
}
