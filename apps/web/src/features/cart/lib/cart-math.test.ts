import type { Cart } from '@farmai/contracts';
import { describe, expect, it } from 'vitest';
import { cartTotal, itemCount, lineTotal, stockLimitReached } from './cart-math';

const line = (productId: string, price: number, salePrice: number, quantity: number, totalStock = 10) => ({
  productId,
  title: productId,
  image: '',
  price,
  salePrice,
  quantity,
  totalStock,
});
const cart: Cart = {
  _id: 'c',
  userId: 'u',
  items: [line('a', 10, 0, 3), line('b', 0.1, 0, 3), line('c', 20, 12.5, 2)],
};

describe('cart math', () => {
  it('uses the sale price when above 0 and adds in cents', () => {
    expect(lineTotal(line('x', 20, 12.5, 2))).toBe(25);
    expect(cartTotal(cart)).toBe(55.3);
    expect(itemCount(cart)).toBe(8);
    expect(cartTotal(undefined)).toBe(0);
  });

  it('stops one unit past the stock and reports what is already in the cart', () => {
    expect(stockLimitReached(cart, 'a', 4)).toBeNull();
    expect(stockLimitReached(cart, 'a', 3)).toBe(3);
    expect(stockLimitReached(cart, 'new', 1)).toBeNull();
    expect(stockLimitReached(cart, 'new', 0)).toBe(0);
    expect(stockLimitReached(cart, 'a', undefined)).toBeNull();
  });
});
