import { randomInt } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { type AnalyzeResponse, analyzeResponseSchema } from '@farmai/contracts';
import { TestRedis } from '@farmai/server-kit/testing/redis-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.js';
import { leafPhoto } from './support/leaf-images.js';
import { multipart } from './support/multipart.js';

const PUBLIC_URL = 'http://diagnosis.test:3001';
const WEB_ORIGIN = 'http://web.test:3000';
const TEXT =
  'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ DIAGNOSIS_PUBLIC_URL: PUBLIC_URL, WEB_ORIGIN, RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

function post(fields: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) {
  const { payload, headers: h } = multipart(fields);
  return t.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers: { ...h, ...headers } });
}

/** GET a URL this service returned, through inject. */
function fetchOwn(url: string) {
  expect(url.startsWith(`${PUBLIC_URL}/uploads/`)).toBe(true);
  return t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
}

describe('POST /api/images/analyze', () => {
  it('answers 201 for text only, with ranked candidates and no image fields', async () => {
    const res = await post({ userInputText: `  ${TEXT}  ` });
    expect(res.statusCode).toBe(201);
    const body = res.json<AnalyzeResponse>();
    // the wire answer matches the contract the web app reads (the route does not check it at run time)
    expect(analyzeResponseSchema.parse(body)).toEqual(body);
    expect(body.message).toBe('Analysis complete');
    expect(body.data.userInputText).toBe(TEXT);
    expect(body.data.engine).toBe('offline');
    expect(body.data.fallbackReason).toBeUndefined();
    expect(body.data.candidates.length).toBeGreaterThan(0);
    expect(body.data.candidates.length).toBeLessThanOrEqual(5);
    expect(body.data.candidates[0]?.id).toBe('tomato-early-blight');
    const confidences = body.data.candidates.map((c) => c.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
    for (const c of confidences) expect(c).toBeGreaterThanOrEqual(0);
    for (const c of confidences) expect(c).toBeLessThanOrEqual(1);
    expect(body.data.gptResponse).toMatch(/^## Most likely: Early blight \(\d+%\)/);
    expect(body.data.gptResponse).toContain('### Other possibilities');
    expect(body.data.gptResponse).toContain('### Treatment');
    expect(body.data).not.toHaveProperty('uploadedImageUrl');
    expect(body.data).not.toHaveProperty('cloudinaryImageUrl');
    expect(body.data).not.toHaveProperty('generatedImageUrl');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  for (const format of ['jpeg', 'png'] as const) {
    it(`answers 201 with a ${format.toUpperCase()} photo, stores it and serves it with the overlay`, async () => {
      const photo = await leafPhoto('spots-halo', format);
      const res = await post({
        // a crop the photo model does not cover: the photo's measured spots are marked and described
        userInputText: 'My wheat leaves have brown spots with yellow rings around them',
        image: { filename: `leaf.${format === 'jpeg' ? 'jpg' : 'png'}`, contentType: `image/${format}`, data: photo },
      });
      expect(res.statusCode).toBe(201);
      const { data } = analyzeResponseSchema.parse(res.json());
      expect(data.uploadedImageUrl).toMatch(/^http:\/\/diagnosis\.test:3001\/uploads\/diagnosis\/[0-9a-f-]+\.webp$/);
      expect(data.cloudinaryImageUrl).toBe(data.uploadedImageUrl);
      expect(data.generatedImageUrl).toMatch(/^http:\/\/diagnosis\.test:3001\/uploads\/diagnosis\/[0-9a-f-]+\.jpg$/);
      // described in words and counts: the answer is not sure, so no measured share reads as a finding
      expect(data.verdict).not.toBe('diagnosed');
      expect(data.gptResponse).toMatch(/Colours seen on the leaf: [a-z]/);
      expect(data.gptResponse).toMatch(/\d+ separate spots?; /);
      expect(data.gptResponse).not.toMatch(/Affected area|%/);

      const uploaded = await fetchOwn(data.uploadedImageUrl ?? '');
      expect(uploaded.statusCode).toBe(200);
      expect(uploaded.headers['content-type']).toBe('image/webp');
      expect(uploaded.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(uploaded.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();

      const generated = await fetchOwn(data.generatedImageUrl ?? '');
      expect(generated.statusCode).toBe(200);
      expect(generated.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(generated.rawPayload).metadata()).format).toBe('jpeg');
    });
  }

  it('sends the answer brotli-compressed to a client that takes it', async () => {
    const res = await post({ userInputText: TEXT }, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.rawPayload).toString();
    expect(res.rawPayload.length).toBeLessThan(text.length / 2);
    expect((JSON.parse(text) as AnalyzeResponse).data.gptResponse).toMatch(/^## Most likely: Early blight/);
  });

  it('answers a photo sent alone, or with an empty text, from the photo', async () => {
    const photo = await leafPhoto('healthy');
    const image = { filename: 'a.jpg', contentType: 'image/jpeg', data: photo };
    const forms: Parameters<typeof multipart>[0][] = [{ image }, { userInputText: '   ', image }];
    for (const fields of forms) {
      const res = await post(fields);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<AnalyzeResponse>();
      expect(analyzeResponseSchema.parse(body)).toEqual(body);
      expect(body.data.userInputText).toBe('');
      expect(body.data.uploadedImageUrl).toMatch(/^http:\/\/diagnosis\.test:3001\/uploads\//);
      expect(body.data.gptResponse.length).toBeGreaterThan(0);
    }
    // a short text still counts as a text, photo or not
    const short = await post({ userInputText: 'ab', image });
    expect(short.statusCode).toBe(400);
  });

  it('answers 400 when the text is missing, too short or too long', async () => {
    const cases: Parameters<typeof multipart>[0][] = [
      {},
      { userInputText: '' },
      { userInputText: 'ab' },
      { userInputText: '   ab   ' },
      { userInputText: 'x'.repeat(2001) },
      { userInputText: 'tomato leaves \u0000 with spots' },
    ];
    for (const fields of cases) {
      const res = await post(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: expect.stringContaining('userInputText'),
        code: expect.stringMatching(/^text/),
      });
    }
    const ok = await post({ userInputText: `${'x'.repeat(2000)}` });
    expect(ok.statusCode).toBe(201);
  });

  it('answers 400 for a body that is not a multipart form, or a broken one', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images/analyze',
      payload: { userInputText: TEXT },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toHaveProperty('error');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/images/analyze',
      payload: '--nope\r\nContent-Disposition: form-data; name="userInputText"\r\n\r\nhello',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
  });

  it('answers 415 for a GIF or a text file named .jpg, judged by the bytes', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const fake = Buffer.from('this is not an image at all, just text pretending to be one');
    for (const data of [gif, fake]) {
      const res = await post({ userInputText: TEXT, image: { filename: 'leaf.jpg', contentType: 'image/jpeg', data } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'notJpegPng' });
    }
  });

  it('answers 413 for an image one byte over 2 MB', async () => {
    const photo = await leafPhoto('healthy');
    const big = Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024 + 1 - photo.length)]);
    expect(big.length).toBe(2 * 1024 * 1024 + 1);
    const res = await post({
      userInputText: TEXT,
      image: { filename: 'big.jpg', contentType: 'image/jpeg', data: big },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/limit is 2 MB\. Resize the photo to at most 1600 pixels/),
      code: 'imageTooLarge',
    });
  });

  it('answers a non-problem text with no candidates and a request for details', async () => {
    const res = await post({ userInputText: 'What is the price of a tractor this year?' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<AnalyzeResponse>();
    expect(data.candidates).toEqual([]);
    expect(data.gptResponse).toContain('Which crop');
    expect(data.gptResponse).toContain('Which part of the plant');
    expect(data.gptResponse).toContain('Example');
  });

  it('sends CORS headers for the web origin only, and no cookies', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/images/analyze',
      headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const res = await post({ userInputText: TEXT }, { origin: WEB_ORIGIN });
    expect(res.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(res.headers['set-cookie']).toBeUndefined();

    const other = await post({ userInputText: TEXT }, { origin: 'http://evil.test' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes with 404 and a JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/diagnosis/missing.webp' });
    expect(res.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/diagnosis/../../../etc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });

  it('answers an address it cannot read with 400 and a JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/diagnosis/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'addressInvalid' });
  });
});

describe('GET /api/health', () => {
  it('reports the service and engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, service: 'diagnosis', engine: 'offline', storage: 'local' });
  });
});

describe('rate limit', () => {
  it('answers 429 after the per-IP limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const send = (ip: string) => {
        const { payload, headers } = multipart({ userInputText: TEXT });
        return limited.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers, remoteAddress: ip });
      };
      for (let i = 0; i < 3; i++) expect((await send('10.0.0.1')).statusCode).toBe(201);
      const blocked = await send('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: expect.any(String), code: 'tooManyRequests' });
      expect(blocked.headers['retry-after']).toBeDefined();
      // another farmer is not affected
      expect((await send('10.0.0.2')).statusCode).toBe(201);
      // a made-up X-Forwarded-For from an untrusted client changes nothing
      const spoofed = multipart({ userInputText: TEXT });
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/images/analyze',
        payload: spoofed.payload,
        headers: { ...spoofed.headers, 'x-forwarded-for': '192.0.2.77' },
        remoteAddress: '10.0.0.1',
      });
      expect(res.statusCode).toBe(429);
      // the health check is not limited
      expect(
        (await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limit shared by replicas through Redis', () => {
  // the machine's Redis; CI runs on the same machine
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('counts the requests of one farmer across every replica', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '3', REDIS_URL };
    const [a, b] = [await buildTestApp(env), await buildTestApp(env)];
    // counts outlive the test in Redis for a minute: a farmer of this run only
    const farmer = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    try {
      const send = (replica: TestApp, ip: string) => {
        const { payload, headers } = multipart({ userInputText: TEXT });
        return replica.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers, remoteAddress: ip });
      };
      expect((await send(a, farmer)).statusCode).toBe(201);
      expect((await send(b, farmer)).statusCode).toBe(201);
      expect((await send(a, farmer)).statusCode).toBe(201);
      const blocked = await send(b, farmer);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: expect.any(String), code: 'tooManyRequests' });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('a Redis that freezes (connected, not answering)', () => {
  it('costs one analysis a short timeout, then the limit is counted here without waiting', async () => {
    const redis = await TestRedis.start();
    const app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000', REDIS_URL: redis.url });
    try {
      const timed = async () => {
        const { payload, headers } = multipart({ userInputText: TEXT });
        const started = performance.now();
        const res = await app.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers });
        expect(res.statusCode).toBe(201);
        return performance.now() - started;
      };
      const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
      const before: number[] = [];
      for (let i = 0; i < 5; i++) before.push(await timed());
      redis.freeze();
      const first = await timed();
      expect(first).toBeLessThan(median(before) + 600);
      const frozen: number[] = [];
      for (let i = 0; i < 8; i++) frozen.push(await timed());
      expect(median(frozen)).toBeLessThan(median(before) + 200);
    } finally {
      redis.thaw();
      await app.close();
      await redis.stop();
    }
  });
});

describe('behind the API proxy', () => {
  it('limits each farmer by the X-Forwarded-For the local API proxy sends', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const viaProxy = (farmer: string) => {
        const { payload, headers } = multipart({ userInputText: TEXT });
        return limited.app.inject({
          method: 'POST',
          url: '/api/images/analyze',
          payload,
          headers: { ...headers, 'x-forwarded-for': farmer },
          remoteAddress: '127.0.0.1',
        });
      };
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(201);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(201);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('unexpected errors', () => {
  it('answers 500 without leaking details', async () => {
    const broken = await buildTestApp(
      {},
      {
        storage: {
          name: 'local',
          put: async () => {
            throw new Error('disk on fire at /secret/path');
          },
          delete: async () => {},
          get: async () => null,
          keyFromUrl: () => null,
          ping: async () => {},
        },
      },
    );
    try {
      const photo = await leafPhoto('healthy');
      const { payload, headers } = multipart({
        userInputText: TEXT,
        image: { filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
      });
      const res = await broken.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'unexpected' });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('disk on fire');
    } finally {
      await broken.close();
    }
  });
});
