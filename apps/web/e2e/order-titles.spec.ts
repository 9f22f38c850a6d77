import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors, SCREENSHOTS, screenshots } from './helpers';
import {
  address,
  allProducts,
  call,
  emptyCart,
  removeAddresses,
  signInFarmerByApiBeforeEach,
  userId,
} from './shop-helpers';

// A farmer who shops in Bangla reads their orders in Bangla: the titles they bought, and every price,
// quantity and date in Bengali digits; the order number stays as it is typed.

const TOMATO = "Hybrid Tomato Seeds F1 'Ruby' — 10 g";
const TOMATO_BN = "হাইব্রিড টমেটো বীজ F1 'Ruby' — ১০ গ্রাম";
const SHOTS = '/tmp/shots-receipts';

/** Orders two packets of the tomato seeds as a Bangla reader (the API hears the language the web app sends). */
async function orderInBangla(page: Page): Promise<string> {
  const id = await userId(page);
  await emptyCart(page, id);
  await removeAddresses(page, id);
  const tomato = (await allProducts(page)).find((p) => p.title === TOMATO);
  if (!tomato) throw new Error('the demo shop lacks the tomato seeds');
  await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: tomato._id, quantity: 2 });
  const { data } = await call<{ data: { _id: string } }>(page, 'POST', '/api/shop/address/add', {
    ...address(9),
    userId: id,
  });
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.post('/api/shop/order/create', {
    headers: { 'x-xsrf-token': xsrf, 'accept-language': 'bn' },
    data: { userId: id, addressInfo: { addressId: data._id } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { orderId } = (await created.json()) as { orderId: string };
  const details = await call<{ data: { orderNumber: string } }>(page, 'GET', `/api/shop/order/details/${orderId}`);
  return details.data.orderNumber;
}

/** The ASCII digits of a text, but those of the order number, the order id and Latin names ("F1"). */
const asciiDigits = (text: string, orderNumber: string) =>
  text
    .replaceAll(orderNumber, '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '')
    .replace(/[A-Za-z]+[0-9]+/g, '')
    .match(/[0-9]+/g) ?? [];

async function shoot(page: Page, name: string) {
  await screenshots(page, name);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of ['375', '1440']) {
    copyFileSync(path.join(SCREENSHOTS, `${name}-${width}.png`), path.join(SHOTS, `${name}-${width}.png`));
  }
}

test.describe('orders in Bangla', () => {
  signInFarmerByApiBeforeEach();
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  });

  test('the order list and details show the Bangla title and Bengali digits, at 375 and 1440 px', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const orderNumber = await orderInBangla(page);
    await page.goto('/shop/account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      // the phone's cards or the wide table, whichever shows
      const order =
        width === 375
          ? page.getByRole('listitem').filter({ hasText: orderNumber })
          : page.getByRole('row').filter({ hasText: orderNumber });
      await expect(order).toContainText(TOMATO_BN);
      await expect(order).not.toContainText('Hybrid Tomato');
      expect(asciiDigits((await order.textContent()) ?? '', orderNumber)).toEqual([]);
      await expectAccessible(page);
    }
    await shoot(page, 'receipts-bn-order-list');

    await page
      .getByRole('row')
      .filter({ hasText: orderNumber })
      .getByRole('button', { name: new RegExp(orderNumber) })
      .click();
    const details = page.getByRole('dialog');
    const lines = details.getByRole('region', { name: 'পণ্যসমূহ' });
    await expect(lines).toContainText(TOMATO_BN);
    await expect(lines.getByText(TOMATO_BN)).toHaveAttribute('lang', 'bn');
    await expect(details).toContainText(orderNumber);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      // the lines show "২ × …" on a phone and the quantity column on a wide screen: Bengali digits either way
      await expect(lines).toContainText(width === 375 ? '২ ×' : '২');
      const facts = (await details.locator('dl').first().textContent()) ?? '';
      expect(asciiDigits(`${facts} ${await lines.textContent()}`, orderNumber)).toEqual([]);
      await expectAccessible(page);
      // the dialog scrolls inside the page: a picture of the lines as the buyer scrolls to them
      await lines.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `receipts-bn-order-lines-${width}.png`) });
    }
    await shoot(page, 'receipts-bn-order-details');
    noErrors();
  });
});
