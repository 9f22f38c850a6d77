import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accounts, SCREENSHOTS, screenshots as takeScreenshots } from './helpers';

// What the shop specs share: the session, screenshots, API calls as the farmer, and locators.

/** The helper's screenshots, also copied to E2E_SCREENS_COPY when set (runs share test-results). */
export async function screenshots(page: Page, name: string) {
  // bring the lazy images in, so the pictures show the whole page
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await takeScreenshots(page, name);
  const copyTo = process.env.E2E_SCREENS_COPY;
  if (!copyTo) return;
  mkdirSync(copyTo, { recursive: true });
  for (const width of ['375', '1440']) {
    copyFileSync(path.join(SCREENSHOTS, `${name}-${width}.png`), path.join(copyTo, `${name}-${width}.png`));
  }
}

/**
 * The shop specs' session: the saved farmer state is a file other test runs may rewrite (with a session of
 * another server), so each test signs in again through the API when its session does not hold here.
 */
export function signInFarmerByApiBeforeEach() {
  test.use({ storageState: accounts.farmer.state });

  test.beforeEach(async ({ page }) => {
    if ((await page.request.get('/api/auth/check-auth')).ok()) return;
    const cookies = await page.context().cookies();
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.post('/api/auth/login', {
      headers: { 'x-xsrf-token': xsrf },
      data: { email: accounts.farmer.email, password: accounts.farmer.password },
    });
    expect(res.ok(), await res.text()).toBe(true);
  });
}

export interface Product {
  _id: string;
  title: string;
  category: string;
  brand: string;
  price: number;
  salePrice: number;
  totalStock: number;
  slug: string;
}

/** Calls the API as the signed-in farmer (the XSRF cookie echoed in the header, as the app does). */
export async function call<T = { data: unknown }>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(url, {
    method,
    headers: { 'x-xsrf-token': xsrf },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function userId(page: Page): Promise<string> {
  const { user } = await call<{ user: { id: string } }>(page, 'GET', '/api/auth/check-auth');
  return user.id;
}

export async function allProducts(page: Page): Promise<Product[]> {
  return (await call<{ data: Product[] }>(page, 'GET', '/api/shop/products/get?limit=100')).data;
}

export async function emptyCart(page: Page, id: string) {
  const { data } = await call<{ data: { items: { productId: string }[] } }>(page, 'GET', `/api/shop/cart/get/${id}`);
  for (const item of data.items) await call(page, 'DELETE', `/api/shop/cart/${id}/${item.productId}`);
}

export async function removeAddresses(page: Page, id: string) {
  const { data } = await call<{ data: { _id: string }[] }>(page, 'GET', `/api/shop/address/get/${id}`);
  for (const a of data) await call(page, 'DELETE', `/api/shop/address/delete/${id}/${a._id}`);
}

export const address = (n: number) => ({
  address: `${n} Canal Road, Village Rampur`,
  city: 'Bogura',
  pincode: '5800',
  phone: '+880 1711 000000',
  notes: 'Call before delivery',
});

/** Like failOnConsoleErrors, but lets through the browser's log of answers the test expects. */
export function failOnConsoleErrorsExcept(page: Page, expected: RegExp) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => expect(errors).toEqual([]);
}

/** The grid item of a product, found by its title. */
export const card = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A shown toast (found by CSS: while a sheet or dialog is open, the rest of the page is aria-hidden). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-slot="toast"]').getByText(text);
