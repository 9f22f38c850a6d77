import { CROPS } from './knowledge/crops.js';
import { OTHER_CROPS } from './knowledge/world-crops.js';
import { rawTokens } from './text-tokens.js';
import { AMBIGUOUS_CROP_WORDS, APPEARANCE_NEXT, APPEARANCE_PREV, PLANTISH } from './vocabulary-data.js';

export interface CropWord {
  crop: string;
  words: string[];
}

export function buildCropWords(): CropWord[] {
  const list: CropWord[] = [];
  // crops without entries are recognised too, so their problems are not read as another crop's
  for (const [crop, names] of [...Object.entries(CROPS), ...Object.entries(OTHER_CROPS)]) {
    for (const name of names) list.push({ crop, words: rawTokens(name) });
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
function cropHits(raw: readonly string[], cropWords: readonly CropWord[]): CropHit[] {
  const hits: CropHit[] = [];
  for (let i = 0; i < raw.length; i++) {
    for (const { crop, words } of cropWords) {
      if (words.every((w, k) => raw[i + k] === w)) {
        const ambiguous = words.length === 1 && AMBIGUOUS_CROP_WORDS.has(words[0] ?? '');
        hits.push({ start: i, length: words.length, crop, ambiguous });
        i += words.length - 1;
        break;
      }
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
): { crops: Set<string>; isCrop: boolean[] } {
  const crops = new Set<string>();
  const isCrop = new Array<boolean>(raw.length).fill(false);
  const hits = cropHits(raw, cropWords);
  const unambiguousCrops = new Set(hits.filter((hit) => !hit.ambiguous).map((hit) => hit.crop));
  for (const hit of hits) {
    if (hit.ambiguous) {
      const next = raw[hit.start + 1] ?? '';
      const prev = raw[hit.start - 1] ?? '';
      const plantish = PLANTISH.has(next);
      const looksLikeColour = APPEARANCE_NEXT.has(next) || APPEARANCE_PREV.has(prev);
      const otherCrop = [...unambiguousCrops].some((c) => c !== hit.crop);
      if (!plantish && (looksLikeColour || otherCrop)) continue;
    }
    crops.add(hit.crop);
    for (let k = 0; k < hit.length; k++) isCrop[hit.start + k] = true;
  }
  return { crops, isCrop };
}
