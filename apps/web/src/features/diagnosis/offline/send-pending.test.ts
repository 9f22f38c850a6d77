import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { keepPending, type PendingDiagnosis, pendingOf } from './pending';
import { sendPending } from './send-pending';

const FARMER = 'user-farmer';
const NEIGHBOUR = 'user-neighbour';

/** A failed request as the HTTP client gives it: with the answer's status, or with none (no connection). */
const failure = (status?: number): HttpError =>
  status === undefined ? new HttpError('network') : new HttpError('http', status, { error: 'no', code: 'x' });

async function clearAll() {
  for (const user of [FARMER, NEIGHBOUR]) {
    for (const entry of await pendingOf(user)) {
      const { dropPending } = await import('./pending');
      await dropPending(entry.id);
    }
  }
}

describe('diagnoses made offline, sent when back online', () => {
  beforeEach(clearAll);

  it('sends the account’s questions oldest first, in their language, and drops each once its answer is kept', async () => {
    await keepPending({ userId: FARMER, text: 'first question', language: 'hi' });
    await keepPending({ userId: NEIGHBOUR, text: 'not mine', language: 'en' });
    await keepPending({ userId: FARMER, text: 'second question', language: 'bn' });
    const sent: Pick<PendingDiagnosis, 'text' | 'language'>[] = [];
    const outcome = await sendPending(FARMER, async (entry) => {
      sent.push({ text: entry.text, language: entry.language });
    });
    expect(outcome).toEqual({ saved: 2, waiting: 0 });
    expect(sent).toEqual([
      { text: 'first question', language: 'hi' },
      { text: 'second question', language: 'bn' },
    ]);
    expect(await pendingOf(FARMER)).toEqual([]);
    // another account's question on the same phone is neither sent nor dropped
    expect((await pendingOf(NEIGHBOUR)).map((e) => e.text)).toEqual(['not mine']);
  });

  it('stops at a question that gets no answer and keeps it and the rest for the next round', async () => {
    await keepPending({ userId: FARMER, text: 'one', language: 'en' });
    await keepPending({ userId: FARMER, text: 'two', language: 'en' });
    await keepPending({ userId: FARMER, text: 'three', language: 'en' });
    let calls = 0;
    const outcome = await sendPending(FARMER, async () => {
      calls += 1;
      if (calls === 2) throw failure();
    });
    expect(outcome).toEqual({ saved: 1, waiting: 2 });
    expect(calls).toBe(2);
    expect((await pendingOf(FARMER)).map((e) => e.text)).toEqual(['two', 'three']);
  });

  it('keeps a question the server could not answer now (5xx, 429, signed out) and drops one it refused for good', async () => {
    for (const status of [503, 429, 401]) {
      await keepPending({ userId: FARMER, text: `asked during ${status}`, language: 'en' });
      expect(
        await sendPending(FARMER, async () => {
          throw failure(status);
        }),
      ).toEqual({ saved: 0, waiting: 1 });
      await clearAll();
    }
    await keepPending({ userId: FARMER, text: 'refused', language: 'en' });
    await keepPending({ userId: FARMER, text: 'fine', language: 'en' });
    const outcome = await sendPending(FARMER, async (entry) => {
      if (entry.text === 'refused') throw failure(400);
    });
    expect(outcome).toEqual({ saved: 1, waiting: 0 });
    expect(await pendingOf(FARMER)).toEqual([]);
  });

  it('sends each question once when two rounds are asked for at the same time', async () => {
    await keepPending({ userId: FARMER, text: 'only once', language: 'en' });
    let calls = 0;
    const send = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const [a, b] = await Promise.all([sendPending(FARMER, send), sendPending(FARMER, send)]);
    expect(calls).toBe(1);
    expect(a).toEqual({ saved: 1, waiting: 0 });
    expect(b).toEqual(a);
  });
});
