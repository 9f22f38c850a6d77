import { statusOf } from '@/lib/http';
import { analyzeCrop } from '../api/analyze';
import { dropPending, type PendingDiagnosis, pendingOf } from './pending';

/** What sending the waiting diagnoses did: how many are now in the history, and how many still wait. */
export interface SendOutcome {
  saved: number;
  waiting: number;
}

/** Sends one diagnosis to the service through the API, which keeps the answer in the account's history. */
export type SendDiagnosis = (entry: PendingDiagnosis) => Promise<unknown>;

const sendThroughApi: SendDiagnosis = (entry) =>
  analyzeCrop({ text: entry.text, image: entry.photo }, undefined, undefined, entry.language);

/**
 * A refusal that sending again would meet again (the service read the form and said no): the entry
 * is dropped. No answer, a server error or "too many requests" leave it waiting for the next try.
 */
function refusedForGood(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

let running: Promise<SendOutcome> | undefined;

/**
 * Sends the account's diagnoses made offline, oldest first; one that gets no answer stops the round
 * (the rest wait for the next). The answer kept is the service's, made again from the same text,
 * photo and language: the browser never writes a history entry itself.
 */
export function sendPending(userId: string, send: SendDiagnosis = sendThroughApi): Promise<SendOutcome> {
  // one round at a time: a second caller waits for the round under way (an entry is never sent twice)
  running ??= sendAll(userId, send).finally(() => {
    running = undefined;
  });
  return running;
}

async function sendAll(userId: string, send: SendDiagnosis): Promise<SendOutcome> {
  const entries = await pendingOf(userId);
  let saved = 0;
  for (const [i, entry] of entries.entries()) {
    try {
      await send(entry);
      saved += 1;
    } catch (error) {
      if (!refusedForGood(error)) return { saved, waiting: entries.length - i };
    }
    await dropPending(entry.id);
  }
  // clears the account's mark when none is left
  await pendingOf(userId);
  return { saved, waiting: 0 };
}
