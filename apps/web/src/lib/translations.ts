import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@farmai/contracts';

/**
 * The admin's translations of an item's text while they are typed: every language, every field
 * as text (`''` for nothing yet). docs/decisions/018-content-translations.md.
 */
export type TranslationDraft<F extends string> = Record<TranslationLanguage, Record<F, string>>;

/** An item's stored translations by language, whatever their fields. */
type StoredTranslations<F extends string> = Partial<Record<TranslationLanguage, Partial<Record<F, string>>>>;

/** The draft of stored translations (none: every field empty). */
export function draftOf<F extends string>(
  fields: readonly F[],
  stored: StoredTranslations<F> | undefined,
): TranslationDraft<F> {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(fields.map((field) => [field, stored?.[language]?.[field] ?? ''])),
    ]),
  ) as TranslationDraft<F>;
}

const filled = (value: string) => value.trim() !== '';

/** The languages with something typed in, trimmed, as the API takes them; the languages left empty have none. */
export function translationsOf<F extends string>(
  draft: TranslationDraft<F>,
): Partial<Record<TranslationLanguage, Record<F, string>>> {
  const out: Partial<Record<TranslationLanguage, Record<F, string>>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const values = Object.entries(draft[language]) as [F, string][];
    if (!values.some(([, value]) => filled(value))) continue;
    out[language] = Object.fromEntries(values.map(([field, value]) => [field, value.trim()])) as Record<F, string>;
  }
  return out;
}

/** The languages begun but missing a field the API requires (the submit waits for them). */
export function incompleteLanguages<F extends string>(
  draft: TranslationDraft<F>,
  required: readonly F[],
): TranslationLanguage[] {
  return TRANSLATION_LANGUAGES.filter((language) => {
    const values = Object.values(draft[language]) as string[];
    return values.some(filled) && required.some((field) => !filled(draft[language][field]));
  });
}

/** The languages an item has no translation into (readers in them get the English text). */
export function missingLanguages(
  stored: Partial<Record<TranslationLanguage, unknown>> | undefined,
): TranslationLanguage[] {
  return TRANSLATION_LANGUAGES.filter((language) => stored?.[language] === undefined);
}
