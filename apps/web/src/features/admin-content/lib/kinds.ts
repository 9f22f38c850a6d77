import type { AdminCultivationEntry, AdminExpertAdvice, TranslationLanguage } from '@farmai/contracts';

export type EntryKindId = 'scm' | 'expertAdvice';

/** An entry's text in one language, whatever its name field is called in the API. */
export interface EntryText {
  name: string;
  description: string;
}

/** An SCM entry or an advice article, as the admin screen shows it, with its translations. */
export interface Entry extends EntryText {
  _id: string;
  path: string;
  translations: Partial<Record<TranslationLanguage, EntryText>>;
}

/** Stored translations with the kind's name field, as the screen keeps them. */
const textsOf = <K extends string>(
  translations: Partial<Record<TranslationLanguage, Record<K, string> & { description: string }>>,
  name: K,
): Entry['translations'] =>
  Object.fromEntries(
    Object.entries(translations).map(([language, t]) => [
      language,
      { name: (t as Record<K, string>)[name], description: (t as { description: string }).description },
    ]),
  );

/**
 * The two entry kinds differ only in names (docs/product/wire.md#uploads-and-content): where they live, which key holds the
 * list and the updated entry, and what the text field is called.
 */
export interface EntryKind {
  id: EntryKindId;
  heading: string;
  intro: string;
  base: string;
  listKey: string;
  updateKey: string;
  /** The multipart field of the text input. */
  textField: 'crop_name' | 'title';
  textLabel: string;
  textPlaceholder: string;
  empty: string;
  toEntry: (raw: unknown) => Entry;
}

export const ENTRY_KINDS: Record<EntryKindId, EntryKind> = {
  scm: {
    id: 'scm',
    heading: 'Scientific Cultivation Methods',
    intro: 'Cultivation guides per crop, shown to farmers on their home page.',
    base: '/api/common/scm',
    listKey: 'scientificCultivationMethods',
    updateKey: 'scientificCultivationMethods',
    textField: 'crop_name',
    textLabel: 'Crop Name',
    textPlaceholder: 'e.g. Rice (Boro season)',
    empty: 'No SCM entries available',
    toEntry: (raw) => {
      const e = raw as AdminCultivationEntry;
      return {
        _id: e._id,
        name: e.crop_name,
        description: e.description,
        path: e.path,
        translations: textsOf(e.translations ?? {}, 'crop_name'),
      };
    },
  },
  expertAdvice: {
    id: 'expertAdvice',
    heading: 'Expert Advice',
    intro: 'Articles from agronomists, shown to farmers under Expert Advice.',
    base: '/api/common/expertAdvice',
    listKey: 'expertAdvice',
    updateKey: 'expertAdvice',
    textField: 'title',
    textLabel: 'Title',
    textPlaceholder: 'e.g. Mulch early to keep the soil moist',
    empty: 'No expert advice entries available',
    toEntry: (raw) => {
      const e = raw as AdminExpertAdvice;
      return {
        _id: e._id,
        name: e.title,
        description: e.description,
        path: e.path,
        translations: textsOf(e.translations ?? {}, 'title'),
      };
    },
  },
};

/** docs/product/rules.md#constants-and-limits: admin cards show the first 100 characters of a description, then '...'. */
export const DESCRIPTION_CUT = 100;
export const cutDescription = (text: string, max = DESCRIPTION_CUT) =>
  text.length > max ? `${text.slice(0, max)}...` : text;
