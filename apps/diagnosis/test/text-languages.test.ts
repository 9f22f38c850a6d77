import { createLocaliser } from '@farmai/diagnosis-engine/knowledge/localise';
import { rank } from '@farmai/diagnosis-engine/ranker';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { englishTerm, rawTokens } from '@farmai/diagnosis-engine/text-tokens';
import { LOCAL_VOCABULARIES } from '@farmai/diagnosis-engine/vocabularies';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TRANSLATIONS, fixtureLocalNames } from './fixtures/knowledge-translation.js';
import { TEST_KB } from './support/kb.js';

const matcher = new TextMatcher(TEST_KB);
const analyse = (text: string) => matcher.analyse(text);
const topIds = (m: TextMatcher, text: string) =>
  rank(m, text, undefined)
    .ranked.slice(0, 3)
    .map((r) => r.entry.id);

describe('local crop, part and symptom names', () => {
  it.each(['dhaan', 'dhan', 'dhān', 'dha\u0304n', 'Dhaan', 'ধান', 'ধানের', 'धान', 'paddy', 'arroz', 'riz'])(
    '"%s" is rice',
    (word) => {
      expect(analyse(`${word} ki patti`).crops).toEqual(['rice']);
    },
  );

  it('reads "jhulsa" (and झुलसा) as blight, as the English word', () => {
    expect(analyse('aloo me jhulsa rog').terms).toContain(englishTerm('blight'));
    expect(analyse('आलू में झुलसा रोग').terms).toContain(englishTerm('blight'));
    expect(englishTerm('blight')).toBe(analyse('potato blight').terms[0]);
  });

  it('reads "patti", "patte", "পাতা", "पत्तियों", "hojas", "feuilles" as the leaf', () => {
    for (const text of ['patti peeli', 'patte peele', 'পাতা হলুদ', 'पत्तियों पर', 'hojas amarillas', 'feuilles jaunes']) {
      expect(analyse(text).parts, text).toEqual(['leaf']);
    }
  });

  it('reads "tamatar ke patte par bhure gol daag" as tomato, leaf, brown, spot', () => {
    const a = analyse('tamatar ke patte par bhure gol daag');
    expect(a.crops).toEqual(['tomato']);
    expect(a.parts).toEqual(['leaf']);
    expect(a.symptoms).toEqual(expect.arrayContaining(['brown', 'spot']));
    const ids = topIds(matcher, 'tamatar ke patte par bhure gol daag');
    expect(ids.some((id) => id === 'tomato-early-blight' || id === 'tomato-septoria-leaf-spot')).toBe(true);
    expect(ids[0]).not.toBe('phytophthora-blight');
  });

  it('meets the same words in Devanagari and Bengali however they are typed (Unicode forms, nukta, chandrabindu)', () => {
    // precomposed ड़ (U+095C) and ड + nukta; गेहूँ, गेहूं and गेहू; য় precomposed and য + nukta; a joiner
    expect(analyse('\u0938\u095c \u0930\u0939\u093e').terms).toEqual(
      analyse('\u0938\u0921\u093c \u0930\u0939\u093e').terms,
    );
    for (const wheat of ['गेहूँ', 'गेहूं', 'गेहू']) expect(analyse(`${wheat} की पत्ती`).crops).toEqual(['wheat']);
    expect(analyse('\u09aa\u09be\u09a4\u09be\u09df').parts).toEqual(['leaf']);
    expect(analyse('\u09aa\u09be\u09a4\u09be\u09af\u09bc').parts).toEqual(['leaf']);
    expect(analyse('পাতা\u200cয় দাগ').symptoms).toContain('spot');
    expect(rawTokens('ধানের পাতায় দাগ। গাছ মরছে')).toContain('|');
    expect(rawTokens('২৫% পাতা')).toContain('25');
  });

  it('understands negations in every language, before or after the word', () => {
    for (const text of [
      'tamatar ke patte me daag nahi',
      'টমেটোর পাতায় কোনো দাগ নেই',
      'टमाटर की पत्ती पर दाग नहीं',
      'tomate sin manchas',
      'tomates sans taches',
      "il n'y a pas de taches sur la tomate",
    ]) {
      const a = analyse(text);
      expect(a.negated, text).toContain('spot');
      expect(a.symptoms, text).not.toContain('spot');
    }
    // "I don't know" is not about the plant
    expect(analyse('pata nahi kya hua tamatar ke patte peele').symptoms).toContain('yellow');
    expect(analyse('je ne sais pas pourquoi les feuilles jaunissent').symptoms).toContain('yellow');
    expect(analyse('no sé qué tiene mi tomate las hojas amarillas').symptoms).toContain('yellow');
  });

  it('tells a colour from a crop and an animal from a plant in the other languages', () => {
    expect(analyse('প্যাঁজের পাতায় বেগুনি দাগ').crops).not.toContain('eggplant');
    expect(analyse('प्याज की पत्तियों पर बैंगनी धब्बे').crops).toEqual(['onion']);
    expect(analyse('trigo con polvo naranja').crops).toEqual(['wheat']);
    expect(analyse('le maïs jaunit mais pas le riz').crops).toEqual(['maize', 'rice']);
    expect(analyse('les feuilles jaunissent mais pas les tiges').crops).toEqual([]);
    expect(analyse('meri gaay bimar hai').offTopicSubject).toBe(true);
  });

  it('reads an English message with the English words only', () => {
    // "fine" is a French word for narrow, "n" a French negator, "pile" Hindi for yellow
    expect(analyse('leaves are fine, spots are hot n humid').terms).toEqual(expect.arrayContaining(['fine', 'n']));
    expect(analyse('a pile of dead leaves').symptoms).not.toContain('yellow');
    expect(analyse('leaves are fine').local).toBe(false);
    expect(analyse('tamatar ke patte').local).toBe(true);
  });
});

describe('local names of the translations', () => {
  it('ranks an entry by its local names, for messages in a local language only', () => {
    const localiser = createLocaliser(FIXTURE_TRANSLATIONS, fixtureLocalNames);
    const withNames = new TextMatcher(TEST_KB, { localNames: localiser.localNames });
    const without = new TextMatcher(TEST_KB, { localNames: () => [] });
    expect(topIds(withNames, 'aloo me pachheti jhulsa')[0]).toBe('late-blight');
    expect(topIds(withNames, 'tomato me agheti jhulsa')[0]).toBe('tomato-early-blight');
    expect(topIds(withNames, 'আলুতে নাবি ধসা')[0]).toBe('late-blight');
    // English messages score exactly as without them
    const english = 'tomato blight with rings on the leaves';
    const scores = (m: TextMatcher) => rank(m, english, undefined).ranked.map((r) => [r.entry.id, r.score]);
    expect(scores(withNames)).toEqual(scores(without));
  });
});

describe('the vocabularies', () => {
  it('map every word onto an English term the knowledge base uses', () => {
    const unused: string[] = [];
    for (const vocabulary of LOCAL_VOCABULARIES) {
      for (const english of Object.keys(vocabulary.words)) {
        if (!matcher.usesTerm(englishTerm(english))) unused.push(english);
      }
    }
    expect(unused).toEqual([]);
  });

  it('name only crops the matcher knows', () => {
    const known = new Set(TEST_KB.flatMap((e) => e.hosts));
    for (const vocabulary of LOCAL_VOCABULARIES) {
      for (const [crop, names] of Object.entries(vocabulary.crops)) {
        const first = names[0] ?? '';
        expect(analyse(first).crops, `${crop}: ${first}`).toContain(crop);
        if (known.has(crop)) expect(matcher.coversCrop(crop)).toBe(true);
      }
    }
  });
});
