import { type Cart, factValuesOf } from '@farmai/contracts';
import { toDollars } from '../../lib/money.js';
import type { CartLine, CartRow } from './repository.js';

export const toCart = (cart: Pick<CartRow, 'id' | 'userId'>, lines: CartLine[]): Cart => ({
  _id: cart.id,
  userId: cart.userId,
  items: lines.map((l) => ({
    productId: l.productId,
    title: l.title,
    image: l.image,
    price: toDollars(l.priceCents),
    salePrice: toDollars(l.salePriceCents),
    quantity: l.quantity,
    totalStock: l.totalStock,
    ...factValuesOf(l),
  })),
});
