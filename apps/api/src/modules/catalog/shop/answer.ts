import { type Language, languageFromHeader } from '@farmai/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CachedJson } from '../../../lib/send-json.js';
import type { CatalogReadModel } from '../read-model/read-model.js';
import type { CatalogReadModelStore } from '../read-model/store.js';

/** One cache entry for `Tomato`, ` tomato ` and `TOMATO` (and a word typed in composed or decomposed letters). */
export const normalizeKeyword = (keyword: string) => keyword.trim().toLowerCase().normalize('NFC').replace(/\s+/g, ' ');

/** The cache key of an answer in a language: English answers keep the keys they always had. */
const inLanguage = (language: Language, key: string) => (language === 'en' ? key : `${language}:${key}`);

/** A cached answer in the request's language, loaded from the read model (when in memory) or SQL. */
export type AnswerInLanguage = (
  request: FastifyRequest,
  key: string,
  load: (model: CatalogReadModel | undefined, language: Language) => Promise<string | Buffer>,
) => Promise<CachedJson>;

/**
 * The shop's cached answers, kept in the catalog's answer cache (emptied by every write that changes
 * a product) under their key in the request's language. The model's answers are cheap to make
 * again: the cache keeps only those asked for twice.
 */
export function answerInLanguage(app: FastifyInstance, store: CatalogReadModelStore | undefined): AnswerInLanguage {
  return (request, key, load) => {
    const model = store?.current;
    const language = languageFromHeader(request.headers['accept-language']);
    return app.catalogCache.serialized(inLanguage(language, key), () => load(model, language), {
      keepOnSecondAsk: model !== undefined,
    });
  };
}
