import type { Language } from '@farmai/contracts';
import { describe, expect, it } from 'vitest';
import { allSuggestions, type SuggestionText, type SuggestionTexts } from './suggestions';
import { suggestionsBn } from './suggestions-bn-data';
import { suggestionsEs } from './suggestions-es-data';
import { suggestionsFr } from './suggestions-fr-data';
import { suggestionsHi } from './suggestions-hi-data';

const translations: [Exclude<Language, 'en'>, SuggestionTexts][] = [
  ['es', suggestionsEs],
  ['fr', suggestionsFr],
  ['bn', suggestionsBn],
  ['hi', suggestionsHi],
];

const LISTS = ['symptoms', 'actions', 'prevention'] as const;
const TEXTS = ['imageAlt', 'title', 'description', 'crops', 'cause'] as const;

/** The letters each language is written in: a text left in English shows up as missing them. */
const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = {
  es: /[a-záéíóúñ]/i,
  fr: /[a-zàâçéèêëîïôûùüÿœ]/i,
  bn: /[\u0980-\u09FF]/,
  hi: /[\u0900-\u097F]/,
};

const LATIN_NAMES = [
  'Alternaria solani',
  'Phytophthora infestans',
  'Septoria lycopersici',
  'Puccinia striiformis',
  'Aphis gossypii',
  'Myzus persicae',
];

const allStrings = (text: SuggestionText) => [...TEXTS.map((key) => text[key]), ...LISTS.flatMap((key) => text[key])];

describe.each(translations)('the static suggestions in %s', (language, texts) => {
  it('has every suggestion English has, and no other', () => {
    expect(Object.keys(texts).map(Number).sort()).toEqual(allSuggestions.map((s) => s.id).sort());
  });

  it.each(allSuggestions.map((s) => [s.id, s] as const))(
    'suggestion %i has the lists English has, item for item',
    (id, english) => {
      const text = texts[id];
      for (const key of LISTS) expect(text[key], key).toHaveLength(english[key].length);
    },
  );

  it('has no empty text, and none left in English', () => {
    for (const suggestion of allSuggestions) {
      const text = texts[suggestion.id];
      for (const value of allStrings(text)) {
        expect(value.trim(), `${suggestion.id}`).not.toBe('');
        expect(value, `${suggestion.id}`).toMatch(SCRIPT[language]);
      }
      const english = allStrings(suggestion);
      const same = allStrings(text).filter((value, i) => value === english[i] && value.length > 12);
      expect(same, `${suggestion.id}: copied from English`).toEqual([]);
    }
  });

  it('keeps the Latin names of the organisms English names', () => {
    for (const suggestion of allSuggestions) {
      for (const name of LATIN_NAMES.filter((n) => suggestion.cause.includes(n))) {
        expect(texts[suggestion.id].cause, `${suggestion.id}`).toContain(name);
      }
    }
  });
});
