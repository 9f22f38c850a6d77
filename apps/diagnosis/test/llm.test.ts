import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REPORT_TEXT } from '@farmai/diagnosis-engine/report-text';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT, systemPrompt } from '../src/providers/openai-compatible.js';
import type { AnalyzeResponse } from '../src/routes/analyze.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { leafPhoto } from './support/leaf-images.js';
import { multipart } from './support/multipart.js';

type Mode = 'ok' | 'slow' | 'error' | 'malformed' | 'empty';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: {
    model: string;
    temperature: number;
    max_tokens: number;
    messages: [
      { role: 'system'; content: string },
      {
        role: 'user';
        content: ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
      },
    ];
  };
}

const LLM_ANSWER = '## Most likely: Early blight (80%)\n*Alternaria solani*, a fungal disease.';
const TEXT =
  'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling';

/** A fake OpenAI-compatible chat-completions API on a free local port. */
let server: Server;
let baseUrl: string;
let mode: Mode = 'ok';
const seen: Seen[] = [];
const timers = new Set<NodeJS.Timeout>();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw = await readBody(req);
    seen.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(raw) as Seen['body'],
    });
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const completion = (content: string) =>
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      });
    if (mode === 'ok') send(200, completion(LLM_ANSWER));
    else if (mode === 'error') send(500, JSON.stringify({ error: { message: 'boom' } }));
    else if (mode === 'malformed') send(200, '{"choices": [ {"message": ');
    else if (mode === 'empty') send(200, completion('   '));
    else {
      const timer = setTimeout(() => send(200, completion(LLM_ANSWER)), 2_000);
      timers.add(timer);
      res.on('close', () => clearTimeout(timer));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  seen.length = 0;
  mode = 'ok';
});

async function appWithLlm(timeoutMs = 1_000) {
  t = await buildTestApp({
    AI_BASE_URL: baseUrl,
    AI_API_KEY: 'test-key-123',
    AI_MODEL: 'farm-model-1',
    AI_TIMEOUT_MS: String(timeoutMs),
  });
  return t.app;
}

async function analyze(app: TestApp['app'], withPhoto: boolean, language?: string, text = TEXT) {
  const fields: Parameters<typeof multipart>[0] = { userInputText: text };
  if (withPhoto)
    fields.image = { filename: 'leaf.jpg', contentType: 'image/jpeg', data: await leafPhoto('spots-halo') };
  const { payload, headers } = multipart(fields);
  const res = await app.inject({
    method: 'POST',
    url: '/api/images/analyze',
    payload,
    headers: language ? { ...headers, 'accept-language': language } : headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json<AnalyzeResponse>().data;
}

describe('OpenAI-compatible driver', () => {
  it('sends the chat-completions request and uses the answer', async () => {
    const app = await appWithLlm();
    const data = await analyze(app, false);
    expect(data.engine).toBe('llm');
    expect(data.fallbackReason).toBeUndefined();
    expect(data.gptResponse).toBe(LLM_ANSWER);
    // candidates still come from the offline ranking
    expect(data.candidates[0]?.id).toBe('tomato-early-blight');
    // and so do the active ingredients the shop links to
    expect(data.candidates[0]?.activeIngredients).toContain('mancozeb');
    expect(data.activeIngredients).toEqual(data.verdict === 'diagnosed' ? data.candidates[0]?.activeIngredients : []);
    expect(data.verdict).toBe('diagnosed');

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key-123');
    const body = request?.body;
    expect(body?.model).toBe('farm-model-1');
    expect(body?.temperature).toBe(0.2);
    expect(body?.max_tokens).toBe(1200);
    expect(body?.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toMatch(/agronomy and plant health/);
    expect(SYSTEM_PROMPT).toMatch(/Never name commercial products, brands/);
    expect(SYSTEM_PROMPT).toMatch(/PPE/);
    expect(SYSTEM_PROMPT).toMatch(/does not look like a plant problem/);
    const content = body?.messages[1].content ?? [];
    expect(content).toHaveLength(1);
    const text = content[0]?.type === 'text' ? content[0].text : '';
    expect(text).toContain(TEXT);
    expect(text).toContain('Early blight');
    expect(text).toContain('No photo was sent.');
  });

  it('sends the photo as a JPEG data URL with the photo measurements', async () => {
    const app = await appWithLlm();
    const data = await analyze(app, true);
    expect(data.engine).toBe('llm');
    expect(data.uploadedImageUrl).toBeDefined();
    const content = seen[0]?.body.messages[1].content ?? [];
    expect(content).toHaveLength(2);
    const image = content[1];
    expect(image?.type).toBe('image_url');
    const url = image?.type === 'image_url' ? image.image_url.url : '';
    expect(url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    const text = content[0]?.type === 'text' ? content[0].text : '';
    expect(text).toMatch(/Photo measurements: Affected area: \d+\.\d%/);
  });

  const failures: [Mode, string, RegExp][] = [
    ['slow', 'timeout', /did not answer in time/],
    ['error', 'http-error', /could not give an answer/],
    ['malformed', 'invalid-response', /could not give an answer/],
    ['empty', 'empty-response', /could not give an answer/],
  ];
  for (const [failure, reason, note] of failures) {
    it(`falls back to the offline answer when the endpoint is ${failure}`, async () => {
      mode = failure;
      const app = await appWithLlm(300);
      const started = Date.now();
      const data = await analyze(app, false);
      expect(Date.now() - started).toBeLessThan(1_900);
      expect(data.engine).toBe('offline');
      expect(data.fallbackReason).toBe(reason);
      const [first, ...rest] = data.gptResponse.split('\n');
      expect(first).toMatch(note);
      expect(first).toContain("FarmAI's offline diagnosis");
      expect(rest.join('\n')).toContain('## Most likely: Early blight');
      expect(data.candidates[0]?.id).toBe('tomato-early-blight');
      expect(seen).toHaveLength(1);
    });
  }

  it('falls back when the endpoint cannot be reached at all', async () => {
    t = await buildTestApp({
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'k',
      AI_MODEL: 'm',
      AI_TIMEOUT_MS: '2000',
    });
    const data = await analyze(t.app, false);
    expect(data.engine).toBe('offline');
    expect(data.fallbackReason).toBe('network-error');
  });

  it('asks the cloud model to answer in the language of Accept-Language, with its headings', async () => {
    const app = await appWithLlm();
    await analyze(app, false, 'bn-BD,bn;q=0.9,en;q=0.5', 'টমেটোর নিচের পাতায় বাদামি দাগ, দাগের মধ্যে গোল রিং');
    const system = seen[0]?.body.messages[0].content ?? '';
    expect(system).toBe(systemPrompt('bn'));
    expect(system.startsWith(SYSTEM_PROMPT)).toBe(true);
    expect(system).toContain('Write the whole answer in Bangla');
    expect(system).toContain(REPORT_TEXT.bn.headings.whatToDoNow);
    expect(systemPrompt('en')).toBe(SYSTEM_PROMPT);
  });

  it('falls back to the offline answer in the language asked for', async () => {
    mode = 'error';
    const app = await appWithLlm(300);
    const data = await analyze(app, false, 'hi', 'टमाटर की निचली पत्तियों पर भूरे धब्बे धब्बों में छल्ले');
    expect(data.engine).toBe('offline');
    const [first, ...rest] = data.gptResponse.split('\n');
    expect(first).toBe(REPORT_TEXT.hi.fallbackError);
    expect(rest.join('\n')).toMatch(/## (सबसे संभावित|शायद|हमें पक्का नहीं पता)/);
  });
});
