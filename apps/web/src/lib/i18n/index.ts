import type { Language } from '@farmai/contracts';
import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './locale';
import type { MessageId, MessageValues } from './message-ids';

export {
  activateLanguage,
  currentLanguage,
  currentLocale,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  LOCALE_TAGS,
  loadAllMessages,
} from './locale';
export type { MessageId, MessageValues } from './message-ids';

/** A message in the current language, for code outside components (toasts, thunks, validation). */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** A translate function of one language: a new one per language, so memoised values that use it follow a switch. */
export type Translate = (id: MessageId, values?: MessageValues) => string;
const translators = new Map<string, Translate>();
const translatorFor = (language: string): Translate => {
  let translate = translators.get(language);
  if (!translate) {
    translate = (id, values) => i18n._(id, values);
    translators.set(language, translate);
  }
  return translate;
};

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The language the texts are in; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t` for components: they render again, with the new texts, when the language changes. */
export function useT(): Translate {
  return translatorFor(useLanguage());
}

export { i18n };
