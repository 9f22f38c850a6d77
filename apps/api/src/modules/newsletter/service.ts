import type { Db } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { CounterStore } from '../../plugins/kv.js';
import * as repo from './repository.js';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!';
/** Sign-ups per client address and window: enough for people, not for a script filling the table. */
export const SUBSCRIBE_LIMIT = 20;
export const SUBSCRIBE_WINDOW_MS = 10 * 60 * 1000;

/** Subscribes an address; a repeated address is accepted again without a second row. */
export async function subscribe(db: Db, counters: CounterStore, ip: string, email: string): Promise<void> {
  const hits = await counters.increment(`newsletter:${ip}`, SUBSCRIBE_WINDOW_MS);
  if (hits > SUBSCRIBE_LIMIT) throw tooManyRequests('Too many sign-ups from this address. Please try again later.');
  await repo.insertSubscriber(db, email);
}
