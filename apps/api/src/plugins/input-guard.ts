import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

/** The first place in a parsed value where a string holds a NUL character, as a field path. */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text with a NUL character cannot be stored in PostgreSQL and is never meant: refused with 400
 * naming the field, for every route's params, query and JSON body, before validation. Multipart
 * fields are checked where forms are read (lib/multipart.ts).
 */
export default fp(
  async function inputGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
      if (field) throw badRequest('request.nul', { field });
    });
  },
  { name: 'input-guard' },
);
