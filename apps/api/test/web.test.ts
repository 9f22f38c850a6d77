import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, type TestContext } from './helper.js';

const dist = mkdtempSync(path.join(tmpdir(), 'farmai-web-dist-'));
const INDEX = '<!doctype html><title>FarmAI</title><div id="root"></div>';
const ASSET = 'console.log(1)';
let ctx: TestContext;
let client: Client;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), ASSET);
  // the build's compressed twins
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync(ASSET));
  writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js.gz'), gzipSync(ASSET));
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

  it("sends the build's brotli or gzip twin to a browser that takes it", async () => {
    const br = await client.get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    // the file made at build time, not compressed again for each request (that would be streamed)
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(ASSET).length);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const gz = await client.get('/shop/home', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
    const plain = await client.get('/assets/index-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('compresses API answers above 1 kB for a client that takes it', async () => {
    const res = await client.get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { openapi?: string };
    expect(json.openapi).toMatch(/^3\./);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);
    // small answers are not worth it
    const health = await client.get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
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
