import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { accounts, encodePng, screenshots } from './helpers';

// What the admin specs share: their own sessions, console and toast checks, screenshots, and a farmer's order.

/** A small PNG: a green field under a wheat-coloured sky. */
const fieldPng = (width = 96, height = 64) =>
  encodePng(width, height, (x, y) => (y < height / 3 ? [235, 215, 150] : [60 + (x % 16) * 3, 130 + (y % 8) * 4, 60]));

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: fieldPng() });

/**
 * Fails the test on console errors, except the browser's own "Failed to load resource" line for
 * a response the test provokes on purpose (e.g. a 400 for invalid input).
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  let allowed: RegExp | null = null;
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (allowed && /Failed to load resource/.test(msg.text()) && allowed.test(msg.text())) return;
    errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    allowStatus: (status: number) => {
      allowed = new RegExp(`status of ${status}`);
    },
    check: () => expect(errors).toEqual([]),
  };
}

/** A toast with this title is showing. */
export async function expectToast(page: Page, title: string, variant?: 'destructive') {
  const toast = page.locator('[data-slot=toast-title]', { hasText: title });
  await expect(toast).toBeVisible();
  if (variant)
    await expect(page.locator('[data-slot=toast]').filter({ has: toast })).toHaveAttribute('data-variant', variant);
}

/** Scrolls through the page so lazy images load, then takes the phone and desktop shots. */
export async function shoot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener('loadend', resolve, { once: true })),
      ),
    );
  });
  await screenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The mutating-call header the API wants: the XSRF cookie echoed back. */
async function xsrf(context: APIRequestContext): Promise<Record<string, string>> {
  const find = async () => (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    await context.get('/api/health');
    token = await find();
  }
  return { 'x-xsrf-token': token ?? '' };
}

type Account = (typeof accounts)[keyof typeof accounts];

/**
 * Signs in through the API and saves a storage state for this file alone. The setup project's
 * shared state files are what a single run uses, but a second run started meanwhile (against
 * its own fresh database) rewrites them, so this file keeps sessions of its own server.
 */
export async function signIn(baseURL: string, account: Account, file: string): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const res = await context.post('/api/auth/login', {
      headers: await xsrf(context),
      data: { email: account.email, password: account.password },
    });
    expect(res.status(), await res.text()).toBe(200);
    await context.storageState({ path: file });
    return file;
  } finally {
    await context.dispose();
  }
}

/** This worker's session files (see signIn). */
export const states = {
  admin: path.join(tmpdir(), `farmai-admin-spec-${process.pid}-admin.json`),
  farmer: path.join(tmpdir(), `farmai-admin-spec-${process.pid}-farmer.json`),
};

interface PlacedOrder {
  orderId: string;
  productTitle: string;
}

type Headers = Record<string, string>;

/** Empties the cart of this shared account: other tests may have left lines in it. */
async function emptyCart(farmer: APIRequestContext, userId: string, headers: Headers) {
  const cartNow = (await (await farmer.get(`/api/shop/cart/get/${userId}`)).json()) as {
    data?: { items: { productId: string }[] };
  };
  for (const item of cartNow.data?.items ?? []) {
    await farmer.delete(`/api/shop/cart/${userId}/${item.productId}`, { headers });
  }
}

