import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { accounts, ownSession } from './helpers';
import { address, call, emptyCart, type Product, removeAddresses, userId } from './shop-helpers';

// What the payment specs share: browser sessions of their own, a cart ready to check out, screenshots.

export const SHOTS = '/tmp/shots-payments';

/** Full-page screenshots at phone and desktop widths in /tmp/shots-payments; neither may scroll sideways. */
export async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(1);
  }
}

/** A browser of its own (no storage shared with other contexts), signed in as the account. */
export async function signedInBrowser(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await ownSession(page, account);
  return { context, page };
}

export const farmer = accounts.farmer;
export const admin = accounts.admin;

/** The farmer's cart holds `quantity` of a product in stock (cheap enough for cash) and one address; answers it. */
export async function cartReady(page: Page, quantity = 1): Promise<Product> {
  const id = await userId(page);
  await emptyCart(page, id);
  await removeAddresses(page, id);
  await call(page, 'POST', '/api/shop/address/add', { userId: id, ...address(7) });
  const products = (await call<{ data: Product[] }>(page, 'GET', '/api/shop/products/get?limit=100')).data;
  // from the end of the list: the shop specs review the first products as a shopper who has not bought them
  const product = products.findLast((p) => p.totalStock >= 5 && (p.salePrice || p.price) < 50);
  if (!product) throw new Error('no product in stock');
  await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity });
  return product;
}

export const ORDER_NUMBER = /FA-\d{4}-\d{6}/;
