import { LANGUAGES } from '@farmai/contracts';
import { createLocaliser, translateEntry } from '@farmai/diagnosis-engine/knowledge/localise';
import { LOCALISER } from '@farmai/diagnosis-engine/knowledge/translations/index';
import { rank } from '@farmai/diagnosis-engine/ranker';
import { renderHealthy, renderReport } from '@farmai/diagnosis-engine/report';
import { REPORT_TEXT, reportContext } from '@farmai/diagnosis-engine/report-text';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { decideVerdict } from '@farmai/diagnosis-engine/verdict';
import { describe, expect, it } from 'vitest';
import { analyseImage } from '../src/engine/image-analysis.js';
import { diagnoseOffline } from '../src/providers/offline.js';
import { FIXTURE_TRANSLATIONS, fixtureLocalNames } from './fixtures/knowledge-translation.js';
import { TEST_KB } from './support/kb.js';
import { leafPhoto } from './support/leaf-images.js';

const localiser = createLocaliser(FIXTURE_TRANSLATIONS, fixtureLocalNames);
const matcher = new TextMatcher(TEST_KB, { localNames: localiser.localNames });
const found = TEST_KB.find((e) => e.id === 'tomato-early-blight');
if (!found) throw new Error('the knowledge base has no early blight entry');
const earlyBlight = found;

/** An early blight description the matcher diagnoses, in each language. */
const EARLY_BLIGHT = {
  bn: 'টমেটোর নিচের পুরনো পাতায় বাদামি দাগ, দাগের মধ্যে নিশানার মত গোল গোল রিং, দাগের চারপাশে পাতা হলুদ হয়ে ঝরে পড়ছে',
  hi: 'टमाटर की निचली पुरानी पत्तियों पर भूरे धब्बे, धब्बों में निशाने जैसे छल्ले, धब्बों के चारों ओर पत्ती पीली होकर गिर रही है',
  es: 'mi tomate tiene manchas cafes en las hojas viejas de abajo con anillos concentricos como diana y la hoja se pone amarilla alrededor y se cae',
  fr: 'mes tomates ont des taches brunes avec des cercles concentriques comme une cible sur les vieilles feuilles du bas, la feuille jaunit autour et tombe',
} as const;

const report = (language: keyof typeof EARLY_BLIGHT) => {
  const result = diagnoseOffline(
    matcher,
    EARLY_BLIGHT[language],
    undefined,
    undefined,
    reportContext(language, localiser),
  );
  expect(result.verdict, language).toBe('diagnosed');
  expect(result.candidates[0]?.id, language).toBe('tomato-early-blight');
  return result;
};

