import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './helpers';
import { cartReady, farmer, ORDER_NUMBER, shoot, signedInBrowser } from './payment-helpers';
import { call } from './shop-helpers';

test.describe('the payment return page', () => {
  test('a payment completed in a second browser shows paid there and in the first tab, and is taken once', async ({
    browser,
    baseURL,
  }) => {
    const first = await signedInBrowser(browser, baseURL ?? '', farmer);
    const second = await signedInBrowser(browser, baseURL ?? '', farmer);
    const noErrorsFirst = failOnConsoleErrors(first.page);
    const noErrorsSecond = failOnConsoleErrors(second.page);
    try {
      await cartReady(first.page);
      await first.page.goto('/shop/checkout');
      await first.page.getByRole('button', { name: 'Checkout with Card' }).click();
      await expect(first.page).toHaveURL(/\/api\/payments\/demo\//);
      const approvalURL = first.page.url();
      await expect(first.page.getByRole('button', { name: 'Pay now' })).toBeVisible();

      // the payment link opened in another browser (a phone's payment app): paid there
      await second.page.goto(approvalURL);
      await second.page.getByRole('button', { name: 'Pay now' }).click();
      await expect(second.page).toHaveURL(/\/shop\/payment-success$/);
      await expect(second.page.getByRole('heading', { name: 'Payment is successful!' })).toBeVisible();
      const said = await second.page.getByText(/Your order number is FA-\d{4}-\d{6}\./).textContent();
      const number = ORDER_NUMBER.exec(said ?? '')?.[0] ?? '';
      expect(number).toMatch(ORDER_NUMBER);
      await shoot(second.page, 'second-browser-paid');

      // the first tab still shows Pay now: pressing it charges nothing more and shows the order paid
      await first.page.getByRole('button', { name: 'Pay now' }).click();
      await expect(first.page).toHaveURL(/\/shop\/payment-success$/);
      await expect(first.page.getByRole('heading', { name: 'Payment is successful!' })).toBeVisible();
      await expect(first.page.getByText(`Your order number is ${number}.`)).toBeVisible();

      // the first tab's own return page, opened again: paid, from the server's record
      const paymentId = decodeURIComponent(new URL(approvalURL).pathname.split('/').pop() ?? '');
      await first.page.goto(`/shop/paypal-return?paymentId=${encodeURIComponent(paymentId)}`);
      await expect(first.page.getByRole('heading', { name: 'Payment is successful!' })).toBeVisible();
      await expect(first.page.getByText(`Your order number is ${number}.`)).toBeVisible();
      await shoot(first.page, 'first-tab-paid');

      // the approval page itself says the order is paid and offers no Pay now
      await first.page.goto(approvalURL);
      await expect(first.page.getByText('This order is already paid. Nothing more will be charged.')).toBeVisible();
      await expect(first.page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
      await shoot(first.page, 'approval-page-already-paid');

      const orders = (
        await call<{ data: { orderNumber: string; paymentStatus: string }[] }>(
          first.page,
          'GET',
          `/api/shop/order/list/${(await call<{ user: { id: string } }>(first.page, 'GET', '/api/auth/check-auth')).user.id}`,
        )
      ).data;
      expect(orders.filter((o) => o.orderNumber === number).map((o) => o.paymentStatus)).toEqual(['paid']);
      noErrorsFirst();
      noErrorsSecond();
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  test('while the payment is being confirmed: the order number and a wait, not a failure', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedInBrowser(browser, baseURL ?? '', farmer);
    try {
      await cartReady(page);
      await page.goto('/shop/checkout');
      await page.getByRole('button', { name: 'Checkout with Card' }).click();
      await expect(page).toHaveURL(/\/api\/payments\/demo\//);
      const paymentId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      // back without having paid yet: the page keeps asking and says what it waits for
      await page.goto(`/shop/paypal-return?paymentId=${encodeURIComponent(paymentId)}`);
      await expect(page.getByText('We are confirming your payment…')).toBeVisible();
      await expect(page.getByText(/^Order FA-\d{4}-\d{6}: this takes a few seconds/)).toBeVisible();
      await expect(page.getByText('The payment could not be completed')).toHaveCount(0);
      await shoot(page, 'return-pending');
    } finally {
      await context.close();
    }
  });
});
