import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSavedAnswers, SAVED_ANSWERS_CACHE } from '@/lib/offline/connection';
import { FakeCacheStorage } from '@/testing/fake-caches';
import { answerFromSavedCopies } from '../../../../vite.pwa';
import { removeArticle, SAVED_CACHE, saveArticle, savedArticles } from './saved-articles';

const ORIGIN = 'https://farmai.test';
const absolute = (input: RequestInfo | URL) =>
  input instanceof Request ? input : new Request(new URL(String(input), `${ORIGIN}/`));

const guides = (language: string) => ({
  success: true,
  scientificCultivationMethods: [
    {
      _id: 'g1',
      crop_name: `Rice (${language})`,
      description: '1. Soil: loam.',
      path: '/uploads/cultivation/rice.png',
    },
    {
      _id: 'g2',
      crop_name: `Wheat (${language})`,
      description: 'Sow in rows.',
      path: '/uploads/cultivation/wheat.png',
    },
  ],
});

/** The API and the pictures, as the network (or the service worker) answers them. */
async function network(input: RequestInfo | URL): Promise<Response> {
  const request = absolute(input);
  const url = new URL(request.url);
  if (url.pathname === '/api/common/scm') {
    const language = request.headers.get('accept-language') ?? 'en';
    return Response.json(guides(language), { headers: { vary: 'accept-language' } });
  }
  if (url.pathname.startsWith('/uploads/'))
    return new Response(`picture ${url.pathname}`, { headers: { 'content-type': 'image/png' } });
  return new Response('not found', { status: 404 });
}

const scmIn = (language: string) =>
  new Request(`${ORIGIN}/api/common/scm`, { headers: { 'Accept-Language': language } });
let storage: FakeCacheStorage;

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('location', new URL(`${ORIGIN}/scientific-cultivation/g1`));
  vi.stubGlobal('fetch', vi.fn(network));
});
afterEach(() => vi.unstubAllGlobals());

describe('guides saved for offline', () => {
  it('keeps the answer in the language read, the picture and a record, which the service worker answers from', async () => {
    const article = await saveArticle('guide', 'g1', 'bn');
    expect(article).toMatchObject({ kind: 'guide', id: 'g1', title: 'Rice (bn)', language: 'bn' });
    expect(await savedArticles()).toEqual([article]);
    expect(storage.stores.has(SAVED_CACHE)).toBe(true);

    const fallback = answerFromSavedCopies.handlerDidError;
    const firstTitle = async (request: Request) => {
      const body = (await (await fallback({ request }))?.json()) as ReturnType<typeof guides> | undefined;
      return body?.scientificCultivationMethods[0]?.crop_name;
    };
    expect(await firstTitle(scmIn('bn'))).toBe('Rice (bn)');
    // a reader who switched language still gets the copy saved, rather than nothing
    expect(await firstTitle(scmIn('en'))).toBe('Rice (bn)');
    const picture = await fallback({ request: new Request(`${ORIGIN}/uploads/cultivation/rice.png`) });
    expect(await picture?.text()).toBe('picture /uploads/cultivation/rice.png');
    expect(await fallback({ request: new Request(`${ORIGIN}/uploads/other.png`) })).toBeUndefined();
  });

  it('keeps one answer per language and drops each when no saved article needs it any more', async () => {
    await saveArticle('guide', 'g1', 'en');
    await saveArticle('guide', 'g2', 'en');
    await saveArticle('guide', 'g2', 'hi');
    const cache = await storage.open(SAVED_CACHE);
    expect(await cache.match(scmIn('en'))).toBeDefined();
    expect(await cache.match(scmIn('hi'))).toBeDefined();
    expect((await savedArticles()).map((a) => `${a.id} ${a.language}`)).toEqual(['g2 hi', 'g1 en']);

    await removeArticle('guide', 'g2');
    expect((await savedArticles()).map((a) => a.id)).toEqual(['g1']);
    expect(await cache.match(scmIn('hi'))).toBeUndefined();
    expect(await cache.match(scmIn('en'))).toBeDefined();
    expect(await cache.match(`${ORIGIN}/uploads/cultivation/wheat.png`)).toBeUndefined();
    expect(await cache.match(`${ORIGIN}/uploads/cultivation/rice.png`)).toBeDefined();

    await removeArticle('guide', 'g1');
    expect(await savedArticles()).toEqual([]);
    expect(cache.entries).toEqual([]);
  });

  it('saves nothing for an article the answer does not hold', async () => {
    await expect(saveArticle('guide', 'gone', 'en')).rejects.toThrow(/no guide gone/);
    expect(await savedArticles()).toEqual([]);
  });

  it('stays on the phone when the farmer signs out, which drops the answers seen', async () => {
    await (await storage.open(SAVED_ANSWERS_CACHE)).put(scmIn('en'), await network(scmIn('en')));
    await saveArticle('guide', 'g1', 'en');
    await forgetSavedAnswers();
    expect(storage.stores.has(SAVED_ANSWERS_CACHE)).toBe(false);
    expect((await savedArticles()).map((a) => a.id)).toEqual(['g1']);
  });
});
