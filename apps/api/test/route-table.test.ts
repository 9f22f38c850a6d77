import { type HttpMethod, listRoutes } from '@farmai/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.js';

/** The OpenAPI pages of @fastify/swagger-ui: not routes of the API's own. */
const NOT_OURS = /^\/api\/docs(\/|$)/;

/** One line of `printRoutes({ commonPrefix: false })`: its depth, its part of the path and its methods. */
const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method and path the app answers, read from its printed route tree, where a node's path
 * continues its parent's (`/api/auth/logout` then `-all`). HEAD, which Fastify adds to each GET, is left out.
 */
function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const parents: string[] = [];
  const found: { method: string; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') found.push({ method, path });
    }
  }
  return found;
}

describe('route table', () => {
  let ctx: TestContext;
  const defined = listRoutes();
  const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  it('is served whole by the test app (the demo payments, the written mails listed)', () => {
    expect(ctx.app.payments.name).toBe('demo');
    expect(ctx.app.mailTransport).toBe('files');
  });

  it('registers every definition with its method', () => {
    const missing = defined.filter(({ route }) => !ctx.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map(({ name, route }) => `${name}: ${key(route)}`)).toEqual([]);
  });

  it('answers no /api route without a definition', () => {
    const registered = registeredRoutes(ctx.app).filter(({ path }) => path.startsWith('/api/') && !NOT_OURS.test(path));
    // the tree was read right: each route read from it is one the app has
    expect(registered.length).toBeGreaterThanOrEqual(defined.length);
    for (const route of registered) {
      expect(ctx.app.hasRoute({ method: route.method as HttpMethod, url: route.path }), key(route)).toBe(true);
    }
    const definedKeys = new Set(defined.map(({ route }) => key(route)));
    const undefinedRoutes = registered.map(key).filter((route) => !definedKeys.has(route));
    expect(undefinedRoutes).toEqual([]);
  });
});
