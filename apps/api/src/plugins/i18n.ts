import type { Language } from '@farmai/contracts';
import { answerLanguage, languageVaryHook } from '@farmai/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiText, type MessageId, type MessageParams } from '../i18n/index.js';

/** A message of the API in the language of the request (docs/decisions/017-i18n-library.md). */
type Translate = <K extends MessageId>(id: K, ...params: MessageParams<K>) => string;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A message in the language the request asks for with `Accept-Language` (English when it asks
     * for none FarmAI speaks); the answer is then sent with `Vary: Accept-Language`.
     */
    t: Translate;
    /** The language of the words in this request's answer (marks the answer `Vary: Accept-Language`). */
    answerLanguage(): Language;
  }
}

function translate<K extends MessageId>(this: FastifyRequest, id: K, ...params: MessageParams<K>): string {
  return apiText(answerLanguage(this), id, ...params);
}

function languageOfAnswer(this: FastifyRequest): Language {
  return answerLanguage(this);
}

/** Route answers speak the request's language: `request.t(id, params)`. */
export default fp(
  async function i18nPlugin(app: FastifyInstance) {
    app.decorateRequest('t', translate);
    app.decorateRequest('answerLanguage', languageOfAnswer);
    app.addHook('onSend', languageVaryHook);
  },
  { name: 'i18n' },
);
