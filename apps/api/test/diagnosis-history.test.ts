import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalyzeResponse, DiagnosisHistoryEntry, DiagnosisHistorySummary } from '@farmai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosisHistory } from '../src/db/schema.js';
import { buildTestApp, Client, multipart, signIn, type TestContext } from './helper.js';

let upstream: Server;
let ctx: TestContext;
let photo: Buffer;
/** What the stand-in service answers next: 201 with a diagnosis, or a refusal. */
let refuse = false;

/** A stand-in for the diagnosis service: echoes the symptoms, names a picture when the form had one. */
function answerFor(body: string): AnalyzeResponse {
  const text = /name="userInputText"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '';
  const withPhoto = body.includes('name="image"');
  return {
    message: 'Analysis complete',
    data: {
      userInputText: text,
      gptResponse: `## Possibly: Early blight\n\nAbout ${text}`,
      candidates: [
        { id: 'tomato-early-blight', name: 'Early blight', confidence: 0.41, crop: 'tomato', activeIngredients: [] },
        { id: 'tomato-septoria', name: 'Septoria leaf spot', confidence: 0.22, crop: 'tomato', activeIngredients: [] },
      ],
      verdict: 'possible',
      crop: 'tomato',
      engine: 'offline',
      ...(withPhoto ? { uploadedImageUrl: 'http://x.test/uploads/diagnosis/a.jpg' } : {}),
      activeIngredients: [],
    },
  };
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (refuse) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'userInputText is required' }));
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answerFor(Buffer.concat(chunks).toString('latin1'))));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  ctx = await buildTestApp({ env: { DIAGNOSIS_URL: `http://127.0.0.1:${port}` } });
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function analyze(client: Client, text: string, withPhoto = false) {
  const form = multipart(
    { userInputText: text },
    withPhoto ? { field: 'image', filename: 'leaf.jpg', contentType: 'image/jpeg', data: photo } : undefined,
  );
  const res = await client.post('/api/images/analyze', form.payload, form.headers);
  return res;
}

const list = async (client: Client) => {
  const res = await client.get('/api/diagnosis/history');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DiagnosisHistorySummary[] }>().data;
};

const thumbnailKey = (url: string | null) => {
  const key = url ? ctx.storage.keyFromUrl(url) : null;
  if (!key) throw new Error(`not a stored thumbnail: ${url}`);
  return key;
};

