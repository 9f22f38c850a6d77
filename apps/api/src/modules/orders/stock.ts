import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import * as repo from './repository.js';

/** How long an order holds its stock while the buyer pays. */
export const RESERVATION_MS = 15 * 60 * 1000;

/** 409: the line's product is sold out, or fewer units are left than the line asks for. */
export const soldOut = (title: string, left: number) =>
  left === 0 ? conflict('order.soldOut', { title }) : conflict('order.fewLeft', { n: left, title });

type Line = { productId: string | null; quantity: number; title: string };

/**
 * Takes every line's units off the shelf, in a fixed order (no deadlocks), or throws "sold out"
 * with the units left at that moment (other buyers may have taken some since the cart was read).
 */
export async function reserve(tx: Tx, lines: Line[]): Promise<void> {
  const byProduct = [...lines].sort((a, b) => String(a.productId).localeCompare(String(b.productId)));
  for (const line of byProduct) {
    if (!line.productId) throw soldOut(line.title, 0);
    if (!(await repo.takeStock(tx, line.productId, line.quantity))) {
      // units given back since the failed take are no promise: fewer than asked for is what it was
      throw soldOut(line.title, Math.min(await repo.stockLeft(tx, line.productId), line.quantity - 1));
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
