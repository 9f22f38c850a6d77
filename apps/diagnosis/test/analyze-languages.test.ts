import { type AnalyzeResponse, analyzeResponseSchema, LANGUAGES } from '@farmai/contracts';
import { REPORT_TEXT } from '@farmai/diagnosis-engine/report-text';
import { ImageQueueFullError } from '@farmai/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagnosisError, diagnosisErrorPolicy, errorMessage } from '../src/errors.js';
import { ERROR_TEXT } from '../src/errors-text-data.js';
import { ENGLISH_ANSWERS } from './fixtures/english-answers.js';
import { FIXTURE_TRANSLATIONS, fixtureLocalNames } from './fixtures/knowledge-translation.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { leafPhoto } from './support/leaf-images.js';
import { multipart } from './support/multipart.js';

const BANGLA = 'টমেটোর নিচের পুরনো পাতায় বাদামি দাগ, দাগের মধ্যে নিশানার মত গোল গোল রিং, দাগের চারপাশে পাতা হলুদ হয়ে ঝরে পড়ছে';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    { RATE_LIMIT_PER_MINUTE: '1000' },
    { translations: FIXTURE_TRANSLATIONS, localNames: fixtureLocalNames, leafModel: null },
  );
});
afterAll(async () => {
  await t.close();
});

function post(fields: Parameters<typeof multipart>[0], language?: string) {
  const { payload, headers } = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/images/analyze',
    payload,
    headers: language === undefined ? headers : { ...headers, 'accept-language': language },
  });
}

const varies = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .includes('accept-language');

