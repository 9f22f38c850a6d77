import type { Db } from '../../db/client.js';
import { apiText } from '../../i18n/index.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { CounterStore } from '../../plugins/kv.js';
import * as repo from './repository.js';

/** The English answer to a sign-up (docs/product/wire.md#newsletter); other languages: the catalogue. */
export const SUBSCRIBED_MESSAGE = apiText('en', 'newsletter.subscribed');
/** Sign-ups per client address and window: enough for people, not for a script filling the table. */
export const SUBSCRIBE_LIMIT = 20;
export const SUBSCRIBE_WINDOW_MS = 10 * 60 * 1000;

/** Subscribes an address; a repeated address is accepted again without a second row. */
export async function subscribe(db: Db, counters: CounterStore, ip: string, email: string): Promise<void> {
  const hits = await counters.increment(`newsletter:${ip}`, SUBSCRIBE_WINDOW_MS);
  if (hits > SUBSCRIBE_LIMIT) throw tooManyRequests('newsletter.tooMany');
  await repo.insertSubscriber(db, email);
}
