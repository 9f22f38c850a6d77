import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products } from '../src/db/schema.js';
import { type Client, createProduct, type TestContext } from './helper.js';
import { type Buyer, buildShopSettledByTests, buyerWith } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
const dir = mkdtempSync(path.join(tmpdir(), 'order-line-titles-'));

beforeAll(async () => {
  ({ ctx, admin } = await buildShopSettledByTests());
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx?.close();
});

/** A PDF answer's text as poppler's pdftotext reads it (see order-documents.test.ts). */
function pdfText(body: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

async function orderInBangla(buyer: Buyer): Promise<string> {
  const created = await buyer.client.post(
    '/api/shop/order/create',
    { userId: buyer.user.id, addressInfo: { addressId: buyer.addressId } },
    { 'accept-language': 'bn' },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ orderId: string }>().orderId;
}

const lineOf = async (client: Client, url: string) => (await client.get(url)).json<{ data: Order }>().data.cartItems[0];

describe('order line titles', () => {
  it('keeps the title the buyer read, in their language, as it was when they bought', async () => {
    const mustard = await createProduct(admin, {
      title: 'Mustard Seeds 5 kg',
      price: 3,
      totalStock: 5,
      translations: { bn: { title: 'সরিষার বীজ 5 কেজি', description: 'বীজ' } },
    });
    const buyer = await buyerWith(ctx, [[mustard, 2]]);
    const orderId = await orderInBangla(buyer);
    // the shop renames the product afterwards, in both languages
    const renamed = { bn: { title: 'নতুন সরিষা', description: 'বীজ' } };
    await ctx.database.db
      .update(products)
      .set({ title: 'New Mustard', translations: renamed })
      .where(eq(products.id, mustard._id));

    const bought = { title: 'সরিষার বীজ 5 কেজি', shopTitle: 'Mustard Seeds 5 kg', titleLanguage: 'bn' };
    expect(await lineOf(buyer.client, `/api/shop/order/details/${orderId}`)).toMatchObject(bought);
    const [listed] = (await buyer.client.get(`/api/shop/order/list/${buyer.user.id}`)).json<{ data: Order[] }>().data;
    expect(listed?.cartItems[0]).toMatchObject(bought);
    // the admin sees both the buyer's title and the shop's own
    expect(await lineOf(admin, `/api/admin/orders/details/${orderId}`)).toMatchObject(bought);

    const receipt = pdfText((await buyer.client.get(`/api/shop/order/receipt/${orderId}?lang=bn`)).rawPayload);
    expect(receipt).toContain('সরিষার বীজ ৫ কেজি');
    expect(receipt).not.toContain('Mustard');
    const english = pdfText((await buyer.client.get(`/api/shop/order/receipt/${orderId}?lang=en`)).rawPayload);
    expect(english).toContain('Mustard Seeds 5 kg');
    const slip = pdfText((await admin.get(`/api/admin/orders/packing-slip/${orderId}?lang=en`)).rawPayload);
    expect(slip).toContain('Mustard Seeds 5 kg');
    expect(slip).toContain('সরিষার বীজ ৫ কেজি');
  });

  it('shows lines bought before titles were kept with their stored English title', async () => {
    const hoe = await createProduct(admin, {
      title: 'Hand Hoe',
      price: 9,
      totalStock: 5,
      translations: { bn: { title: 'হাত নিড়ানি', description: 'নিড়ানি' } },
    });
    const buyer = await buyerWith(ctx, [[hoe, 1]]);
    const orderId = await orderInBangla(buyer);
    await ctx.database.db
      .update(orderItems)
      .set({ buyerTitle: null, buyerLanguage: null })
      .where(eq(orderItems.orderId, orderId));
    const line = await lineOf(buyer.client, `/api/shop/order/details/${orderId}`);
    expect(line).toMatchObject({ title: 'Hand Hoe', shopTitle: 'Hand Hoe', titleLanguage: 'en' });
    const receipt = pdfText((await buyer.client.get(`/api/shop/order/receipt/${orderId}?lang=bn`)).rawPayload);
    expect(receipt).toContain('Hand Hoe');
    expect(receipt).toContain('রসিদ');
  });

  it('keeps an English buyer’s line in English', async () => {
    const rake = await createProduct(admin, {
      title: 'Bow Rake',
      price: 7,
      totalStock: 5,
      translations: { bn: { title: 'আঁচড়া', description: 'আঁচড়া' } },
    });
    const buyer = await buyerWith(ctx, [[rake, 1]]);
    const created = await buyer.client.post('/api/shop/order/create', {
      userId: buyer.user.id,
      addressInfo: { addressId: buyer.addressId },
    });
    const { orderId } = created.json<{ orderId: string }>();
    expect(await lineOf(admin, `/api/admin/orders/details/${orderId}`)).toMatchObject({
      title: 'Bow Rake',
      shopTitle: 'Bow Rake',
      titleLanguage: 'en',
    });
  });
});