/** The farmer's first address, added when there is none. */
async function addressOf(farmer: APIRequestContext, userId: string, headers: Headers): Promise<string> {
  const addresses = (await (await farmer.get(`/api/shop/address/get/${userId}`)).json()) as {
    data: { _id: string }[];
  };
  const addressId = addresses.data[0]?._id;
  if (addressId) return addressId;
  const added = await farmer.post('/api/shop/address/add', {
    headers,
    data: {
      userId,
      address: '12 Canal Road, Village Rampur',
      city: 'Bogura',
      pincode: '5800',
      phone: '+880 1711 000000',
      notes: 'Call before delivery',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { data: { _id: string } }).data._id;
}

/** Approves the order on the demo provider's page and captures the payment, as a browser would. */
async function pay(farmer: APIRequestContext, baseURL: string, headers: Headers, orderId: string, approvalURL: string) {
  const approval = await (await farmer.get(new URL(approvalURL).pathname)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(approval)?.[1];
  const token = /name="_xsrf" value="([^"]+)"/.exec(approval)?.[1];
  if (!action || !token) throw new Error('no Pay now form on the demo approval page');
  const paid = await farmer.post(action.replaceAll('&amp;', '&'), { form: { _xsrf: token }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers().location ?? '', baseURL);
  const capture = await farmer.post('/api/shop/order/capture', {
    headers,
    data: {
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID') ?? '',
      orderId,
    },
  });
  expect(capture.status(), await capture.text()).toBe(200);
}

/**
 * The farmer places an order (empty cart → 2 units of one product → address → order) through the
 * API; with `pay`, also approves it on the demo provider's page and captures it, as a browser would.
 */
export async function farmerPlacesOrder(baseURL: string, withPayment = false): Promise<PlacedOrder> {
  const farmer = await playwrightRequest.newContext({
    baseURL,
    storageState: states.farmer,
  });
  try {
    const auth = (await (await farmer.get('/api/auth/check-auth')).json()) as { user: { id: string } };
    const userId = auth.user.id;
    const headers = await xsrf(farmer);
    await emptyCart(farmer, userId, headers);
    const products = (await (await farmer.get('/api/shop/products/get?sortBy=price-hightolow&limit=50')).json()) as {
      data: { _id: string; title: string; totalStock: number }[];
    };
    const product = products.data.find((p) => p.totalStock >= 20);
    if (!product) throw new Error('no product with stock to order');
    const cart = await farmer.post('/api/shop/cart/add', {
      headers,
      data: { userId, productId: product._id, quantity: 2 },
    });
    expect(cart.status(), await cart.text()).toBe(200);
    const addressId = await addressOf(farmer, userId, headers);
    const created = await farmer.post('/api/shop/order/create', {
      headers,
      data: { userId, addressInfo: { addressId } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { orderId, approvalURL } = (await created.json()) as { orderId: string; approvalURL: string };
    if (withPayment) await pay(farmer, baseURL, headers, orderId, approvalURL);
    return { orderId, productTitle: product.title };
  } finally {
    await farmer.dispose();
  }
}

/** The admin specs' set-up: an admin session (and a farmer's, for the orders) of this file's own server. */
export function signInAdminBeforeAll() {
  test.use({ storageState: states.admin });
  test.beforeAll(async ({ baseURL }) => {
    await signIn(baseURL ?? '', accounts.admin, states.admin);
    await signIn(baseURL ?? '', accounts.farmer, states.farmer);
  });
}

/** The farmer orders one unit of this product (the order is created, not paid): an order now names it. */
export async function farmerOrdersProduct(baseURL: string, productId: string): Promise<void> {
  const farmer = await playwrightRequest.newContext({ baseURL, storageState: states.farmer });
  try {
    const auth = (await (await farmer.get('/api/auth/check-auth')).json()) as { user: { id: string } };
    const userId = auth.user.id;
    const headers = await xsrf(farmer);
    await emptyCart(farmer, userId, headers);
    const cart = await farmer.post('/api/shop/cart/add', { headers, data: { userId, productId, quantity: 1 } });
    expect(cart.status(), await cart.text()).toBe(200);
    const addressId = await addressOf(farmer, userId, headers);
    const created = await farmer.post('/api/shop/order/create', {
      headers,
      data: { userId, addressInfo: { addressId } },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await farmer.dispose();
  }
}

/** A request context signed in as this file's admin, with the XSRF header for writes. */
export async function adminApi(baseURL: string): Promise<{ api: APIRequestContext; headers: Headers }> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: states.admin });
  return { api, headers: await xsrf(api) };
}
