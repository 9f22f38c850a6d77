import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import { admin, cartReady, farmer, ORDER_NUMBER, shoot, signedInBrowser } from './payment-helpers';
import { call } from './shop-helpers';

const price = (amount: number) => `$${amount.toFixed(2)}`;

/** The admin turns cash on delivery on in the back office, with a fee and a maximum. */
async function adminTurnsCashOn(page: Page) {
  // off to begin with, whatever another run left
  await call(page, 'PUT', '/api/admin/settings', { cashOnDelivery: { enabled: false, fee: 0, maximum: null } });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Shop settings', level: 1 })).toBeVisible();
  const enabled = page.getByRole('checkbox', { name: 'Offer cash on delivery' });
  await expect(enabled).not.toBeChecked();
  await enabled.check();
  await page.getByLabel('Fee added to each cash order').fill('2.50');
  await page.getByLabel('Largest order total for cash (leave empty for no limit)').fill('abc');
  await expect(page.getByText('Enter an amount of 0 or more, with at most two decimals.').first()).toBeVisible();
  await page.getByLabel('Largest order total for cash (leave empty for no limit)').fill('400');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('[data-slot=toast]').getByText('Shop settings saved').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-settings');
}

/** The buyer chooses cash at checkout, sees the fee, places the order; answers its number and total. */
async function buyerPaysCash(page: Page, fee: number) {
  const product = await cartReady(page, 2);
  const subtotal = (product.salePrice || product.price) * 2;
  await page.goto('/shop/checkout');
  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  await expect(cash).toBeEnabled();
  await expect(page.getByText(`Pay in cash when the order arrives. Fee: ${price(fee)}.`)).toBeVisible();
  await cash.check();
  const totals = page.locator('[data-cash-totals]');
  await expect(totals).toContainText(`Cash on delivery fee${price(fee)}`);
  await expect(totals).toContainText(`Total to pay${price(subtotal + fee)}`);
  await expectAccessible(page);
  await shoot(page, 'checkout-cash');
  await page.getByRole('button', { name: 'Place order, pay cash on delivery' }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Your order is placed!' })).toBeVisible();
  await expect(page.getByText(`Please have ${price(subtotal + fee)} ready in cash`)).toBeVisible();
  const said = await page.getByText(/Your order number is FA-\d{4}-\d{6}\./).textContent();
  const number = ORDER_NUMBER.exec(said ?? '')?.[0] ?? '';
  expect(number).toMatch(ORDER_NUMBER);
  await shoot(page, 'cash-order-placed');
  return { number, total: subtotal + fee };
}

/** The admin opens the order and marks the cash received. */
async function adminMarksPaid(page: Page, number: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: `View Details of order ${number}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await expect(dialog).toContainText('Cash on delivery');
  await expect(dialog.locator('[data-payment-fee]')).toContainText('$2.50');
  await expectAccessible(page);
  await shoot(page, 'admin-cash-order');
  await dialog.getByRole('button', { name: 'Mark paid (cash received)' }).click();
  await expect(page.locator('[data-slot=toast]').getByText('The cash payment is recorded').first()).toBeVisible();
  await expect(dialog).toContainText(/Cash on delivery — paid on \d{4}-\d{2}-\d{2}|Cash on delivery — paid on \w+/);
  await expect(dialog.getByRole('button', { name: 'Mark paid (cash received)' })).toHaveCount(0);
  await shoot(page, 'admin-cash-paid');
}

test.describe('cash on delivery', () => {
  test('the admin turns it on, the buyer orders with cash, the admin marks it paid, the receipt says so', async ({
    browser,
    baseURL,
  }) => {
    const back = await signedInBrowser(browser, baseURL ?? '', admin);
    const shop = await signedInBrowser(browser, baseURL ?? '', farmer);
    const noErrorsBack = failOnConsoleErrors(back.page);
    const noErrorsShop = failOnConsoleErrors(shop.page);
    try {
      const revenueBefore = (
        await call<{ data: { totals: { revenue: number } } }>(back.page, 'GET', '/api/admin/dashboard')
      ).data.totals.revenue;
      await adminTurnsCashOn(back.page);
      const { number, total } = await buyerPaysCash(shop.page, 2.5);
      const unpaidRevenue = (
        await call<{ data: { totals: { revenue: number } } }>(back.page, 'GET', '/api/admin/dashboard')
      ).data.totals.revenue;
      expect(unpaidRevenue).toBeCloseTo(revenueBefore, 2);

      await adminMarksPaid(back.page, number);
      const paidRevenue = (
        await call<{ data: { totals: { revenue: number } } }>(back.page, 'GET', '/api/admin/dashboard')
      ).data.totals.revenue;
      expect(paidRevenue).toBeCloseTo(revenueBefore + total, 2);

      // the buyer's order shows the cash payment and its day; the receipt says it too
      await shop.page.goto('/shop/account');
      await shop.page
        .getByRole('button', { name: `View Details of order ${number}` })
        .first()
        .click();
      const details = shop.page.getByRole('dialog', { name: 'Order details' });
      await expect(details).toContainText(/Cash on delivery — paid on/);
      await shoot(shop.page, 'buyer-cash-paid');
      const orders = (
        await call<{ data: { _id: string; orderNumber: string }[] }>(
          shop.page,
          'GET',
          `/api/shop/order/list/${(await call<{ user: { id: string } }>(shop.page, 'GET', '/api/auth/check-auth')).user.id}`,
        )
      ).data;
      const orderId = orders.find((o) => o.orderNumber === number)?._id ?? '';
      const receipt = await shop.page.request.get(`/api/shop/order/receipt/${orderId}?lang=en`);
      expect(receipt.ok()).toBe(true);
      const pdf = await getDocumentProxy(new Uint8Array(await receipt.body()));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toMatch(/Cash on delivery — paid on \w+ \d{1,2}, \d{4}/);
      noErrorsBack();
      noErrorsShop();
    } finally {
      await back.context.close();
      await shop.context.close();
    }
  });
});
