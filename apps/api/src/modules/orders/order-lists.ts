import type { Order } from '@farmai/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { CachedJson } from '../../lib/send-json.js';
import type { PaymentProvider } from '../payments/index.js';
import { awaitsApproval, RECONCILE_LIMIT, type RecheckWindow, settleAwaiting } from './reconcile.js';
import * as repo from './repository.js';
import { buyerOrders } from './views.js';

/** A buyer's list as last sent: the version of their orders it was read at, its JSON, its orders waiting for an approval. */
interface KeptList {
  version: number;
  json: CachedJson;
  waiting: repo.OrderRow[];
}

export interface OrderListsOptions {
  provider: PaymentProvider;
  /** Told when reading a list found a payment settled (its held units are now sold). */
  onPaid?: () => Promise<void>;
  /** How often a list read again and again asks the provider about the same waiting payment. */
  recheck?: RecheckWindow;
  /** Upper bound of the lists kept, in bytes of their JSON. */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The buyers' order lists, kept serialised per account with the version of the buyer's orders they were
 * read at. The version is in the database, taken from a sequence by triggers on every write to a buyer's
 * orders, lines and timeline, whoever makes it (a checkout, the back office, the settling job, another
 * replica): a kept list is sent only while its version is the database's, so a list read again costs one
 * indexed read instead of the orders with their lines, and is never older than the database.
 */
export function orderLists(db: Db, options: OrderListsOptions) {
  const { provider, onPaid, recheck } = options;
  const kept = new LRUCache<string, KeptList>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (list) => Math.max(1, list.json.byteLength),
  });

  // the version is read before the orders: a write in between leaves a list newer than its version, read again next time
  const read = async (userId: string, version: number, serialize: (orders: Order[]) => string) => {
    const { rows, orders } = await buyerOrders(db, userId);
    const list = {
      version,
      json: new CachedJson(serialize(orders)),
      waiting: rows.filter((row) => awaitsApproval(row, provider.name)),
    };
    kept.set(userId, list);
    return list;
  };

  return {
    /**
     * A buyer's orders, newest first, as JSON made by `serialize`. Payments waiting for the buyer's approval
     * (and not asked about just now) are asked about first; one that got paid is settled and the list read again.
     */
    async answer(userId: string, serialize: (orders: Order[]) => string): Promise<CachedJson> {
      const version = await repo.orderListVersion(db, userId);
      const found = kept.get(userId);
      const list = found?.version === version ? found : await read(userId, version, serialize);
      const due = recheck ? recheck.due(list.waiting, RECONCILE_LIMIT) : list.waiting.slice(0, RECONCILE_LIMIT);
      if ((await settleAwaiting(db, provider, due)) === 0) return list.json;
      await onPaid?.();
      return (await read(userId, await repo.orderListVersion(db, userId), serialize)).json;
    },
  };
}
export type OrderLists = ReturnType<typeof orderLists>;
