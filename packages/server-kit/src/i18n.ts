import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageFromHeader } from '@farmai/contracts';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The words of a count in each plural category of `Intl.PluralRules` (ICU's `one`, `few`, `many`,
 * `other`…), `#` standing for the number written the language's way. `other` is always needed.
 * Text the client sent (a product title) goes outside the forms, where a `#` in it stays as it is.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** What a message in one language uses to write numbers, counts and money. */
export interface Formatter {
  readonly language: Language;
  /** A number with the language's digits and separators (Bangla and Devanagari digits for bn and hi). */
  number(value: number): string;
  /** The plural form the language uses for `count`, with `#` replaced by the number. */
  plural(count: number, forms: PluralForms): string;
  /** An amount of money given in cents (hundredths) of an ISO 4217 currency. */
  money(cents: number, currency: string): string;
}

/** One message in one language: fixed words, or words built from its parameters. */
export type Template<P> = string | ((params: P, format: Formatter) => string);

/** The shape every English catalogue has: message ids to templates (parameters typed by each template). */
export type EnglishCatalogue = Record<string, string | ((params: never, format: Formatter) => string)>;

/** The parameters a message takes, read from its English template (`undefined` for fixed words). */
export type ParamsOf<T> = T extends (params: infer P, format: Formatter) => string ? P : undefined;

/** The arguments after a message id: its parameters, or nothing for a message that takes none. */
export type MessageArgs<E extends EnglishCatalogue, K extends keyof E> =
  ParamsOf<E[K]> extends undefined ? [] : [params: ParamsOf<E[K]>];

/**
 * Every message of an English catalogue in another language. A missing id, an extra one or a
 * parameter the English message does not have fails the type check.
 */
export type Translations<E extends EnglishCatalogue> = { readonly [K in keyof E]: Template<ParamsOf<E[K]>> };

/** The languages other than English, each of which needs every message. */
export type OtherLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/** A message with its parameters, not yet in any language: rendered where the request's language is known. */
export interface LocalizedMessage {
  readonly id: string;
  render(language: Language): string;
}

/** Words for a client: fixed (always the same) or a message rendered in the request's language. */
export type Text = string | LocalizedMessage;

/** A catalogue of messages in every language FarmAI speaks. */
export interface Catalogue<E extends EnglishCatalogue> {
  /** Every message id. */
  readonly ids: readonly (keyof E & string)[];
  /** The message in a language. */
  text<K extends keyof E & string>(language: Language, id: K, ...params: MessageArgs<E, K>): string;
  /** The message, to be rendered later in whichever language the request asks for. */
  message<K extends keyof E & string>(id: K, ...params: MessageArgs<E, K>): LocalizedMessage;
}

/** The locale Intl writes a language's numbers with: Bangla and Hindi with their own digits. */
export function numberLocale(language: Language): string {
  if (language === 'bn') return 'bn-u-nu-beng';
  if (language === 'hi') return 'hi-u-nu-deva';
  return language;
}

function createFormatter(language: Language): Formatter {
  const locale = numberLocale(language);
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(language);
  const currencies = new Map<string, Intl.NumberFormat>();
  return {
    language,
    number: (value) => numbers.format(value),
    plural: (count, forms) => (forms[plurals.select(count)] ?? forms.other).replaceAll('#', numbers.format(count)),
    money(cents, currency) {
      let format = currencies.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        currencies.set(currency, format);
      }
      return format.format(cents / 100);
    },
  };
}

const formatters = new Map<Language, Formatter>(LANGUAGES.map((language) => [language, createFormatter(language)]));

/** The formatter of a language (one per language, made once). */
export function formatterFor(language: Language): Formatter {
  return formatters.get(language) ?? createFormatter(language);
}

/**
 * Puts an English catalogue and its translations together. English is the words the product
 * description fixes; each other language has every message (the types make sure of it).
 */
export function defineCatalogue<E extends EnglishCatalogue>(
  english: E,
  translations: { readonly [L in OtherLanguage]: Translations<E> },
): Catalogue<E> {
  const byLanguage = { ...translations, [DEFAULT_LANGUAGE]: english } as Record<
    Language,
    Record<string, Template<unknown>>
  >;
  const render = (language: Language, id: string, params: unknown): string => {
    const template = byLanguage[language][id] ?? byLanguage[DEFAULT_LANGUAGE][id];
    if (template === undefined) throw new Error(`unknown message ${id}`);
    return typeof template === 'string' ? template : template(params, formatterFor(language));
  };
  return {
    ids: Object.keys(english) as (keyof E & string)[],
    text: (language, id, ...params) => render(language, id, (params as unknown[])[0]),
    message: (id, ...params) => ({ id, render: (language) => render(language, id, (params as unknown[])[0]) }),
  };
}

/**
 * The templates of ICU MessageFormat messages in one language (the catalogue the API shares with the
 * web app, packages/contracts/src/shared-messages.ts), rendered by the library the web renders them
 * with, so both sides write the same words: fixed words as they are, the others from their values.
 */
export function icuTemplates<Id extends string>(
  language: Language,
  messages: Record<Id, string>,
): Record<Id, Template<Record<string, unknown>>> {
  const compiled = Object.fromEntries(
    Object.entries<string>(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
  const i18n = setupI18n({ locale: language, locales: [numberLocale(language)], messages: { [language]: compiled } });
  const templates: Record<string, Template<Record<string, unknown>>> = {};
  for (const [id, message] of Object.entries(compiled)) {
    templates[id] = typeof message === 'string' ? i18n._(id) : (values) => i18n._(id, values);
  }
  return templates as Record<Id, Template<Record<string, unknown>>>;
}

/** The words of a text in a language. */
export function renderText(text: Text, language: Language): string {
  return typeof text === 'string' ? text : text.render(language);
}

/** The language a request asks for with `Accept-Language` (English when it asks for none we speak). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header.join(',') : header);
}

/** Says that the answer's words depend on `Accept-Language`, so caches keep one copy per language. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...values, 'accept-language'].join(', '));
}

const languageChosen = new WeakSet<FastifyRequest>();

/**
 * The request's language, for words put in its answer: the answer is then marked
 * `Vary: Accept-Language` (by `languageVaryHook`).
 */
export function answerLanguage(request: FastifyRequest): Language {
  languageChosen.add(request);
  return requestLanguage(request);
}

/** An `onSend` hook: `Vary: Accept-Language` on the answers whose words `answerLanguage` chose. */
export async function languageVaryHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (languageChosen.has(request)) varyOnLanguage(reply);
}
