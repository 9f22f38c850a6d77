import type { Language } from '@farmai/contracts';
import { ENGLISH_ENTRIES, type Localiser } from './knowledge/localise.js';
import type { KnowledgeEntry } from './knowledge/types.js';
import { reportTextBn } from './report-text-bn-data.js';
import { reportTextEn } from './report-text-en-data.js';
import { reportTextEs } from './report-text-es-data.js';
import { reportTextFr } from './report-text-fr-data.js';
import { reportTextHi } from './report-text-hi-data.js';
import type { ReportText } from './report-text-types.js';
import { bnVocabulary } from './vocabulary-bn-data.js';
import { esVocabulary } from './vocabulary-es-data.js';
import { frVocabulary } from './vocabulary-fr-data.js';
import { hiVocabulary } from './vocabulary-hi-data.js';

/** The report's texts, by language. */
export const REPORT_TEXT: Readonly<Record<Language, ReportText>> = {
  en: reportTextEn,
  es: reportTextEs,
  fr: reportTextFr,
  bn: reportTextBn,
  hi: reportTextHi,
};

/** Locales for numbers: Bangla and Hindi in their own digits. */
const NUMBER_LOCALE: Readonly<Record<Language, string>> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  bn: 'bn-u-nu-beng',
  hi: 'hi-u-nu-deva',
};

const CROP_NAMES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, readonly string[]>>>> = {
  es: esVocabulary.crops,
  fr: frVocabulary.crops,
  bn: bnVocabulary.crops,
  hi: hiVocabulary.crops,
};

/** Everything the report needs to speak one language: its texts, numbers, crops and entries. */
export interface ReportContext {
  language: Language;
  t: ReportText;
  /** An entry with its texts in the report's language (English where it has no translation). */
  entry(entry: KnowledgeEntry): KnowledgeEntry;
  /** Whether the entry has a translation in the report's language. */
  translated(entry: KnowledgeEntry): boolean;
  /** A share 0–1 as a whole percentage ("72%", "৭২%"). */
  pct(x: number): string;
  /** A percentage 0–100 with `digits` decimals ("4.3%", "4,3 %"). */
  percent(x: number, digits: number): string;
  /** A whole number ("12", "১২"). */
  count(x: number): string;
  /** A crop id as the farmer reads it: English keeps the id ("tomato"), the others their name ("টমেটো"). */
  cropId(crop: string): string;
  /** A crop id in words (`sweet-potato` → "sweet potato", "camote"). */
  cropName(crop: string): string;
}

const englishCrop = (crop: string) => crop.replace(/-/g, ' ');

/**
 * The report context of a language; entries come from the localiser's translations (the service's has
 * every language, the phone's the one it answers in).
 */
export function reportContext(language: Language, localiser: Localiser): ReportContext {
  const t = REPORT_TEXT[language];
  const locale = NUMBER_LOCALE[language];
  const whole = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const names = language === 'en' ? undefined : CROP_NAMES[language];
  const cropName = (crop: string) => names?.[crop]?.[0] ?? englishCrop(crop);
  return {
    language,
    t,
    entry: (entry) => localiser.entry(entry, language),
    translated: (entry) => localiser.has(entry.id, language),
    pct: (x) => (language === 'en' ? `${Math.round(x * 100)}%` : whole.format(Math.round(x * 100) / 100)),
    percent: (x, digits) =>
      language === 'en'
        ? `${x.toFixed(digits)}%`
        : new Intl.NumberFormat(locale, {
            style: 'percent',
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(Number(x.toFixed(digits)) / 100),
    count: (x) => (language === 'en' ? String(x) : integer.format(x)),
    cropId: (crop) => (language === 'en' ? crop : cropName(crop)),
    cropName,
  };
}

/** The English report context (the default of every renderer). */
export const ENGLISH: ReportContext = reportContext('en', ENGLISH_ENTRIES);

export type { PhotoText, ReportText } from './report-text-types.js';
