import { useLingui } from '@lingui/react';
import { i18n } from './locale';
import type { MessageId, MessageValues } from './message-ids';

export {
  activateLanguage,
  currentLanguage,
  currentLocale,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  LOCALE_TAGS,
} from './locale';
export type { MessageId, MessageValues } from './message-ids';

/** A message in the current language, for code outside components (toasts, thunks, validation). */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** `t` bound to the current language; components that use it render again when the language changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return _ as (id: MessageId, values?: MessageValues) => string;
}

/** The Lingui instance, for the provider at the app's root. */
export { i18n };
