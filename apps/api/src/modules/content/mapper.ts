import type {
  AdminCultivationEntry,
  AdminExpertAdvice,
  AdminFeature,
  CultivationEntry,
  ExpertAdvice,
  Feature,
  Language,
} from '@farmai/contracts';
import type { AdviceRow, CultivationRow, FeatureRow } from './repository.js';

/*
 * Content as shoppers read it in a language (docs/decisions/018-content-translations.md): in
 * English as it always was; in another, translated when it is, else in English, with `language`
 * saying which. The admin's answers hold the English text and every translation.
 */

const englishFeature = (row: FeatureRow): Feature => ({
  _id: row.id,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

/** A banner in a language: translated words go with the picture without words, for the browser to draw them. */
export function toFeature(row: FeatureRow, language: Language = 'en'): Feature {
  const feature = englishFeature(row);
  if (language === 'en') return feature;
  const translation = row.translations[language];
  if (!translation || row.backdrop === '') return { ...feature, language: 'en' };
  return { ...feature, image: row.backdrop, title: translation.title, language };
}

export const toAdminFeature = (row: FeatureRow): AdminFeature => ({
  ...englishFeature(row),
  title: row.title,
  backdrop: row.backdrop,
  translations: row.translations,
});

const englishAdvice = (row: AdviceRow): ExpertAdvice => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  path: row.path,
  postedDate: row.postedDate.toISOString(),
});

export function toAdvice(row: AdviceRow, language: Language = 'en'): ExpertAdvice {
  const advice = englishAdvice(row);
  if (language === 'en') return advice;
  const translation = row.translations[language];
  if (!translation) return { ...advice, language: 'en' };
  return { ...advice, title: translation.title, description: translation.description, language };
}

export const toAdminAdvice = (row: AdviceRow): AdminExpertAdvice => ({
  ...englishAdvice(row),
  translations: row.translations,
  status: row.status,
});

const englishCultivation = (row: CultivationRow): CultivationEntry => ({
  _id: row.id,
  crop_name: row.cropName,
  description: row.description,
  path: row.path,
  createdAt: row.createdAt.toISOString(),
});

export function toCultivation(row: CultivationRow, language: Language = 'en'): CultivationEntry {
  const entry = englishCultivation(row);
  if (language === 'en') return entry;
  const translation = row.translations[language];
  if (!translation) return { ...entry, language: 'en' };
  return { ...entry, crop_name: translation.crop_name, description: translation.description, language };
}

export const toAdminCultivation = (row: CultivationRow): AdminCultivationEntry => ({
  ...englishCultivation(row),
  translations: row.translations,
  status: row.status,
});
