import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { createLocalStorage } from '@farmai/media';
import { loggerOptions, safeErrorSerializer } from '@farmai/server-kit';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { Client, createProduct, multipart, signIn, type TestContext } from './helper.js';
import { buildShop, buyerWith, createOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
let userId: string;
beforeAll(async () => {
  ({ ctx, admin } = await buildShop());
  const farmer = await signIn(ctx);
  userId = farmer.user.id;
});
afterAll(async () => ctx?.close());

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown }> } }> };
}

const NUL = 'bad\u0000value';

describe('a NUL character in any text', () => {
  it('is refused with 400 naming the field, on every route that takes text', async () => {
    const spec = (await admin.get('/api/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
        const jsonBody = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        const multipartBody = operation.requestBody?.content?.['multipart/form-data'];
        const stringFields = Object.entries(jsonBody)
          .filter(([, schema]) => schema.type === 'string' || schema.type === undefined)
          .map(([name]) => name);
        const targets = [
          ...params.map((p) => ({ where: p.in, name: p.name })),
          ...stringFields.map((name) => ({ where: 'body', name })),
          ...(multipartBody || path.endsWith('/add') || path.includes('upload')
            ? [{ where: 'form', name: 'title' }]
            : []),
        ];
        for (const target of targets) {
          let url = path;
          const query = new URLSearchParams();
          for (const p of params) {
            const value = p.name === target.name && p.in === target.where ? NUL : p.name === 'userId' ? userId : 'x1';
            if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
            else query.set(p.name, value);
          }
          url = url.replace(/\{(\w+)\}/g, 'x1');
          if ([...query].length > 0) url += `?${query}`;
          const body = Object.fromEntries(stringFields.map((name) => [name, name === target.name ? NUL : 'ok']));
          const form = multipart({ title: NUL, description: 'fine' });
          const res =
            target.where === 'form'
              ? await admin.request({
                  method: method.toUpperCase() as 'POST',
                  url,
                  payload: form.payload,
                  headers: form.headers,
                })
              : await admin.request({
                  method: method.toUpperCase() as 'POST',
                  url,
                  ...(['post', 'put', 'patch'].includes(method) ? { payload: body } : {}),
                });
          checked += 1;
          const label = `${method.toUpperCase()} ${path} (${target.where} ${target.name}): ${res.statusCode} ${res.body.slice(0, 120)}`;
          if (res.statusCode >= 500) failures.push(label);
          else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
            const json = res.json<{ success?: boolean; message?: string; error?: string }>();
            if (!(json.success === false && typeof json.message === 'string') && typeof json.error !== 'string') {
              failures.push(`${label} (not the error shape)`);
            }
          } else if (!res.body.includes(`${target.name} must not contain a NUL`))
            failures.push(`${label} (the field is not named)`);
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('in a search word, a JSON field and a form field answers 400 with the field named', async () => {
    const search = await admin.get('/api/shop/search/to%00mato');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      success: false,
      message: 'keyword must not contain a NUL (\\u0000) character',
      code: 'request.nul',
    });
    const login = await new Client(ctx.app).post('/api/auth/login', { email: 'a@example.test', password: NUL });
    expect(login.statusCode).toBe(400);
    expect(login.json<{ message: string }>().message).toMatch(/^password must not contain a NUL/);
    const form = multipart({ title: NUL, description: 'x', crop_name: 'rice' });
    const entry = await admin.post('/api/common/scm/add', form.payload, form.headers);
    expect(entry.statusCode).toBe(400);
    expect(entry.json<{ message: string }>().message).toMatch(/^title must not contain a NUL/);
  });
});

describe('uploads that go wrong', () => {
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
    cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });

  /** Sends a request over a real socket, as written, and reads the answer. */
  const raw = (request: Buffer) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (d) => {
        data += d;
      });
      socket.on('end', () => {
        const status = Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1]);
        resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
      });
      socket.on('error', reject);
      socket.end(request);
    });

  it.each(['/api/admin/products/upload-image', '/api/common/scm/add', '/api/common/expertAdvice/add'])(
    'a form cut off in the middle of the file answers 400 on %s',
    async (url) => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      const field = url.includes('upload-image') ? 'my_file' : 'image';
      const form = multipart(
        { title: 'Rice', description: 'x', crop_name: 'rice' },
        {
          field,
          filename: 'leaf.png',
          contentType: 'image/png',
          data: png,
        },
      );
      // the form stops halfway through the file: no closing boundary ever comes
      const cut = form.payload.subarray(0, form.payload.length - png.length / 2 - 60);
      const xsrf = admin.cookies.get('XSRF-TOKEN') ?? '';
      const head =
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\ncookie: ${cookie}\r\nx-xsrf-token: ${xsrf}\r\n` +
        `content-type: ${form.headers['content-type']}\r\ncontent-length: ${cut.length}\r\n\r\n`;
      const res = await raw(Buffer.concat([Buffer.from(head), cut]));
      expect(res.status, res.body).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        message: expect.stringMatching(/ended before/),
        code: 'form.cutShort',
      });
    },
  );

  it('two files, or too many fields, say so', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const one = multipart({}, { field: 'my_file', filename: 'a.png', contentType: 'image/png', data: png });
    const boundary = /boundary=(.+)$/.exec(one.headers['content-type'] ?? '')?.[1] ?? '';
    const part = one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length);
    const two = Buffer.concat([part, part, Buffer.from(`--${boundary}--\r\n`)]);
    const res = await admin.post('/api/admin/products/upload-image', two, one.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Send one file at a time', code: 'form.oneFile' });

    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
    const many = multipart(fields);
    const tooMany = await admin.post('/api/common/scm/add', many.payload, many.headers);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      success: false,
      message: 'The form has too many fields',
      code: 'form.tooManyFields',
    });
  });

  it('an address too long answers 414 with the JSON error', async () => {
    const res = await admin.get(`/api/shop/search/${'a'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: 'The address is too long', code: 'request.addressTooLong' });
  });
});