describe('the report in the language asked for', () => {
  it.each(Object.keys(EARLY_BLIGHT) as (keyof typeof EARLY_BLIGHT)[])(
    'writes the verdict, the headings and the fixed texts in %s',
    (language) => {
      const t = REPORT_TEXT[language];
      const { markdown } = report(language);
      const heading = t.mostLikely('', '').split(':')[0] ?? '';
      expect(markdown.startsWith(heading)).toBe(true);
      for (const h of [
        t.headings.whatWeSaw,
        t.headings.whatToDoNow,
        t.headings.treatment,
        t.headings.whenToCallExpert,
      ]) {
        expect(markdown).toContain(`\n${h}\n`);
      }
      expect(markdown).toContain(t.safetyLine);
      expect(markdown.endsWith(t.disclaimer)).toBe(true);
      for (const english of ['## Most likely', '### What we saw', '**Crop:**', 'Safety:', 'FarmAI gives guidance']) {
        expect(markdown).not.toContain(english);
      }
      // the crop by its name in the language, the symptoms in its words
      expect(markdown).toContain(t.crop(reportContext(language, LOCALISER).cropId('tomato'), false));
      expect(markdown).toContain(t.symptomLabel.ring ?? '');
    },
  );

  it('writes percentages with Bangla and Devanagari digits, and as es/fr write them', () => {
    expect(report('bn').markdown.split('\n')[0]).toMatch(/^## সবচেয়ে সম্ভাব্য: আগাম ধসা \([০-৯]+%\)$/);
    expect(report('hi').markdown.split('\n')[0]).toMatch(/^## सबसे संभावित: अगेती झुलसा \([०-९]+%\)$/);
    expect(report('es').markdown.split('\n')[0]).toMatch(/^## Lo más probable: Tizón temprano \(\d+\u00a0%\)$/);
    expect(report('fr').markdown.split('\n')[0]).toMatch(/^## Le plus probable : Early blight \(\d+[\u00a0\u202f]%\)$/);
    expect(reportContext('bn', LOCALISER).pct(0.72)).toBe('৭২%');
    expect(reportContext('hi', LOCALISER).pct(0.72)).toBe('७२%');
    expect(reportContext('en', LOCALISER).pct(0.72)).toBe('72%');
  });

  it("uses an entry's translation text, field by field, and English where it has none", () => {
    const bn = report('bn').markdown;
    expect(bn).toContain('সবচেয়ে পুরনো, নিচের পাতায় গাঢ় বাদামি দাগ');
    expect(bn).toContain('**ম্যানকোজেব**: সংস্পর্শক (FRAC M03)');
    expect(bn).not.toContain('Pick off and destroy');
    // Hindi: two leaf symptoms where English has three, so that list stays English; the rest is Hindi
    const hi = report('hi').markdown;
    expect(hi).toContain('Dark brown spots start on the oldest, lowest leaves');
    expect(hi).toContain('दो छिड़काव के बाद भी धब्बे ऊपर फैलते रहें');
    expect(hi).toContain('Pick off and destroy the lowest spotted leaves');
    // French: no translation at all, the whole entry stays English inside French sentences
    const fr = report('fr');
    expect(fr.candidates[0]?.name).toBe('Early blight');
    expect(fr.markdown).toContain('**Signes typiques de Early blight :**');
    // the candidates carry the names of the language asked for
    expect(report('bn').candidates[0]?.name).toBe('আগাম ধসা');
    expect(report('es').candidates[0]?.name).toBe('Tizón temprano');
  });

  it('words the possible, unsure, need-more-detail and healthy answers in the language', () => {
    const possible = rank(matcher, 'ধানের খোলে সাপের চামড়ার মত দাগ, দাগের কিনারা বাদামি', undefined);
    const bn = renderReport(
      possible,
      { verdict: 'possible', reason: 'close-call' },
      null,
      reportContext('bn', localiser),
    );
    expect(bn).toMatch(/^## সম্ভবত: /);
    expect(bn).toContain(REPORT_TEXT.bn.headings.howToTellApart);
    const cassava = rank(matcher, 'मेरे कसावा की पत्तियों पर धब्बे', undefined);
    const hi = renderReport(cassava, decideVerdict(cassava), null, reportContext('hi', localiser));
    expect(hi).toMatch(/^## हमें पक्का नहीं पता कि यह क्या है\nFarmAI अभी कसावा को नहीं देखता/);
    expect(hi).toContain('टमाटर, आलू, धान');
    const hello = rank(matcher, 'hola buenos dias', undefined);
    expect(renderReport(hello, decideVerdict(hello), null, reportContext('es', LOCALISER))).toMatch(
      /^## Cuéntenos un poco más del problema\n/,
    );
    expect(renderHealthy('tomato', reportContext('fr', LOCALISER))).toMatch(
      /^## Votre plant de tomate a l’air en bonne santé\n/,
    );
  });

  it('describes the photo in the language, with its digits', async () => {
    const image = await analyseImage(await leafPhoto('spots-halo'));
    const ranking = rank(matcher, EARLY_BLIGHT.bn, image);
    const bn = renderReport(ranking, decideVerdict(ranking), null, reportContext('bn', localiser));
    expect(bn).toMatch(/\*\*ছবিতে:\*\* পাতার দৃশ্যমান অংশের \*\*[০-৯]+\.[০-৯]% আক্রান্ত\*\*।/);
    expect(bn).toMatch(/[০-৯]+টি আলাদা দাগ/);
  });

  it('has every text in every language', () => {
    const en = REPORT_TEXT.en;
    for (const language of LANGUAGES) {
      const t = REPORT_TEXT[language];
      expect(Object.keys(t.symptomLabel).sort(), language).toEqual(Object.keys(en.symptomLabel).sort());
      for (const value of Object.values(t.symptomLabel)) expect(value.trim(), language).not.toBe('');
      expect(t.describeItems.length, language).toBe(en.describeItems.length);
      expect(t.unsureSteps.length, language).toBe(en.unsureSteps.length);
    }
  });
});

describe('translated entries', () => {
  it('keep the English entry where a list length differs or a text is empty', () => {
    const hi = FIXTURE_TRANSLATIONS.hi?.['tomato-early-blight'];
    if (!hi) throw new Error('no Hindi fixture');
    const entry = translateEntry(earlyBlight, hi);
    expect(entry.name).toBe('अगेती झुलसा');
    expect(entry.symptoms.leaf).toEqual(earlyBlight.symptoms.leaf);
    expect(entry.symptoms.stem?.[0]).toMatch(/^तनों पर/);
    expect(entry.symptoms.fruit).toEqual(earlyBlight.symptoms.fruit);
    expect(entry.lookAlikes).toEqual(earlyBlight.lookAlikes);
    expect(entry.management).toEqual(earlyBlight.management);
    expect(entry.id).toBe(earlyBlight.id);
    expect(entry.hosts).toEqual(earlyBlight.hosts);
    expect(localiser.entry(earlyBlight, 'en')).toBe(earlyBlight);
    expect(localiser.entry(earlyBlight, 'fr')).toBe(earlyBlight);
    expect(localiser.has('tomato-early-blight', 'bn')).toBe(true);
    expect(localiser.has('late-blight', 'es')).toBe(false);
    expect(localiser.localNames('late-blight')).toEqual(['নাবি ধসা', 'nabi dhosha', 'पछेती झुलसा', 'pachheti jhulsa']);
  });

  it('keep the look-alikes in the English order, so the right one is quoted in any language', () => {
    const bn = localiser.entry(earlyBlight, 'bn');
    expect(bn.lookAlikes.map((l) => l.id)).toEqual(earlyBlight.lookAlikes.map((l) => l.id));
    expect(bn.lookAlikes[1]?.name).toBe('নাবি ধসা');
  });
});
