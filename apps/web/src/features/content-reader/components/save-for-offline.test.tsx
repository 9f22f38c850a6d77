import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { FakeCacheStorage } from '@/testing/fake-caches';
import { renderApp } from '@/testing/render';
import { SAVED_CACHE } from '../offline/saved-articles';
import { ExpertAdviceReader } from './expert-advice-reader';

const advice = (language: string) => [
  {
    _id: 'a1',
    title: language === 'hi' ? 'माहू के विरुद्ध नीम' : 'Neem against aphids',
    description: '1. Mix: 5 ml per litre.',
    path: '/uploads/advice/neem.png',
    postedDate: '2026-11-12T08:00:00.000Z',
  },
];

let storage: FakeCacheStorage;
const fetched: Request[] = [];

/** The answers and the picture as the network gives them to the save (fetch, not the app's client). */
async function network(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  fetched.push(request);
  if (new URL(request.url).pathname.startsWith('/uploads/'))
    return new Response('png', { headers: { 'content-type': 'image/png' } });
  const language = request.headers.get('accept-language') ?? 'en';
  return Response.json({ success: true, expertAdvice: advice(language) }, { headers: { vary: 'accept-language' } });
}

describe('Save for offline', () => {
  beforeEach(() => {
    storage = new FakeCacheStorage();
    fetched.length = 0;
    vi.stubGlobal('caches', storage);
    vi.stubGlobal('fetch', vi.fn(network));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en', { persist: false });
  });

  it('keeps the open article in the language read, lists it as saved, and removes it', async () => {
    await activateLanguage('hi', { persist: false });
    serveApi({ 'GET /api/common/expertAdvice': { body: { success: true, expertAdvice: advice('hi') } } });
    renderApp(<ExpertAdviceReader />, { route: '/farmAI/expertAdvice' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'ऑफ़लाइन पढ़ने के लिए रखें' }));
    expect(await screen.findByRole('button', { name: 'इस फ़ोन से हटाएँ' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'इस फ़ोन में रखा है')).toBe(true);
    expect(fetched[0]?.headers.get('accept-language')).toBe('hi');
    expect(fetched.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/common/expertAdvice',
      '/uploads/advice/neem.png',
    ]);

    const saved = screen.getByRole('region', { name: 'इस फ़ोन में रखा है' });
    const link = within(saved).getByRole('link', { name: /माहू के विरुद्ध नीम/ });
    expect(link).toHaveAttribute('href', '/farmAI/expertAdvice?id=a1');
    expect((await storage.open(SAVED_CACHE)).entries).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'इस फ़ोन से हटाएँ' }));
    expect(await screen.findByRole('button', { name: 'ऑफ़लाइन पढ़ने के लिए रखें' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'इस फ़ोन में रखा है' })).not.toBeInTheDocument();
    expect((await storage.open(SAVED_CACHE)).entries).toEqual([]);
  });
});
