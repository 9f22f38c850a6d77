import type { Language } from '@farmai/contracts';
import { defineCatalogue, type LocalizedMessage, type MessageArgs, type Translations } from '@farmai/server-kit';
import { bn } from './bn-data.js';
import { type English, en } from './en-data.js';
import { es } from './es-data.js';
import { fr } from './fr-data.js';
import { hi } from './hi-data.js';

/** The id of a message the API answers. */
export type MessageId = keyof English & string;

/** The arguments a message takes after its id (nothing, or its parameters). */
export type MessageParams<K extends MessageId> = MessageArgs<English, K>;

/** The API's messages in a language other than English: every id, with English's parameters. */
export type ApiTranslations = Translations<English>;

/** Every message the API answers, in the five languages (docs/decisions/017-i18n-library.md). */
export const messages = defineCatalogue(en, { es, fr, bn, hi });

/** A message, rendered later in the language of the request it answers. */
export function apiMessage<K extends MessageId>(id: K, ...params: MessageParams<K>): LocalizedMessage {
  return messages.message(id, ...params);
}

/** A message in a language. */
export function apiText<K extends MessageId>(language: Language, id: K, ...params: MessageParams<K>): string {
  return messages.text(language, id, ...params);
}
