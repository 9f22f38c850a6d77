import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MODULE, AREA_MODULES, PRODUCT_PAGE_MODULE } from '../src/plugins/web-manifest.js';
import { buildTestApp, Client, type TestContext } from './helper.js';

const dist = mkdtempSync(path.join(tmpdir(), 'farmai-web-preloads-'));
const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>FarmAI</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_boot.js'], dynamicImports: ['src/main.tsx'] },
  '_boot.js': { file: 'assets/boot.js' },
  'src/main.tsx': { file: 'assets/main.js', imports: ['_react.js', '_kit.js', '_boot.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_kit.js': { file: 'assets/kit.js', imports: ['_react.js'] },
  '_layout.js': { file: 'assets/layout.js', imports: ['_kit.js'] },
  'src/app/routes/farm-ai.tsx': { file: 'assets/farm-ai.js', imports: ['_kit.js', '_layout.js'] },
  'src/app/routes/shop.tsx': { file: 'assets/shop.js', imports: ['_react.js', '_layout.js'] },
  'src/app/routes/admin.tsx': { file: 'assets/admin.js', imports: ['_kit.js'] },
  'src/features/shop-catalog/components/product-page/product-page.tsx': {
    file: 'assets/product-page.js',
    imports: ['_kit.js'],
  },
  'src/app/routes/auth.tsx': { file: 'assets/auth.js', imports: ['_kit.js'] },
  'virtual:messages/en-more': { file: 'assets/en-more.js' },
  'virtual:messages/hi-first': { file: 'assets/hi-first.js' },
  'virtual:messages/hi-more': { file: 'assets/hi-more.js' },
};
/** Some of the files' sizes (the others are missing, as size 0). */
const SIZES = {
  'assets/react.js': 9000,
  'assets/farm-ai.js': 5000,
  'assets/kit.js': 3000,
  'assets/layout.js': 2000,
  'assets/en-more.js': 1500,
  'assets/main.js': 200,
};
let ctx: TestContext;
let client: Client;

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort();
const reads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
/** The app itself, which index.html's first file opens on every page. */
const APP = ['/assets/kit.js', '/assets/main.js', '/assets/react.js'];
const withApp = (files: string[]) => [...APP, ...files].sort();

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [file, bytes] of Object.entries(SIZES)) writeFileSync(path.join(dist, file), 'x'.repeat(bytes));
  ctx = await buildTestApp({ webDistDir: dist });
  client = new Client(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a page names the code its first visit needs', () => {
  it("lists the area's files that index.html does not already load, in the head", async () => {
    for (const url of ['/', '/farmAI/home', '/suggestion/42', '/scientific-cultivation/7?x=1']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(preloads(res.body), url).toEqual(
        withApp(['/assets/en-more.js', '/assets/farm-ai.js', '/assets/layout.js']),
      );
      expect(res.body.indexOf('modulepreload'), url).toBeLessThan(res.body.indexOf('</head>'));
      // right after the entry script, ahead of the reads
      expect(res.body.indexOf('modulepreload'), url).toBeGreaterThan(res.body.indexOf('<script'));
      const firstRead = res.body.indexOf('as="fetch"');
      if (firstRead >= 0) expect(res.body.lastIndexOf('modulepreload'), url).toBeLessThan(firstRead);
    }
    expect(preloads((await client.get('/shop/home')).body)).toEqual(
      withApp(['/assets/en-more.js', '/assets/layout.js', '/assets/shop.js']),
    );
  });

  it('names the largest first, so that the browser asks for it among its first six', async () => {
    const inOrder = [
      ...(await client.get('/')).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ];
    expect(inOrder.map((m) => m[1])).toEqual([
      '/assets/react.js',
      '/assets/farm-ai.js',
      '/assets/kit.js',
      '/assets/layout.js',
      '/assets/en-more.js',
      '/assets/main.js',
    ]);
  });

  it("adds a product's page to the shop's files", async () => {
    const res = await client.get('/shop/product/0b6f2a44-8f0c-4c1e-9a51-1d2f3e4a5b6c-urea');
    expect(preloads(res.body)).toEqual(
      withApp(['/assets/en-more.js', '/assets/layout.js', '/assets/product-page.js', '/assets/shop.js']),
    );
  });

  it("adds the messages of the reader's language, only the first ones on the sign-in pages", async () => {
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
    const home = await client.get('/farmAI/home', hindi);
    expect(preloads(home.body)).toEqual(
      withApp(['/assets/farm-ai.js', '/assets/hi-first.js', '/assets/hi-more.js', '/assets/layout.js']),
    );
    expect(home.headers.vary).toMatch(/accept-language/i);
    expect(preloads((await client.get('/auth/login', hindi)).body)).toEqual(
      withApp(['/assets/auth.js', '/assets/hi-first.js']),
    );
  });

  it('names only the app on other pages: the back office loads on demand', async () => {
    for (const url of ['/admin/orders', '/unauth-page']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(preloads(res.body), url).toEqual(APP);
    }
  });

  it("asks for the first view's API reads after its code", async () => {
    // a page of someone with a session (whatever its value: the check says whether it still holds)
    const withSession = async (url: string) =>
      (await ctx.app.inject({ url, headers: { cookie: 'token=some-session' } })).body;
    const home = await withSession('/');
    expect(reads(home)).toEqual(['/api/auth/check-auth', '/api/common/scm', '/api/common/expertAdvice']);
    expect(home).not.toContain('farmai-no-session');
    expect(home.indexOf('as="fetch"')).toBeGreaterThan(home.lastIndexOf('modulepreload'));
    expect(home.indexOf('as="fetch"')).toBeLessThan(home.indexOf('</head>'));
    expect(reads(await withSession('/shop/product/0b6f2a44-8f0c-4c1e-9a51-1d2f3e4a5b6c-urea'))).toEqual([
      '/api/auth/check-auth',
      '/api/shop/products/get/0b6f2a44-8f0c-4c1e-9a51-1d2f3e4a5b6c',
    ]);
    expect(reads(await withSession('/admin/orders'))).toEqual(['/api/auth/check-auth']);
  });

  it('tells a visitor with no session cookie that there is none, instead of asking the session check', async () => {
    const home = (await client.get('/')).body;
    expect(reads(home)).toEqual(['/api/common/scm', '/api/common/expertAdvice']);
    expect(home).toMatch(/(<link [^>]+>\s*)*<meta name="farmai-no-session" content="">\s*<\/head>/);
    const admin = (await client.get('/admin/orders')).body;
    expect(reads(admin)).toEqual([]);
    expect(admin).toContain('<meta name="farmai-no-session" content="">');
  });

  it('names modules the web app has (a moved page would silently lose its preload)', () => {
    const web = path.resolve(import.meta.dirname, '../../web');
    for (const module of [APP_MODULE, ...Object.values(AREA_MODULES).flat(), PRODUCT_PAGE_MODULE])
      expect(existsSync(path.join(web, module)), module).toBe(true);
  });
});
