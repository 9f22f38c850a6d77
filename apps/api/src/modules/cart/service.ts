import type { Cart, CartItemBody, CartMergeBody, Language } from '@farmai/contracts';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findProduct } from '../catalog/index.js';
import { toCart } from './mapper.js';
import * as repo from './repository.js';

/** The cart, its titles in `language` where the products are translated into it. */
async function readCart(db: Executor, cart: repo.CartRow, language: Language): Promise<Cart> {
  return toCart(cart, await repo.cartLines(db, cart.id, language));
}

export async function getCart(db: Db, userId: string, language: Language = 'en'): Promise<Cart> {
  return readCart(db, await repo.getOrCreateCart(db, userId), language);
}

/** Adds `quantity` to the line; the line may never hold more than the product's stock. */
export async function addToCart(db: Db, input: CartItemBody, language: Language = 'en'): Promise<Cart> {
  const cart = await repo.getOrCreateCart(db, input.userId);
  // the check and the write are one statement; the reason is looked up only when it refused
  if ((await repo.addWithinStock(db, cart.id, input.productId, input.quantity)) === undefined) {
    const product = await repo.stockAndLine(db, cart.id, input.productId);
    if (!product) throw notFound('product.notFound');
    throw badRequest('cart.stockLimit', { n: product.inCart });
  }
  return readCart(db, cart, language);
}

/** Sets the line's quantity; the line must exist. */
export async function updateCartLine(db: Db, input: CartItemBody, language: Language = 'en'): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, input.userId, true);
    const line = await repo.findLine(tx, cart.id, input.productId);
    if (!line) throw notFound('cart.lineNotFound');
    const product = await findProduct(tx, input.productId);
    if (!product) throw notFound('product.notFound');
    if (input.quantity > line.quantity && input.quantity > product.totalStock) {
      throw badRequest('cart.stockLimit', { n: line.quantity });
    }
    await repo.setLineQuantity(tx, cart.id, product.id, input.quantity);
    return readCart(tx, cart, language);
  });
}

export async function removeCartLine(
  db: Db,
  userId: string,
  productId: string,
  language: Language = 'en',
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, userId, true);
    if (!(await repo.deleteLine(tx, cart.id, productId))) throw notFound('cart.lineNotFound');
    return readCart(tx, cart, language);
  });
}

/** A line of a merge that could not be added as asked; `quantity` is what the cart holds of it afterwards. */
export interface MergeNotice {
  productId: string;
  reason: 'stockLimit' | 'soldOut' | 'notFound';
  quantity: number;
  title: string;
}

/** The same product named twice counts once, with the quantities added (at most 10,000, as any line). */
function combineLines(items: CartMergeBody['items']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const { productId, quantity } of items)
    lines.set(productId, Math.min(10_000, (lines.get(productId) ?? 0) + quantity));
  return lines;
}

/**
 * Adds the lines of a cart kept in the browser before signing in to the user's cart, in one
 * transaction. A line is added on top of what the cart holds, but never beyond the stock: it is
 * lowered to the stock (`stockLimit`), or left out when the product is sold out (`soldOut`);
 * unknown or deleted products are left out (`notFound`).
 */
export async function mergeCart(
  db: Db,
  input: CartMergeBody,
  language: Language = 'en',
): Promise<{ cart: Cart; notices: MergeNotice[] }> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, input.userId, true);
    const notices: MergeNotice[] = [];
    for (const [productId, quantity] of combineLines(input.items)) {
      const product = await repo.stockAndLine(tx, cart.id, productId);
      if (!product) {
        notices.push({ productId, reason: 'notFound', quantity: 0, title: '' });
        continue;
      }
      const { inCart, totalStock } = product;
      const wanted = inCart + quantity;
      const kept = Math.min(wanted, Math.max(totalStock, inCart));
      if (kept > inCart) await repo.setLineQuantity(tx, cart.id, product.productId, kept);
      if (kept < wanted) {
        notices.push({ productId, reason: kept === 0 ? 'soldOut' : 'stockLimit', quantity: kept, title: '' });
      }
    }
    const merged = await readCart(tx, cart, language);
    const titles = await repo.productTitles(
      tx,
      notices.filter((n) => n.reason !== 'notFound').map((n) => n.productId),
      language,
    );
    return { cart: merged, notices: notices.map((n) => ({ ...n, title: titles.get(n.productId) ?? '' })) };
  });
}
