import type { Cart, CartItemBody } from '@farmai/contracts';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findProduct } from '../catalog/index.js';
import { toCart } from './mapper.js';
import * as repo from './repository.js';

export const stockLimitMessage = (inCart: number) => `Only ${inCart} quantity can be added for this item`;
const PRODUCT_NOT_FOUND = 'Product not found';
const LINE_NOT_FOUND = 'Cart item not present!';

async function readCart(db: Executor, cart: repo.CartRow): Promise<Cart> {
  return toCart(cart, await repo.cartLines(db, cart.id));
}

export async function getCart(db: Db, userId: string): Promise<Cart> {
  return readCart(db, await repo.getOrCreateCart(db, userId));
}

/** Adds `quantity` to the line; the line may never hold more than the product's stock. */
export async function addToCart(db: Db, input: CartItemBody): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, input.userId, true);
    const product = await repo.stockAndLine(tx, cart.id, input.productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const { inCart } = product;
    if (inCart + input.quantity > product.totalStock) throw badRequest(stockLimitMessage(inCart));
    await repo.setLineQuantity(tx, cart.id, product.productId, inCart + input.quantity);
    return readCart(tx, cart);
  });
}

/** Sets the line's quantity; the line must exist. */
export async function updateCartLine(db: Db, input: CartItemBody): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, input.userId, true);
    const line = await repo.findLine(tx, cart.id, input.productId);
    if (!line) throw notFound(LINE_NOT_FOUND);
    const product = await findProduct(tx, input.productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (input.quantity > line.quantity && input.quantity > product.totalStock) {
      throw badRequest(stockLimitMessage(line.quantity));
    }
    await repo.setLineQuantity(tx, cart.id, product.id, input.quantity);
    return readCart(tx, cart);
  });
}

export async function removeCartLine(db: Db, userId: string, productId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await repo.getOrCreateCart(tx, userId, true);
    if (!(await repo.deleteLine(tx, cart.id, productId))) throw notFound(LINE_NOT_FOUND);
    return readCart(tx, cart);
  });
}
