import { type LeafPrediction, MIN_PICTURE_DETAIL } from './leaf-prediction.js';
import calibration from './verdict-thresholds.json' with { type: 'json' };

/**
 * The knowledge-base entry each photo class stands for: `healthy` for healthy leaves, null for a
 * class that names no problem ("diseased cotton leaf").
 */
export const CLASS_ENTRY: Readonly<Record<string, string | null>> = {
  'apple-black-rot': 'apple-black-rot',
  'apple-cedar-rust': 'apple-cedar-rust',
  'apple-healthy': 'healthy',
  'apple-scab': 'apple-scab',
  'banana-healthy': 'healthy',
  'banana-pestalotiopsis-leaf-spot': 'banana-pestalotiopsis-leaf-spot',
  'banana-sigatoka': 'banana-sigatoka',
  'bean-angular-leaf-spot': 'bean-angular-leaf-spot',
  'bean-healthy': 'healthy',
  'bean-rust': 'bean-rust',
  'citrus-black-spot': 'citrus-black-spot',
  'citrus-canker': 'citrus-canker',
  'citrus-greening': 'citrus-greening',
  'citrus-healthy': 'healthy',
  'coffee-cercospora-leaf-spot': 'coffee-cercospora-leaf-spot',
  'coffee-healthy': 'healthy',
  'coffee-leaf-miner': 'coffee-leaf-miner',
  'coffee-leaf-rust': 'coffee-leaf-rust',
  'coffee-phoma-leaf-spot': 'coffee-phoma-leaf-spot',
  'cotton-diseased-leaf': null,
  'cotton-diseased-plant': null,
  'cotton-healthy-leaf': 'healthy',
  'cotton-healthy-plant': 'healthy',
  'grape-black-rot': 'grape-black-rot',
  'grape-esca': 'grape-esca',
  'grape-healthy': 'healthy',
  'grape-leaf-blight': 'grape-leaf-blight',
  'maize-common-rust': 'maize-common-rust',
  'maize-gray-leaf-spot': 'maize-gray-leaf-spot',
  'maize-healthy': 'healthy',
  'maize-northern-leaf-blight': 'northern-corn-leaf-blight',
  'mango-anthracnose': 'mango-anthracnose',
  'mango-bacterial-canker': 'mango-bacterial-canker',
  'mango-cutting-weevil': 'mango-cutting-weevil',
  'mango-die-back': 'mango-die-back',
  'mango-gall-midge': 'mango-gall-midge',
  'mango-healthy': 'healthy',
  'mango-powdery-mildew': 'mango-powdery-mildew',
  'mango-sooty-mould': 'mango-sooty-mould',
  'pepper-bacterial-spot': 'bacterial-spot',
  'pepper-healthy': 'healthy',
  'potato-early-blight': 'tomato-early-blight',
  'potato-healthy': 'healthy',
  'potato-late-blight': 'late-blight',
  'rice-blast': 'rice-blast',
  'rice-brown-spot': 'rice-brown-spot',
  'sugarcane-healthy': 'healthy',
  'sugarcane-mosaic': 'sugarcane-mosaic',
  'sugarcane-red-rot': 'sugarcane-red-rot',
  'sugarcane-rust': 'sugarcane-rust',
  'sugarcane-yellow-leaf': 'sugarcane-yellow-leaf',
  'tomato-bacterial-spot': 'bacterial-spot',
  'tomato-early-blight': 'tomato-early-blight',
  'tomato-healthy': 'healthy',
  'tomato-late-blight': 'late-blight',
  'tomato-leaf-mold': 'tomato-leaf-mold',
  'tomato-mosaic-virus': 'tomato-mosaic',
  'tomato-septoria-leaf-spot': 'tomato-septoria-leaf-spot',
  'tomato-spider-mites': 'spider-mites',
  'tomato-target-spot': 'tomato-target-spot',
  'tomato-yellow-leaf-curl-virus': 'tomato-yellow-leaf-curl',
};

export interface PhotoThresholds {
  /** Least probability of the photo's crop (summed over its classes) to take the photo as that crop. */
  recognisedCrop: number;
  /** Least probability of "healthy" to call the plant healthy. */
  healthy: number;
  /**
   * Least probability of the healthy classes of every crop together to call a leaf healthy when the
   * photo does not show clearly which crop it is (healthy leaves of different crops look alike).
   */
  healthyAnyCrop: number;
}

/** Chosen by `npm run calibrate:verdicts` on the model's validation photos, stored beside the text thresholds. */
export const PHOTO_THRESHOLDS: PhotoThresholds = calibration.photo;

export type PhotoStatus =
  /**
   * The model knows the crop and is sure enough of it; or (`crop` null) it sees a healthy leaf of one
   * of its crops without telling which.
   */
  | 'recognised'
  /** Not a leaf of a crop the model knows: an object, a person, the ground, another plant, an unusable photo. */
  | 'not-a-leaf'
  /** The text names a crop the model was not trained on: the photo is described, not classified. */
  | 'crop-not-in-model'
  /** The model cannot tell which of its crops this is: probably another crop or not a leaf. */
  | 'not-recognised';

