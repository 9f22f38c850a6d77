import type { Tx } from '../../db/client.js';
import { refusedOrderLine } from '../cart/index.js';
import * as repo from './repository.js';

/** How long an order holds its stock while the buyer pays. */
export const RESERVATION_MS = 15 * 60 * 1000;

type Line = { productId: string | null; quantity: number; title: string };

/**
 * Takes every line's units off the shelf, in a fixed order (no deadlocks), or throws "sold out"
 * with the units left at that moment (other buyers may have taken some since the cart was read).
 */
export async function reserve(tx: Tx, lines: Line[]): Promise<void> {
  const byProduct = [...lines].sort((a, b) => String(a.productId).localeCompare(String(b.productId)));
  for (const line of byProduct) {
    // a product deleted since is gone from the shelf
    if (!line.productId) throw refusedOrderLine(undefined, line.quantity, line.title);
    if (!(await repo.takeStock(tx, line.productId, line.quantity))) {
      throw refusedOrderLine(await repo.stockLeft(tx, line.productId), line.quantity, line.title);
    }
  }
}

/** Holds the order's units again (its hold ran out), or throws "sold out". */
export async function reserveAgain(tx: Tx, orderId: string): Promise<void> {
  const items = (await repo.itemsOf(tx, [orderId])).get(orderId) ?? [];
  await reserve(tx, items);
}

/** Puts the order's units back on the shelf. */
export async function release(tx: Tx, orderId: string): Promise<void> {
  const items = (await repo.itemsOf(tx, [orderId])).get(orderId) ?? [];
  for (const item of items) if (item.productId) await repo.returnStock(tx, item.productId, item.quantity);
}
