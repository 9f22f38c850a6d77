import { type Language, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@farmai/contracts';
import { toProduct } from '../mapper.js';
import type { ProductRow } from '../repository.js';
import type { Arena } from './parts.js';

/**
 * A product's answers in the read model's arena: the English one, and one per language it is
 * translated into. The answer in a language it is not translated into is the English one with
 * `"language":"en"` added, put together when asked for (what toProduct answers in SQL, byte for
 * byte), so a catalog without translations takes no more room than before.
 */

/** Where one answer JSON sits in the arena (UTF-8). */
export interface Span {
  at: number;
  jsonBytes: number;
}

/** The English answer's span, and the translated answers' spans by language. */
export interface Answers extends Span {
  translated: ({ language: TranslationLanguage } & Span)[] | undefined;
}

/** What closes the English answer, and what closes it in another language without a translation. */
const CLOSE = 0x7d;
const FALLBACK_TAIL = Buffer.from(',"language":"en"}');

/** Appends a row's answers to the arena. */
export function appendAnswers(arena: Arena, row: ProductRow): Answers {
  const english = arena.append(JSON.stringify(toProduct(row)));
  const languages = TRANSLATION_LANGUAGES.filter((language) => row.translations[language] !== undefined);
  if (languages.length === 0) return { ...english, translated: undefined };
  const translated = languages.map((language) => ({
    language,
    ...arena.append(JSON.stringify(toProduct(row, language))),
  }));
  return { ...english, translated };
}

/** The bytes all of a product's answers take. */
export function answerBytes(answers: Answers): number {
  let bytes = answers.jsonBytes;
  if (answers.translated) for (const t of answers.translated) bytes += t.jsonBytes;
  return bytes;
}

/** A product's answer JSON in a language. */
export function answerIn(arena: Arena, answers: Answers, language: Language): Buffer {
  const english = arena.bytes.subarray(answers.at, answers.at + answers.jsonBytes);
  if (language === 'en') return english;
  const translated = answers.translated?.find((t) => t.language === language);
  if (translated) return arena.bytes.subarray(translated.at, translated.at + translated.jsonBytes);
  if (english[english.length - 1] !== CLOSE) throw new Error('an answer in the arena is not a JSON object');
  return Buffer.concat([english.subarray(0, english.length - 1), FALLBACK_TAIL]);
}

/** Copies the live answers into a new arena, leaving out the replaced ones, and moves their spans. */
export function compactAnswers(arena: Arena, live: Answers[]): void {
  const old = arena.bytes;
  const liveBytes = live.reduce((n, a) => n + answerBytes(a), 0);
  const bytes = Buffer.allocUnsafe(Math.max(1 << 16, Math.ceil(liveBytes * 1.25)));
  let used = 0;
  const move = (span: Span) => {
    old.copy(bytes, used, span.at, span.at + span.jsonBytes);
    span.at = used;
    used += span.jsonBytes;
  };
  for (const answers of live) {
    move(answers);
    if (answers.translated) for (const t of answers.translated) move(t);
  }
  Object.assign(arena, { bytes, used, garbage: 0 });
}
