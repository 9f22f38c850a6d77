import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { store } from './store';

describe("the app's store", () => {
  it('starts with the session only; the API slice joins when code that needs it loads, and works at once', async () => {
    expect(Object.keys(store.getState())).toEqual(['auth']);
    expect(store.getState().auth.sessionChecked).toBe(false);

    const { api } = await import('@/lib/api');
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });

    serveApi({ 'GET /api/ping': { body: { pong: true } } });
    const { endpoints } = api.injectEndpoints({
      endpoints: (build) => ({ ping: build.query<{ pong: boolean }, void>({ query: () => ({ url: '/api/ping' }) }) }),
    });
    const result = await store.dispatch(endpoints.ping.initiate());
    expect(result.data).toEqual({ pong: true });
    expect(Object.values(store.getState().api?.queries ?? {})).toEqual([
      expect.objectContaining({ status: 'fulfilled', data: { pong: true } }),
    ]);
  });
});