describe('the language of the answer', () => {
  it('answers exactly as before without Accept-Language, or when it asks for English or a language we do not speak', async () => {
    for (const { text, data } of ENGLISH_ANSWERS) {
      for (const language of [undefined, 'en-GB,en;q=0.9', 'de-DE,de;q=0.9']) {
        const res = await post({ userInputText: text }, language);
        expect(res.statusCode, text).toBe(201);
        const body = res.json<AnalyzeResponse>();
        // every recorded field is sent exactly as it was; the active ingredients are the only addition
        const { activeIngredients, ...recorded } = body.data;
        const candidates = recorded.candidates.map(({ activeIngredients: _ids, ...c }) => c);
        expect({ ...recorded, candidates }, `${text} (${language})`).toEqual(data);
        expect(JSON.stringify({ ...recorded, candidates })).toBe(JSON.stringify(data));
        expect(Object.keys(body.data).at(-1)).toBe('activeIngredients');
        expect(activeIngredients).toEqual(
          data.verdict === 'diagnosed' ? body.data.candidates[0]?.activeIngredients : [],
        );
      }
    }
  });

  it('answers in Bangla to Accept-Language: bn, with Bangla digits and the translated names', async () => {
    const res = await post({ userInputText: BANGLA }, 'bn');
    expect(res.statusCode).toBe(201);
    expect(varies(res.headers.vary)).toBe(true);
    const body = res.json<AnalyzeResponse>();
    expect(analyzeResponseSchema.parse(body)).toEqual(body);
    expect(body.message).toBe('Analysis complete');
    const { data } = body;
    expect(data.verdict).toBe('diagnosed');
    expect(data.crop).toBe('tomato');
    expect(data.candidates[0]).toMatchObject({ id: 'tomato-early-blight', name: 'আগাম ধসা' });
    expect(data.gptResponse).toMatch(/^## সবচেয়ে সম্ভাব্য: আগাম ধসা \([০-৯]+%\)\n/);
    expect(data.gptResponse).toContain(`\n${REPORT_TEXT.bn.headings.whatToDoNow}\n`);
    expect(data.gptResponse).toContain('**ফসল:** টমেটো');
    expect(data.gptResponse.endsWith(REPORT_TEXT.bn.disclaimer)).toBe(true);
  });

  it('picks the best language of the header by its q-values', async () => {
    const res = await post(
      { userInputText: 'tomates con manchas cafes y anillos en las hojas de abajo' },
      'de;q=1, es-MX;q=0.8, fr;q=0.5',
    );
    expect(res.json<AnalyzeResponse>().data.gptResponse).toMatch(
      /^## (Lo más probable|Posiblemente|No estamos seguros)/,
    );
    const fr = await post({ userInputText: 'tomates avec des taches brunes et des cercles sur les feuilles' }, 'fr-FR');
    expect(fr.json<AnalyzeResponse>().data.gptResponse).toMatch(/^## (Le plus probable|Peut-être|Nous ne savons pas)/);
  });

  it('describes the photo in the language asked for', async () => {
    const image = { filename: 'leaf.jpg', contentType: 'image/jpeg', data: await leafPhoto('spots-halo') };
    const res = await post({ userInputText: 'टमाटर की निचली पत्तियों पर भूरे धब्बे, धब्बों में छल्ले', image }, 'hi');
    expect(res.statusCode).toBe(201);
    const { data } = res.json<AnalyzeResponse>();
    expect(data.gptResponse).toMatch(/पत्ती की दिखने वाली सतह का \*\*[०-९]+\.[०-९]% प्रभावित\*\* है।/);
    expect(data.candidates[0]?.name).toBe('अगेती झुलसा');
    expect(varies(res.headers.vary)).toBe(true);
  });

  it('words its own errors in the language asked for, and in English without it', async () => {
    const english = await post({ userInputText: 'hi' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error: 'userInputText must be at least 3 characters.', code: 'textTooShort' });
    expect(varies(english.headers.vary)).toBe(true);
    const hindi = await post({ userInputText: 'hi' }, 'hi-IN');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({
      error: 'विवरण (userInputText) कम से कम 3 अक्षरों का होना चाहिए।',
      code: 'textTooShort',
    });
    const bangla = await post(
      {
        userInputText: 'leaves yellow',
        image: { filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a....') },
      },
      'bn',
    );
    expect(bangla.statusCode).toBe(415);
    expect(bangla.json()).toEqual({ error: 'ছবিটি JPEG বা PNG হতে হবে।', code: 'notJpegPng' });
    const notForm = await t.app.inject({
      method: 'POST',
      url: '/api/images/analyze',
      payload: { a: 1 },
      headers: { 'accept-language': 'fr' },
    });
    expect(notForm.statusCode).toBe(400);
    expect(notForm.json<{ error: string }>().error).toMatch(/^Envoyez le formulaire en multipart\/form-data/);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing?x=1',
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No existe la ruta GET /api/nothing', code: 'routeNotFound' });
    const missingEnglish = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missingEnglish.json()).toEqual({ error: 'Route GET /api/nothing not found', code: 'routeNotFound' });
  });
});

describe('error messages', () => {
  it('translate the shared answers (rate limit, unexpected, full photo queue) and keep anything else', () => {
    const { tooManyRequests, unexpected } = diagnosisErrorPolicy.messages;
    expect(tooManyRequests).toBe('Too many requests: please wait a minute and try again.');
    expect(errorMessage(new Error('x'), tooManyRequests, 'bn')).toBe(ERROR_TEXT.bn.tooManyRequests());
    expect(errorMessage(new Error('x'), unexpected, 'fr')).toBe(
      'Un problème est survenu de notre côté. Veuillez réessayer.',
    );
    const queue = new ImageQueueFullError();
    expect(errorMessage(queue, queue.message, 'es')).toBe(ERROR_TEXT.es.photosQueued());
    expect(errorMessage(queue, queue.message, 'en')).toBe(queue.message);
    expect(errorMessage(new Error('x'), 'Multipart: Boundary not found', 'hi')).toBe('Multipart: Boundary not found');
    expect(errorMessage(new DiagnosisError(400, 'textTooLong', { max: 2000 }), '', 'es')).toBe(
      'La descripción (userInputText) debe tener como máximo 2000 caracteres.',
    );
  });

  it('exist in every language', () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(ERROR_TEXT[language])) {
        expect(
          message({ mb: 2, field: 'f', max: 9, min: 3, method: 'GET', path: '/x' }).trim(),
          `${language} ${key}`,
        ).not.toBe('');
      }
    }
  });
});
