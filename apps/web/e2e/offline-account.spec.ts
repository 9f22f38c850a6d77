import { expect, type Page, test } from '@playwright/test';
import { controlledByServiceWorker, screenshots } from './helpers';
import { address, allProducts, call, emptyCart, signInFarmerByApiBeforeEach, userId } from './shop-helpers';

// A signed-in farmer who loses the signal: the orders open as last seen and say so, and the checkout
// says ordering needs a connection instead of failing.

signInFarmerByApiBeforeEach();
test.use({ serviceWorkers: 'allow' });

const ORDER_NUMBER = /FA-\d{4}-\d{6}/;

/** An order of the farmer's to see (one is placed when the account has none), and a product in the cart. */
async function ordersAndCart(page: Page, id: string) {
  const [product] = (await allProducts(page)).filter((p) => p.totalStock > 5);
  if (!product) throw new Error('the demo shop has no product in stock');
  const { data: orders } = await call<{ data: unknown[] }>(page, 'GET', `/api/shop/order/list/${id}`);
  if (orders.length === 0) {
    const added = await call<{ data: { _id: string } }>(page, 'POST', '/api/shop/address/add', {
      userId: id,
      ...address(1),
    });
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity: 1 });
    await call(page, 'POST', '/api/shop/order/create', { userId: id, addressInfo: { addressId: added.data._id } });
  }
  await emptyCart(page, id);
  await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity: 1 });
}

/**
 * The farmer's orders and cart made, then the account page seen once with a signal, through the app's worker;
 * answers the farmer's id and the newest order's number as the page showed it.
 */
async function ordersSeenOnline(page: Page): Promise<{ id: string; number: string }> {
  const id = await userId(page);
  await ordersAndCart(page, id);
  await page.goto('/shop/account');
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  const first = page.getByRole('row').filter({ hasText: ORDER_NUMBER }).first();
  const number = ORDER_NUMBER.exec((await first.textContent()) ?? '')?.[0] ?? '';
  expect(number).toMatch(ORDER_NUMBER);
  return { id, number };
}

test("with no connection the account's orders open as last seen, and checkout says it needs a connection", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { id, number } = await ordersSeenOnline(page);
  await page.goto('/shop/checkout');
  const pay = page.getByRole('button', { name: /^(Checkout with Card|Place order)/ });
  await expect(pay).toBeEnabled();

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await page.goto('/shop/account');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await expect(notice).toBeVisible();
  await screenshots(page, 'offline-orders');

  await page.goto('/shop/checkout');
  await expect(pay).toBeDisabled();
  await expect(
    page.getByText('Ordering needs a connection. Your cart is kept on this phone until you are back online.'),
  ).toBeVisible();
  await expect(notice).toBeVisible();
  await screenshots(page, 'offline-checkout');

  await context.setOffline(false);
  await expect(pay).toBeEnabled();
  await emptyCart(page, id);
});

test('with no connection a change of language keeps the farmer signed in, with the orders as last seen', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { id, number } = await ordersSeenOnline(page);

  await context.setOffline(true);
  await page.getByLabel('Language').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // opened again with no connection, in Hindi: the session and the orders are those seen in English
  await page.reload();
  await expect(page).toHaveURL(/\/shop\/account$/);
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await screenshots(page, 'offline-orders-other-language');
  await context.setOffline(false);
  await emptyCart(page, id);
});