describe('logs', () => {
  it('never carry the values of a failed query, e-mails or phone numbers', async () => {
    const email = 'sita.devi@example.test';
    let failure: unknown;
    try {
      await ctx.database.db.execute(
        sql`select ${email}::text as email, ${'+880 1712 345678'}::text as phone, ${'Road 7\u0000'}::text as address`,
      );
    } catch (err) {
      failure = err;
    }
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(safeErrorSerializer(failure as Error));
    expect(logged).not.toContain('sita.devi');
    expect(logged).not.toContain('1712');
    expect(logged).not.toContain('Road 7');
  });

  it('of the running server hold no personal data after bad requests', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (d) => lines.push(String(d)));
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      storage: createLocalStorage({ root: ctx.uploadsDir, publicBaseUrl: '/uploads' }),
      logger: { ...loggerOptions('info'), stream },
    });
    await app.ready();
    try {
      const client = new Client(app);
      await client.post('/api/auth/login', { email: 'sita.devi@example.test', password: `secret\u0000pw` });
      await client.post('/api/auth/register', { userName: 'Sita', email: 'sita.devi@example.test', password: NUL });
      await client.post('/api/auth/login', { email: 'sita.devi@example.test', password: 'hunter2-secret' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('sita.devi');
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain('secret');
  });
});

describe('values that only look like what a field takes', () => {
  it('a quantity of true, [5], "0x10" or "1e3" is no number; 3 and "3" are', async () => {
    const product = await createProduct(admin, { totalStock: 50 });
    const { client, user } = await signIn(ctx);
    for (const quantity of [true, [5], '0x10', '1e3', '', null]) {
      const res = await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('quantity');
    }
    for (const quantity of [3, '3']) {
      const res = await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity });
      expect(res.statusCode).toBe(200);
    }
    const stock = await admin.put(`/api/admin/products/edit/${product._id}`, { ...product, totalStock: [7] });
    expect(stock.statusCode).toBe(400);
  });

  it('a picture address must be http(s) or a path on this site', async () => {
    for (const image of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.test/x.png',
    ]) {
      const product = await admin.post('/api/admin/products/add', {
        image,
        title: 'Sneaky picture',
        description: 'A product whose picture is a script.',
        category: 'seed',
        brand: 'aci',
        price: 10,
        totalStock: 1,
      });
      expect(product.statusCode, image).toBe(400);
      expect(product.json<{ message: string }>().message).toContain('image');
      const banner = await admin.post('/api/common/feature/add', { image });
      expect(banner.statusCode, image).toBe(400);
    }
    const fine = await createProduct(admin, { image: 'https://cdn.farm.example/p/1.webp' });
    const stored = await admin.get(`/api/admin/products/get/${fine._id}`);
    expect(JSON.stringify(stored.json())).toContain('https://cdn.farm.example/p/1.webp');
  });
});

describe('a buyer refused for stock', () => {
  it('is told the units left now, not what an earlier read saw', async () => {
    const product = await createProduct(admin, { totalStock: 4 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyerWith(ctx, [[product, 1]])));
    // eight buyers of one unit each at once, for four units: on PostgreSQL some read the stock
    // before the others took it
    const answers = await Promise.all(buyers.map((b) => createOrder(b)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).toMatch(/out of stock/);
    }
  });
});
