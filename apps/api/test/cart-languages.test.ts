import { describe, expect, it } from 'vitest';
import { bn } from '../src/seed/content/translations/bn.js';
import { createProduct } from './helper.js';
import { buyerWith, setUpShop } from './helpers/shop.js';

/**
 * The cart and the order in the buyer's language: a translated product's title is the one the buyer
 * read in the shop, on the cart, on the order (the payment page, the order history) and nowhere
 * else; English answers are as they were.
 */

const shop = setUpShop();
const UREA = 'Urea 46% N — 50 kg';
const BANGLA = { 'Accept-Language': 'bn' };

describe('cart and order lines in the buyer language', () => {
  it('shows the cart in Bangla or English as asked, and keeps the Bangla title on an order placed in Bangla', async () => {
    const product = await createProduct(shop.admin, {
      title: UREA,
      category: 'fertilizer',
      translations: { bn: bn.products[UREA] },
    });
    const bangla = bn.products[UREA]?.title ?? '';
    expect(bangla).toContain('ইউরিয়া');
    const { client, user, addressId } = await buyerWith(shop.ctx, [[product, 2]]);

    const inEnglish = await client.get(`/api/shop/cart/get/${user.id}`);
    expect(inEnglish.json().data.items[0].title).toBe(UREA);
    const inBangla = await client.get(`/api/shop/cart/get/${user.id}`, BANGLA);
    expect(inBangla.json().data.items[0].title).toBe(bangla);
    expect(inBangla.headers.vary).toMatch(/accept-language/i);

    const created = await client.post(
      '/api/shop/order/create',
      { userId: user.id, addressInfo: { addressId } },
      BANGLA,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { approvalURL, orderId } = created.json<{ approvalURL: string; orderId: string }>();
    const page = await client.get(new URL(approvalURL).pathname + new URL(approvalURL).search, BANGLA);
    expect(page.body).toContain(bangla);
    const details = await client.get(`/api/shop/order/details/${orderId}`);
    expect(details.json().data.cartItems[0].title).toBe(bangla);
  });
});
