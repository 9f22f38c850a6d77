import {
  type Cart,
  type CartItemBody,
  type CartMergeBody,
  type CartMergeNotice,
  type Language,
  MAX_LINE_QUANTITY,
} from '@farmai/contracts';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { currentTitles, findProduct } from '../catalog/index.js';
import { checkCartChange, decideCartLine, type Lowered, mergeNotice, refusedAdd } from './line-rules.js';
import { toCart } from './mapper.js';
import * as repo from './repository.js';

/** The cart, its titles in `language` where the products are translated into it. */
async function readCart(db: Executor, cart: Pick<repo.CartRow, 'id' | 'userId'>, language: Language): Promise<Cart> {
  return toCart(cart, await repo.cartLines(db, cart.id, language));
}

export async function getCart(db: Db, userId: string, language: Language = 'en'): Promise<Cart> {
  return readCart(db, await repo.getOrCreateCart(db, userId), language);
}

/** Adds `quantity` to the line; the line may never hold more than the product's stock (line-rules.ts). */
export async function addToCart(db: Db, input: CartItemBody, language: Language = 'en'): Promise<Cart> {
  const { userId, productId, quantity } = input;
  // the check and the write are one statement, with the cart found by its user; the cart is made
  // (and the add tried again) on a first add, and the reason of a refusal is looked up only then
  let added = await repo.addWithinStock(db, userId, productId, quantity);
  let cartId = added.cartId;
  if (cartId === null) {
    cartId = (await repo.getOrCreateCart(db, userId)).id;
    added = await repo.addWithinStock(db, userId, productId, quantity);
  }
  if (added.quantity === null) {
    const product = await repo.stockAndLine(db, cartId, productId);
    throw refusedAdd(product, product?.inCart ?? 0, quantity);
  }
  return readCart(db, { id: cartId, userId }, language);
}

/** Sets the line's quantity; the line must exist, and may be lowered but not raised past the stock. */
export async function updateCartLine(db: Db, input: CartItemBody, language: Language = 'en'): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, input.userId, true);
    const line = await repo.findLine(tx, cart.id, input.productId);
    if (!line) throw notFound('cart.lineNotFound');
    const product = await findProduct(tx, input.productId);
    const { quantity } = checkCartChange(product, { change: 'set', inCart: line.quantity, quantity: input.quantity });
    await repo.setLineQuantity(tx, cart.id, line.productId, quantity);
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

/** The same product named twice counts once, with the quantities added (at most MAX_LINE_QUANTITY, as any line). */
function combineLines(items: CartMergeBody['items']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const { productId, quantity } of items)
    lines.set(productId, Math.min(MAX_LINE_QUANTITY, (lines.get(productId) ?? 0) + quantity));
  return lines;
}

/**
 * Adds the lines of a cart kept in the browser before signing in to the user's cart, in one
 * transaction. A line is added on top of what the cart holds, but never beyond the stock
 * (line-rules.ts): it is lowered to the stock (`stockLimit`), or left out when the product is sold
 * out (`soldOut`); unknown, deleted or archived products are left out (`notFound`). Each notice
 * says so in `language`.
 */
export async function mergeCart(
  db: Db,
  input: CartMergeBody,
  language: Language = 'en',
): Promise<{ cart: Cart; notices: CartMergeNotice[] }> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, input.userId, true);
    const lowered: { productId: string; decision: Lowered }[] = [];
    for (const [productId, quantity] of combineLines(input.items)) {
      const product = await repo.stockAndLine(tx, cart.id, productId);
      const inCart = product?.inCart ?? 0;
      const decision = decideCartLine(product, { change: 'merge', inCart, quantity });
      if (product && decision.quantity > inCart) {
        await repo.setLineQuantity(tx, cart.id, product.productId, decision.quantity);
      }
      const { reason } = decision;
      if (reason) lowered.push({ productId, decision: { ...decision, reason } });
    }
    const merged = await readCart(tx, cart, language);
    const titles = await currentTitles(
      tx,
      lowered.filter((l) => l.decision.reason !== 'notFound').map((l) => l.productId),
      language,
    );
    const notices = lowered.map(({ productId, decision }) =>
      mergeNotice(productId, decision, titles.get(productId) ?? '', language),
    );
    return { cart: merged, notices };
  });
}