describe('diagnosis history', () => {
  it("keeps a signed-in user's answers, newest first, with a small WebP thumbnail of the photo", async () => {
    const { client } = await signIn(ctx);
    expect(await list(client)).toEqual([]);
    const first = await analyze(client, 'brown rings on tomato leaves');
    expect(first.statusCode).toBe(201);
    // the answer itself is passed on unchanged
    expect(first.json()).toEqual(answerFor(`name="userInputText"\r\n\r\nbrown rings on tomato leaves\r\n`));
    expect((await analyze(client, 'yellow tomato leaves', true)).statusCode).toBe(201);

    const entries = await list(client);
    expect(entries.map((e) => e.text)).toEqual(['yellow tomato leaves', 'brown rings on tomato leaves']);
    expect(entries[0]).toMatchObject({
      verdict: 'possible',
      crop: 'tomato',
      top: { id: 'tomato-early-blight', name: 'Early blight', confidence: 0.41 },
    });
    expect(entries[1]?.thumbnailUrl).toBeNull();
    const stored = await ctx.storage.get(thumbnailKey(entries[0]?.thumbnailUrl ?? null));
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 120 });

    const detail = await client.get(`/api/diagnosis/history/${entries[0]?.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: DiagnosisHistoryEntry }>().data).toMatchObject({
      id: entries[0]?.id,
      response: '## Possibly: Early blight\n\nAbout yellow tomato leaves',
      engine: 'offline',
      candidates: [{ id: 'tomato-early-blight' }, { id: 'tomato-septoria' }],
      activeIngredients: [],
      fallbackReason: null,
    });
  });

  it("never lists, shows or deletes another user's entries: their ids answer 404", async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    await analyze(a.client, 'white powder on cucumber', true);
    const [entry] = await list(a.client);
    if (!entry) throw new Error('no entry');
    expect(await list(b.client)).toEqual([]);
    expect((await b.client.get(`/api/diagnosis/history/${entry.id}`)).statusCode).toBe(404);
    expect((await b.client.delete(`/api/diagnosis/history/${entry.id}`)).statusCode).toBe(404);
    const clearB = await b.client.delete('/api/diagnosis/history');
    expect(clearB.json()).toMatchObject({ data: { deleted: 0 } });
    // still there for its owner, picture and all
    expect((await a.client.get(`/api/diagnosis/history/${entry.id}`)).statusCode).toBe(200);
    expect(await ctx.storage.get(thumbnailKey(entry.thumbnailUrl))).not.toBeNull();
    expect((await b.client.get('/api/diagnosis/history/not-an-id')).statusCode).toBe(404);
    // and none of it without a session
    expect((await new Client(ctx.app).get('/api/diagnosis/history')).statusCode).toBe(401);
  });

  it('deletes one entry, then all, with their thumbnails', async () => {
    const { client } = await signIn(ctx);
    for (const text of ['one leaf', 'two leaves', 'three leaves']) await analyze(client, text, true);
    const entries = await list(client);
    const keys = entries.map((e) => thumbnailKey(e.thumbnailUrl));
    const gone = await client.delete(`/api/diagnosis/history/${entries[1]?.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ success: true, message: 'Diagnosis deleted' });
    expect((await list(client)).map((e) => e.text)).toEqual(['three leaves', 'one leaf']);
    expect(await ctx.storage.get(keys[1] ?? '')).toBeNull();
    expect(await ctx.storage.get(keys[0] ?? '')).not.toBeNull();
    expect((await client.delete(`/api/diagnosis/history/${entries[1]?.id}`)).statusCode).toBe(404);

    const cleared = await client.delete('/api/diagnosis/history');
    expect(cleared.json()).toMatchObject({ success: true, data: { deleted: 2 } });
    expect(await list(client)).toEqual([]);
    for (const key of keys) expect(await ctx.storage.get(key)).toBeNull();
  });

  it('keeps the last 50: the 51st entry drops the oldest, and its thumbnail', async () => {
    const { client } = await signIn(ctx);
    await analyze(client, 'entry 1', true);
    const [oldest] = await list(client);
    for (let n = 2; n <= 50; n += 1) await analyze(client, `entry ${n}`);
    expect(await list(client)).toHaveLength(50);
    expect(await ctx.storage.get(thumbnailKey(oldest?.thumbnailUrl ?? null))).not.toBeNull();

    await analyze(client, 'entry 51');
    const entries = await list(client);
    expect(entries).toHaveLength(50);
    expect(entries[0]?.text).toBe('entry 51');
    expect(entries.at(-1)?.text).toBe('entry 2');
    expect(entries.some((e) => e.text === 'entry 1')).toBe(false);
    expect(await ctx.storage.get(thumbnailKey(oldest?.thumbnailUrl ?? null))).toBeNull();
  });

  it("keeps nothing for a guest's analysis, nor for a failed one", async () => {
    const rows = async () => (await ctx.database.db.select().from(diagnosisHistory)).length;
    const before = await rows();
    const guest = new Client(ctx.app);
    expect((await analyze(guest, 'guest tomato leaves', true)).statusCode).toBe(201);
    expect(await rows()).toBe(before);

    const { client } = await signIn(ctx);
    refuse = true;
    try {
      const res = await analyze(client, 'x');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'userInputText is required' });
    } finally {
      refuse = false;
    }
    expect(await list(client)).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it('deleting the account deletes its history and thumbnails', async () => {
    const { client, user, password } = await signIn(ctx);
    await analyze(client, 'rust on wheat', true);
    const [entry] = await list(client);
    const key = thumbnailKey(entry?.thumbnailUrl ?? null);
    const res = await client.request({ method: 'DELETE', url: `/api/shop/profile/${user.id}`, payload: { password } });
    expect(res.statusCode, res.body).toBe(200);
    const left = await ctx.database.db.select().from(diagnosisHistory);
    expect(left.filter((row) => row.userId === user.id)).toEqual([]);
    expect(await ctx.storage.get(key)).toBeNull();
  });
});
