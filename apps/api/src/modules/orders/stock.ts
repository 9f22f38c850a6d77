import type { Tx } from '../../db/client.js';
import { refusedOrderLine } from '../cart/index.js';
import { returnStock, stockLeft, takeStock } from '../catalog/index.js';
import * as repo from './repository.js';

/** How long an order holds its stock while the buyer pays. */
export const RESERVATION_MS = 15 * 60 * 1000;

type Line = { productId: string | null; quantity: number; title: string };

/** The lines in the order their units are taken: by product, the same order for every buyer (no deadlocks). */
export function inTakingOrder<L extends Line>(lines: readonly L[]): L[] {
  return [...lines].sort((a, b) => String(a.productId).localeCompare(String(b.productId)));
}

/**
 * Takes every line's units off the shelf, in taking order, or throws "sold out" with the units left at that
 * moment (other buyers may have taken some since the cart was read).
 */
export async function reserve(tx: Tx, lines: Line[]): Promise<void> {
  for (const line of inTakingOrder(lines)) {
    const productId = takeable(line);
    if (!(await takeStock(tx, { productId, quantity: line.quantity }))) await soldOut(tx, { ...line, productId });
  }
}

/** The line's product, or "sold out" for a product deleted since (it is gone from the shelf). */
export function takeable(line: Line): string {
  if (!line.productId) throw refusedOrderLine(undefined, line.quantity, line.title);
  return line.productId;
}

/** Throws "sold out" for a line whose units could not be taken, with the units left now. */
export async function soldOut(tx: Tx, line: Line & { productId: string }): Promise<never> {
  throw refusedOrderLine(await stockLeft(tx, line.productId), line.quantity, line.title);
}

/** Holds the order's units again (its hold ran out), or throws "sold out". */
export async function reserveAgain(tx: Tx, orderId: string): Promise<void> {
  const items = (await repo.itemsOf(tx, [orderId])).get(orderId) ?? [];
  await reserve(tx, items);
}

/** Puts the order's units back on the shelf. */
export async function release(tx: Tx, orderId: string): Promise<void> {
  const items = (await repo.itemsOf(tx, [orderId])).get(orderId) ?? [];
  for (const item of items)
    if (item.productId) await returnStock(tx, { productId: item.productId, quantity: item.quantity });
}
