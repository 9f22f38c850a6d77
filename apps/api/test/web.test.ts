import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, type TestContext } from './helper.js';

const dist = mkdtempSync(path.join(tmpdir(), 'farmai-web-dist-'));
const INDEX = '<!doctype html><title>FarmAI</title><div id="root"></div>';
let ctx: TestContext;
let client: Client;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  ctx = await buildTestApp({ webDistDir: dist });
  client = new Client(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers index.html for the root and every client route, never cached', async () => {
    for (const url of ['/', '/shop/home', '/admin/orders', '/farmAI/suggestion/42?x=1']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and other files for revalidation', async () => {
    const asset = await client.get('/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await client.get('/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the build manifest to itself', async () => {
    // dot folders are not served: the path is just another client route
    const res = await client.get('/.vite/manifest.json');
    expect(res.body).toBe(INDEX);
  });

  it('answers unknown API and upload paths with a JSON 404, not the app', async () => {
    for (const url of ['/api/nope', '/uploads/products/missing.webp']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false });
    }
  });
});
