import { CROPS, LATIN_LOCAL_CROP_NAMES } from './knowledge/crops.js';
import { OTHER_CROPS } from './knowledge/world-crops.js';
import { isIndic } from './text-scripts.js';
import { hasWord, rawTokens, stem } from './text-tokens.js';
import { ENGLISH_VOCABULARY, type LanguageVocabulary, type Vocabulary } from './text-vocabulary.js';

/** One name of a crop, as the words it is written with. */
export interface CropWord {
  crop: string;
  words: string[];
  /** The words' stems, for Bangla and Hindi names ("ধানের" meets "ধান"). */
  stems?: string[];
}

/** Every crop name farmers use, English first, then the other languages' (longest names first). */
export function buildCropWords(languages: readonly LanguageVocabulary[] = []): CropWord[] {
  const list: CropWord[] = [];
  // crops without entries are recognised too, so their problems are not read as another crop's
  const latin = Object.entries(LATIN_LOCAL_CROP_NAMES);
  for (const [crop, names] of [...Object.entries(CROPS), ...Object.entries(OTHER_CROPS), ...latin]) {
    for (const name of names) list.push({ crop, words: rawTokens(name) });
  }
  for (const language of languages) {
    for (const [crop, names] of Object.entries(language.crops)) {
      for (const name of names) {
        const words = rawTokens(name);
        list.push(words.some(isIndic) ? { crop, words, stems: words.map(stem) } : { crop, words });
      }
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

/** Crop names by their first word (and first stem), each with its place in the list (longest names first). */
interface CropIndex {
  byWord: Map<string, [number, CropWord][]>;
  byStem: Map<string, [number, CropWord][]>;
}

const indexes = new WeakMap<readonly CropWord[], CropIndex>();

function cropIndex(cropWords: readonly CropWord[]): CropIndex {
  let index = indexes.get(cropWords);
  if (index) return index;
  index = { byWord: new Map(), byStem: new Map() };
  const push = (map: Map<string, [number, CropWord][]>, key: string | undefined, item: [number, CropWord]) => {
    if (key === undefined) return;
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  cropWords.forEach((cropWord, n) => {
    push(index.byWord, cropWord.words[0], [n, cropWord]);
    push(index.byStem, cropWord.stems?.[0], [n, cropWord]);
  });
  indexes.set(cropWords, index);
  return index;
}

/** Whether a crop name is written at position i: word for word, or Bangla/Hindi stem for stem. */
function nameAt(raw: readonly string[], stems: readonly (string | undefined)[], i: number, name: CropWord): boolean {
  for (let k = 0; k < name.words.length; k++) {
    if (raw[i + k] === name.words[k]) continue;
    const stemmed = stems[i + k];
    if (stemmed === undefined || name.stems === undefined || stemmed !== name.stems[k]) return false;
  }
  return true;
}

/** Every crop name in the words, longest name first at each position. */
function cropHits(
  raw: readonly string[],
  cropWords: readonly CropWord[],
  vocabulary: Vocabulary,
  words?: ReadonlyMap<string, string>,
): CropHit[] {
  const { byWord, byStem } = cropIndex(cropWords);
  // a Bangla or Hindi word meets a name by its stem, unless the word itself means something else
  // ("बैंगनी", purple, is not "बैंगन", eggplant, with an ending)
  const stems = raw.map((w) => (isIndic(w) && !words?.has(w) ? stem(w) : undefined));
  const hits: CropHit[] = [];
  for (let i = 0; i < raw.length; i++) {
    const stemmed = stems[i];
    const candidates = [...(byWord.get(raw[i] ?? '') ?? []), ...((stemmed && byStem.get(stemmed)) || [])];
    if (candidates.length === 0) continue;
    candidates.sort((a, b) => a[0] - b[0]);
    for (const [, cropWord] of candidates) {
      if (!nameAt(raw, stems, i, cropWord)) continue;
      const name = cropWord.words;
      const only = name.length === 1 ? (name[0] ?? '') : '';
      // "mais" is French maize after "le", "du", "de" and the conjunction "but" elsewhere
      const after = vocabulary.cropsAfter.get(only);
      if (after && !after.has(raw[i - 1] ?? '')) continue;
      hits.push({
        start: i,
        length: name.length,
        crop: cropWord.crop,
        ambiguous: only !== '' && vocabulary.ambiguousCrops.has(only),
      });
      i += name.length - 1;
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
  /** The lexicon's words: a Bangla or Hindi word it knows is not read as a crop name with an ending. */
  words?: ReadonlyMap<string, string>,
): { crops: Set<string>; isCrop: boolean[] } {
  const crops = new Set<string>();
  const isCrop = new Array<boolean>(raw.length).fill(false);
  const hits = cropHits(raw, cropWords, vocabulary, words);
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
