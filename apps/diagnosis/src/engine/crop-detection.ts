import { CROPS } from './knowledge/crops.js';
import { OTHER_CROPS } from './knowledge/world-crops.js';
import { isIndic } from './text-scripts.js';
import { hasWord, rawTokens, stem } from './text-tokens.js';
import { ENGLISH_VOCABULARY, type LanguageVocabulary, type Vocabulary } from './text-vocabulary.js';

export interface CropWord {
  crop: string;
  /** The name's words as compared: Bangla and Hindi words without their endings ("ধানের" meets "ধান"). */
  words: string[];
}

/** A word as crop names are compared: Bangla and Hindi ones without their endings. */
const cropKey = (word: string) => (isIndic(word) ? stem(word) : word);

/** Every crop name farmers use, English first, then the other languages' (longest names first). */
export function buildCropWords(languages: readonly LanguageVocabulary[] = []): CropWord[] {
  const list: CropWord[] = [];
  // crops without entries are recognised too, so their problems are not read as another crop's
  for (const [crop, names] of [...Object.entries(CROPS), ...Object.entries(OTHER_CROPS)]) {
    for (const name of names) list.push({ crop, words: rawTokens(name) });
  }
  for (const language of languages) {
    for (const [crop, names] of Object.entries(language.crops)) {
      for (const name of names) list.push({ crop, words: rawTokens(name).map(cropKey) });
    }
  }
  // longest names first, so "bitter gourd" wins over "gourd"
  return list.sort((a, b) => b.words.length - a.words.length);
}

interface CropHit {
  start: number;
  length: number;
  crop: string;
  ambiguous: boolean;
}

/** Every crop name in the words, longest name first at each position. */
function cropHits(raw: readonly string[], cropWords: readonly CropWord[], vocabulary: Vocabulary): CropHit[] {
  const keys = raw.map(cropKey);
  const hits: CropHit[] = [];
  for (let i = 0; i < keys.length; i++) {
    for (const { crop, words } of cropWords) {
      if (!words.every((w, k) => keys[i + k] === w)) continue;
      const only = words.length === 1 ? (words[0] ?? '') : '';
      // "mais" is French maize after "le", "du", "de" and the conjunction "but" elsewhere
      const after = vocabulary.cropsAfter.get(only);
      if (after && !after.has(raw[i - 1] ?? '')) continue;
      hits.push({
        start: i,
        length: words.length,
        crop,
        ambiguous: only !== '' && vocabulary.ambiguousCrops.has(only),
      });
      i += words.length - 1;
      break;
    }
  }
  return hits;
}

/**
 * The crops named in the words, and which words name them. A word that is also a colour or
 * texture ("orange pustules") counts as a crop only next to a plant word, or when it is the only crop.
 */
export function detectCrops(
  raw: readonly string[],
  cropWords: readonly CropWord[],
  vocabulary: Vocabulary = ENGLISH_VOCABULARY,
): { crops: Set<string>; isCrop: boolean[] } {
  const crops = new Set<string>();
  const isCrop = new Array<boolean>(raw.length).fill(false);
  const hits = cropHits(raw, cropWords, vocabulary);
  const unambiguousCrops = new Set(hits.filter((hit) => !hit.ambiguous).map((hit) => hit.crop));
  for (const hit of hits) {
    if (hit.ambiguous) {
      const next = raw[hit.start + 1] ?? '';
      const prev = raw[hit.start - 1] ?? '';
      const plantish = hasWord(vocabulary.plantish, next);
      const looksLikeColour = hasWord(vocabulary.appearanceNext, next) || hasWord(vocabulary.appearancePrev, prev);
      const otherCrop = [...unambiguousCrops].some((c) => c !== hit.crop);
      if (!plantish && (looksLikeColour || otherCrop)) continue;
    }
    crops.add(hit.crop);
    for (let k = 0; k < hit.length; k++) isCrop[hit.start + k] = true;
  }
  return { crops, isCrop };
}