export interface PhotoEvidence {
  status: PhotoStatus;
  /** The crop (ours) the photo shows, when recognised. */
  crop: string | null;
  /** How sure the model is of that crop. */
  cropProbability: number;
  /** Probability that the plant is healthy. */
  healthy: number;
  /** Whether that probability is high enough to call the plant healthy. */
  looksHealthy: boolean;
  /** Probability of each knowledge-base entry, from the photo alone. */
  entries: Map<string, number>;
  /** The most likely photo class (for the report and logs). */
  topClass: { id: string; condition: string; probability: number } | null;
  /**
   * Whether the photo's own reading of the crop agrees with the crop the text names (true when the
   * text names none): a photo of potato sent as "tomato" is not evidence for a tomato disease.
   */
  cropAgrees: boolean;
  /**
   * Whether the photo is strong enough evidence to diagnose from: its class probability (calibrated,
   * not renormalised over the named crop) reaches the model's threshold and the crops agree.
   */
  sure: boolean;
  prediction: LeafPrediction;
}

/**
 * What the photo says, given the crops the text names: a crop named in the text that the model
 * knows narrows the photo to that crop's classes (the farmer knows his crop; the photo tells the
 * problem); a crop the model does not know makes the photo's classes meaningless.
 */
export function photoEvidence(
  prediction: LeafPrediction,
  textCrops: readonly string[],
  thresholds: PhotoThresholds = PHOTO_THRESHOLDS,
): PhotoEvidence {
  const modelCrops = new Set(prediction.classes.map((c) => c.crop));
  const named = textCrops.filter((crop) => modelCrops.has(crop));
  const base = {
    prediction,
    entries: new Map<string, number>(),
    healthy: 0,
    looksHealthy: false,
    cropAgrees: false,
    sure: false,
  };
  if (textCrops.length > 0 && named.length === 0) {
    return { ...base, status: 'crop-not-in-model', crop: null, cropProbability: 0, topClass: null };
  }
  if (isRejected(prediction, thresholds.recognisedCrop)) {
    return { ...base, status: 'not-a-leaf', crop: null, cropProbability: 0, topClass: null };
  }
  // the photo's own crop, before the text narrows it
  const cropAgrees = named.length === 0 || named.includes(prediction.crop) || prediction.cropProbability < 0.5;
  const pool = named.length > 0 ? prediction.classes.filter((c) => named.includes(c.crop)) : prediction.classes;
  const poolMass = pool.reduce((sum, c) => sum + c.probability, 0);
  const byCrop = new Map<string, number>();
  for (const c of pool) byCrop.set(c.crop, (byCrop.get(c.crop) ?? 0) + c.probability);
  const [crop, mass] = [...byCrop].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // a named crop is believed whatever the photo's own guess; otherwise the photo must be clear
  const cropProbability = named.length > 0 ? 1 : mass;
  if (named.length === 0 && cropProbability < thresholds.recognisedCrop) {
    const healthy = pool.reduce((sum, c) => sum + (CLASS_ENTRY[c.id] === 'healthy' ? c.probability : 0), 0);
    if (healthy >= thresholds.healthyAnyCrop) return healthyLeafOfSomeCrop(prediction, healthy, cropProbability);
    return { ...base, status: 'not-recognised', crop: null, cropProbability, topClass: null };
  }
  const classes = pool.filter((c) => c.crop === crop);
  const total = classes.reduce((sum, c) => sum + c.probability, 0) || poolMass || 1;
  const entries = new Map<string, number>();
  let healthy = 0;
  for (const c of classes) {
    const p = c.probability / total;
    const entry = CLASS_ENTRY[c.id];
    if (entry === 'healthy') healthy += p;
    else if (entry) entries.set(entry, (entries.get(entry) ?? 0) + p);
  }
  const top = classes[0];
  return {
    prediction,
    status: 'recognised',
    crop,
    cropProbability,
    healthy,
    looksHealthy: cropAgrees && healthy >= thresholds.healthy,
    entries,
    topClass: top ? { id: top.id, condition: top.condition, probability: top.probability / total } : null,
    cropAgrees,
    sure: cropAgrees && (top?.probability ?? 0) >= prediction.openSet.minDiagnose,
  };
}

/**
 * A healthy leaf of one of the model's crops, which one unclear: no crop is named from it, and its
 * problems (for the unlikely causes) are weighed over every crop.
 */
function healthyLeafOfSomeCrop(prediction: LeafPrediction, healthy: number, cropProbability: number): PhotoEvidence {
  const leafMass = prediction.classes.reduce((sum, c) => sum + c.probability, 0) || 1;
  const entries = new Map<string, number>();
  for (const c of prediction.classes) {
    const entry = CLASS_ENTRY[c.id];
    if (entry && entry !== 'healthy') entries.set(entry, (entries.get(entry) ?? 0) + c.probability / leafMass);
  }
  return {
    prediction,
    status: 'recognised',
    crop: null,
    cropProbability,
    healthy,
    looksHealthy: true,
    entries,
    topClass: null,
    cropAgrees: true,
    sure: false,
  };
}

/**
 * "Not a crop leaf I know": the model's own class for such photos leads, or no crop-leaf class is
 * likely enough (the threshold keeps at most 1% of non-plant and 5% of other-plant validation photos)
 * while the crop is not clear either (at least `recognisedCrop`: a coffee leaf read as coffee 0.98,
 * split between healthy 0.48 and its diseases, is a coffee leaf whose condition is unclear), or the
 * picture is flat (a plain colour, a gradient, a photo blurred past reading).
 */
export function isRejected(
  prediction: LeafPrediction,
  recognisedCrop: number = PHOTO_THRESHOLDS.recognisedCrop,
): boolean {
  return (
    (prediction.detail ?? MIN_PICTURE_DETAIL) < MIN_PICTURE_DETAIL ||
    prediction.notLeafProbability >= prediction.topProbability ||
    (prediction.topProbability < prediction.openSet.minAccept && prediction.cropProbability < recognisedCrop)
  );
}
