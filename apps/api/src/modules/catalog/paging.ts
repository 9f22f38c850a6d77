import type { Pagination } from '@farmai/contracts';
import type { FastifyRequest } from 'fastify';
import type { SearchPage } from './search-repository.js';

/**
 * A product list asked without `page` and `limit` (a client older than paging) answers the first
 * `legacyLimit` products in one page, with its `pagination`; a request naming either pages as asked.
 */
export function pagedAsAsked<Q extends { page: number; limit: number }>(
  request: FastifyRequest,
  query: Q,
  legacyLimit: number,
): Q {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '');
  if (asked.has('page') || asked.has('limit')) return query;
  return { ...query, page: 1, limit: legacyLimit };
}

/** The `pagination` of an answer: the page asked for, its size, and the total over every page. */
export const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

/** A page number and size as the rows to skip and take. */
export const searchPageOf = (query: { page: number; limit: number }): SearchPage => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});
