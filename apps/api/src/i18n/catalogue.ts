import type { Language } from '@farmai/contracts';
import { SHARED_MESSAGES, type SharedMessageId, type SharedMessageParams } from '@farmai/contracts/shared-messages';
import {
  defineCatalogue,
  type Formatter,
  icuTemplates,
  type LocalizedMessage,
  type MessageArgs,
  type Translations,
} from '@farmai/server-kit';
import { bn } from './bn-data.js';
import { type English as ApiEnglish, en } from './en-data.js';
import { es } from './es-data.js';
import { fr } from './fr-data.js';
import { hi } from './hi-data.js';

/** The messages the API shares with the web app, typed by the values each takes. */
type SharedEnglish = {
  [K in SharedMessageId]: K extends keyof SharedMessageParams
    ? (params: SharedMessageParams[K], format: Formatter) => string
    : string;
};

/** Every message the API answers, in English: its own and those it shares with the web app. */
type English = ApiEnglish & SharedEnglish;

/** The id of a message the API answers. */
export type MessageId = keyof English & string;

/** The arguments a message takes after its id (nothing, or its parameters). */
export type MessageParams<K extends MessageId> = MessageArgs<English, K>;

/** The API's own messages in a language other than English: every id, with English's parameters. */
export type ApiTranslations = Translations<ApiEnglish>;

/** The shared messages of a language, as templates (packages/contracts/src/shared-messages.ts). */
const shared = (language: Language) => icuTemplates(language, SHARED_MESSAGES[language]) as unknown as SharedEnglish;

/**
 * Every message the API answers, in the five languages (docs/decisions/017-i18n-library.md): its own
 * catalogue here, and the one it shares with the web app.
 */
export const messages = defineCatalogue<English>(
  { ...en, ...shared('en') },
  {
    es: { ...es, ...shared('es') },
    fr: { ...fr, ...shared('fr') },
    bn: { ...bn, ...shared('bn') },
    hi: { ...hi, ...shared('hi') },
  },
);

/** A message, rendered later in the language of the request it answers. */
export function apiMessage<K extends MessageId>(id: K, ...params: MessageParams<K>): LocalizedMessage {
  return messages.message(id, ...params);
}

/** A message in a language. */
export function apiText<K extends MessageId>(language: Language, id: K, ...params: MessageParams<K>): string {
  return messages.text(language, id, ...params);
}
