import type { Cart, CartItemBody, Language } from '@farmai/contracts';
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
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, input.userId, true);
    const product = await repo.stockAndLine(tx, cart.id, input.productId);
    if (!product) throw notFound('product.notFound');
    const { inCart } = product;
    if (inCart + input.quantity > product.totalStock) throw badRequest('cart.stockLimit', { n: inCart });
    await repo.setLineQuantity(tx, cart.id, product.productId, inCart + input.quantity);
    return readCart(tx, cart, language);
  });
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
