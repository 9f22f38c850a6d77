import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_FACT_KEYS, PRODUCT_FACTS, type Product } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Client, createProduct, signIn, type TestContext } from './helper.js';

/**
 * What a product page reads besides the product: its pictures, unit and pack size, the related
 * products, and the served index.html carrying the product's title, description and link-preview
 * tags (escaped, in the reader's language), from the read model and from SQL alike.
 */

const dist = mkdtempSync(path.join(tmpdir(), 'farmai-product-page-'));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="FarmAI — farm inputs." />
    <title>FarmAI</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const PUBLIC_URL = 'https://shop.example.test';

writeFileSync(path.join(dist, 'index.html'), INDEX);

for (const readModel of ['true', 'false']) {
  describe(`product pages (read model ${readModel})`, () => {
    let ctx: TestContext;
    let admin: Client;
    let shopper: Client;
    const made: Record<string, Product> = {};

    const add = async (key: string, overrides: Record<string, unknown>) => {
      const { _id } = await createProduct(admin, overrides);
      made[key] = (await shopper.get(`/api/shop/products/get/${_id}`)).json<{ data: Product }>().data;
    };

    beforeAll(async () => {
      ctx = await buildTestApp({ webDistDir: dist, env: { PUBLIC_URL, CATALOG_READ_MODEL: readModel } });
      admin = (await signIn(ctx, 'admin')).client;
      shopper = (await signIn(ctx)).client;
      await add('urea', {
        title: 'Urea 46% N "Prilled" <Big> & Bold — 50 kg',
        description: `Granular urea with 46% nitrogen for <b>every</b> crop & soil. ${'Spread it evenly before irrigation. '.repeat(8)}`,
        category: 'fertilizer',
        brand: 'aci',
        image: '/uploads/products/urea.webp',
        gallery: ['/uploads/products/urea-2.webp', 'https://cdn.example.test/urea-3.webp'],
        unit: 'kg',
        packSize: 50,
        translations: {
          bn: { title: 'ইউরিয়া ৪৬% — ৫০ কেজি', description: 'দানাদার ইউরিয়া, ৪৬% নাইট্রোজেন।' },
        },
      });
      // same category: in stock and the same brand, in stock and another brand, sold out
      await add('tsp', { title: 'TSP 46% — 50 kg', category: 'fertilizer', brand: 'agritech', totalStock: 5 });
      await add('mop', { title: 'MOP 60% — 50 kg', category: 'fertilizer', brand: 'aci', totalStock: 8 });
      await add('gypsum', { title: 'Agricultural Gypsum', category: 'fertilizer', brand: 'aci', totalStock: 0 });
      await add('boron', { title: 'Boron 20%', category: 'fertilizer', brand: 'famai', totalStock: 3 });
      // another category
      await add('seeds', { title: 'Okra Seeds', category: 'seed', brand: 'aci', unit: 'g', packSize: 100 });
    });
    afterAll(async () => ctx?.close());

    it('gives every picture (the first is image), the unit and pack size, and the slug of the English title', () => {
      const urea = made.urea as Product;
      expect(urea.image).toBe('/uploads/products/urea.webp');
      expect(urea.images).toEqual([
        '/uploads/products/urea.webp',
        '/uploads/products/urea-2.webp',
        'https://cdn.example.test/urea-3.webp',
      ]);
      expect(urea.unit).toBe('kg');
      expect(urea.packSize).toBe(50);
      expect(urea.slug).toBe('urea-46-n-prilled-big-bold-50-kg');
      // a product written without them is one piece with one picture
      const tsp = made.tsp as Product;
      expect(tsp.images).toEqual([tsp.image]);
      expect([tsp.unit, tsp.packSize]).toEqual(['piece', 1]);
    });

    it('edits the pictures, unit and pack size, and refuses a wrong unit or pack size', async () => {
      const seeds = made.seeds as Product;
      const res = await admin.put(`/api/admin/products/edit/${seeds._id}`, {
        gallery: ['/uploads/products/okra-2.webp'],
        unit: 'packet',
        packSize: 3,
      });
      expect(res.statusCode, res.body).toBe(200);
      const read = (await shopper.get(`/api/shop/products/get/${seeds._id}`)).json<{ data: Product }>().data;
      expect(read.images).toEqual([seeds.image, '/uploads/products/okra-2.webp']);
      expect([read.unit, read.packSize]).toEqual(['packet', 3]);

      for (const [body, field] of [
        [{ unit: 'bushel' }, 'unit'],
        [{ packSize: 0 }, 'packSize'],
        [{ gallery: Array.from({ length: 9 }, (_, i) => `/uploads/products/${i}.webp`) }, 'gallery'],
      ] as const) {
        const bad = await admin.put(`/api/admin/products/edit/${seeds._id}`, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
        expect(bad.json<{ message: string }>().message).toContain(field);
      }
    });

    it('keeps each product fact the admin sets, clears it with null, and refuses one out of its bounds', async () => {
      const { _id } = made.tsp as Product;
      const read = async () => (await shopper.get(`/api/shop/products/get/${_id}`)).json<{ data: Product }>().data;
      // a product written without facts states none
      for (const key of PRODUCT_FACT_KEYS) expect((await read())[key], key).toBeNull();
      for (const key of PRODUCT_FACT_KEYS) {
        const fact = PRODUCT_FACTS[key];
        const set = await admin.put(`/api/admin/products/edit/${_id}`, { [key]: String(fact.max) });
        expect(set.statusCode, set.body).toBe(200);
        expect((await read())[key], key).toBe(fact.max);
        // an edit of another field leaves it as it is
        await admin.put(`/api/admin/products/edit/${_id}`, { totalStock: 5 });
        expect((await read())[key], key).toBe(fact.max);
        const bad = [fact.max + 1, fact.min - 1, '', 'many', ...(fact.whole ? [fact.min + 0.5] : [])];
        for (const value of bad) {
          const refused = await admin.put(`/api/admin/products/edit/${_id}`, { [key]: value });
          expect(refused.statusCode, `${key}: ${value}`).toBe(400);
          expect(refused.json<{ message: string }>().message).toContain(key);
        }
        expect((await admin.put(`/api/admin/products/edit/${_id}`, { [key]: null })).statusCode).toBe(200);
        expect((await read())[key], key).toBeNull();
      }
    });

    it('lists related products: same category, in stock first, then the same brand, never itself', async () => {
      const urea = made.urea as Product;
      const res = await shopper.get(`/api/shop/products/related/${urea._id}`);
      expect(res.statusCode, res.body).toBe(200);
      const titles = res.json<{ success: boolean; data: Product[] }>().data.map((p) => p.title);
      expect(titles).toEqual(['MOP 60% — 50 kg', 'Boron 20%', 'TSP 46% — 50 kg', 'Agricultural Gypsum']);

      const two = (await shopper.get(`/api/shop/products/related/${urea._id}?limit=2`)).json<{ data: Product[] }>();
      expect(two.data.map((p) => p.title)).toEqual(['MOP 60% — 50 kg', 'Boron 20%']);

      // the seeds have no other product in their category
      const none = await shopper.get(`/api/shop/products/related/${(made.seeds as Product)._id}`);
      expect(none.json<{ data: Product[] }>().data).toEqual([]);

      expect((await shopper.get('/api/shop/products/related/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      expect((await shopper.get(`/api/shop/products/related/${urea._id}?limit=50`)).statusCode).toBe(400);
    });

    it('answers related products in the reader language, and sees a product sell out', async () => {
      const tsp = made.tsp as Product;
      const bangla = await shopper.get(`/api/shop/products/related/${tsp._id}`, { 'accept-language': 'bn' });
      expect(bangla.headers.vary).toContain('accept-language');
      const urea = bangla.json<{ data: Product[] }>().data.find((p) => p._id === made.urea?._id);
      expect(urea?.title).toBe('ইউরিয়া ৪৬% — ৫০ কেজি');
      expect(urea?.language).toBe('bn');

      await admin.put(`/api/admin/products/edit/${(made.mop as Product)._id}`, { totalStock: 0 });
      const after = (await shopper.get(`/api/shop/products/related/${(made.urea as Product)._id}`)).json<{
        data: Product[];
      }>();
      expect(after.data.map((p) => p.title)).toEqual([
        'Boron 20%',
        'TSP 46% — 50 kg',
        'Agricultural Gypsum',
        'MOP 60% — 50 kg',
      ]);
      await admin.put(`/api/admin/products/edit/${(made.mop as Product)._id}`, { totalStock: 8 });
    });

    it("serves the product page's HTML with its title, description and link-preview tags, escaped", async () => {
      const urea = made.urea as Product;
      const url = `/shop/product/${urea._id}-${urea.slug}`;
      const res = await shopper.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      const title = 'Urea 46% N &quot;Prilled&quot; &lt;Big&gt; &amp; Bold — 50 kg | FarmAI';
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
      expect(
        description.startsWith('Granular urea with 46% nitrogen for &lt;b&gt;every&lt;/b&gt; crop &amp; soil.'),
      ).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(description.length).toBeLessThan(200);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain('<meta property="og:type" content="product" />');
      expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/products/urea.webp" />`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${url}" />`);
      expect(html).toContain(`<meta property="og:description" content="${description}" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`);
      // no raw markup of the product's text reaches the page
      expect(html).not.toContain('<b>');
      expect(html).not.toContain('<Big>');
      expect(html).toContain('<div id="root"></div>');

      // the browser revalidates with the tag
      const again = await shopper.get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it('serves one page to visitors and signed-in shoppers alike (it is cached for both): it asks for the session', async () => {
      // a page no test asked for yet (product and language), asked by a visitor first
      const seeds = made.seeds as Product;
      const url = `/shop/product/${seeds._id}-${seeds.slug}`;
      const spanish = { 'accept-language': 'es' };
      const visitor = (await ctx.app.inject({ url, headers: spanish })).body;
      const signedIn = (await shopper.get(url, spanish)).body;
      for (const html of [visitor, signedIn]) {
        expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/auth/check-auth">');
        expect(html).not.toContain('farmai-no-session');
      }
      // a page no cache keeps tells a visitor there is no session
      const home = (await ctx.app.inject({ url: '/farmAI/home' })).body;
      expect(home).toContain('<meta name="farmai-no-session" content="">');
      expect(home).not.toContain('href="/api/auth/check-auth"');
    });

    it('serves the page in the reader language when the product is translated, and in English otherwise', async () => {
      const urea = made.urea as Product;
      // the id alone, or with a wrong slug, is the same page (the app moves to the canonical address)
      const bangla = await shopper.get(`/shop/product/${urea._id}`, { 'accept-language': 'bn-BD,bn;q=0.9' });
      expect(bangla.statusCode).toBe(200);
      expect(bangla.body).toContain('<title>ইউরিয়া ৪৬% — ৫০ কেজি | FarmAI</title>');
      expect(bangla.body).toContain('<html lang="bn">');
      expect(bangla.body).toContain(
        `<link rel="canonical" href="${PUBLIC_URL}/shop/product/${urea._id}-${urea.slug}" />`,
      );
      expect(bangla.headers.vary).toContain('accept-language');

      const tsp = made.tsp as Product;
      const french = await shopper.get(`/shop/product/${tsp._id}-wrong-words`, { 'accept-language': 'fr' });
      expect(french.body).toContain('<title>TSP 46% — 50 kg | FarmAI</title>');
      expect(french.body).toContain('<html lang="en">');
    });

    it('answers an unknown product with the plain index.html and 404, and follows an edit', async () => {
      for (const segment of ['00000000-0000-4000-8000-000000000000-nothing', 'not-an-id']) {
        const res = await shopper.get(`/shop/product/${segment}`);
        expect(res.statusCode, segment).toBe(404);
        // the app as built, with only the reads any first page asks for: no product's title or preview
        expect(res.body.replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')).toBe(INDEX);
      }
      const boron = made.boron as Product;
      const before = await shopper.get(`/shop/product/${boron._id}`);
      expect(before.body).toContain('<title>Boron 20% | FarmAI</title>');
      await admin.put(`/api/admin/products/edit/${boron._id}`, { title: 'Boron 21% Foliar' });
      const after = await shopper.get(`/shop/product/${boron._id}`);
      expect(after.body).toContain('<title>Boron 21% Foliar | FarmAI</title>');
      await admin.delete(`/api/admin/products/delete/${boron._id}`);
      expect((await shopper.get(`/shop/product/${boron._id}`)).statusCode).toBe(404);
    });
  });
}

afterAll(() => rmSync(dist, { recursive: true, force: true }));
