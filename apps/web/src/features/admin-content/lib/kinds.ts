import type { AdminCultivationEntry, AdminExpertAdvice, EntryStatus, TranslationLanguage } from '@farmai/contracts';
import { type ContentRoutes, routes } from '@farmai/contracts/routes';
import type { MessageId } from '@/lib/i18n';

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
  /** A draft is seen here only; a published entry is read by farmers. */
  status: EntryStatus;
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
  heading: MessageId;
  intro: MessageId;
  /** Where the kind's list and writes live (`routes.common.scm`, `routes.common.expertAdvice`). */
  routes: ContentRoutes;
  listKey: string;
  updateKey: string;
  /** The multipart field of the text input. */
  textField: 'crop_name' | 'title';
  textLabel: MessageId;
  textPlaceholder: MessageId;
  empty: MessageId;
  toEntry: (raw: unknown) => Entry;
}

export const ENTRY_KINDS: Record<EntryKindId, EntryKind> = {
  scm: {
    id: 'scm',
    heading: 'admin-content.scmHeading',
    intro: 'admin-content.scmIntro',
    routes: routes.common.scm,
    listKey: 'scientificCultivationMethods',
    updateKey: 'scientificCultivationMethods',
    textField: 'crop_name',
    textLabel: 'admin-content.cropName',
    textPlaceholder: 'admin-content.cropNamePlaceholder',
    empty: 'admin-content.scmEmpty',
    toEntry: (raw) => {
      const e = raw as AdminCultivationEntry;
      return {
        _id: e._id,
        name: e.crop_name,
        description: e.description,
        path: e.path,
        status: e.status ?? 'published',
        translations: textsOf(e.translations ?? {}, 'crop_name'),
      };
    },
  },
  expertAdvice: {
    id: 'expertAdvice',
    heading: 'admin-content.adviceHeading',
    intro: 'admin-content.adviceIntro',
    routes: routes.common.expertAdvice,
    listKey: 'expertAdvice',
    updateKey: 'expertAdvice',
    textField: 'title',
    textLabel: 'admin-content.title',
    textPlaceholder: 'admin-content.titlePlaceholder',
    empty: 'admin-content.adviceEmpty',
    toEntry: (raw) => {
      const e = raw as AdminExpertAdvice;
      return {
        _id: e._id,
        name: e.title,
        description: e.description,
        path: e.path,
        status: e.status ?? 'published',
        translations: textsOf(e.translations ?? {}, 'title'),
      };
    },
  },
};

/** docs/product/rules.md#constants-and-limits: admin cards show the first 100 characters of a description, then '...'. */
export const DESCRIPTION_CUT = 100;
export const cutDescription = (text: string, max = DESCRIPTION_CUT) =>
  text.length > max ? `${text.slice(0, max)}...` : text;
