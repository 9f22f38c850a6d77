import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Download, expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { farmerPlacesOrder, signInAdminBeforeAll } from './admin-helpers';
import { expectAccessible, failOnConsoleErrors, SCREENSHOTS, screenshots as takeScreenshots } from './helpers';
import {
  address,
  allProducts,
  call,
  emptyCart,
  removeAddresses,
  signInFarmerByApiBeforeEach,
  toast,
  userId,
} from './shop-helpers';

interface WireOrder {
  _id: string;
  orderNumber: string;
  paymentStatus: string;
  orderStatus: string;
  totalAmount: number;
  cartItems: { title: string; price: number; quantity: number; lineTotal: number }[];
}

const ORDER_NUMBER = /FA-\d{4}-\d{6}/;

/** Axe at both widths, then the screenshots (test-results/screens and /tmp/orders-<name>-<width>.png). */
async function checkAndShoot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectAccessible(page);
  }
  await takeScreenshots(page, `orders-${name}`);
  for (const width of ['375', '1440']) {
    copyFileSync(path.join(SCREENSHOTS, `orders-${name}-${width}.png`), `/tmp/orders-${name}-${width}.png`);
  }
}

/** The text of a downloaded PDF, read with pdf.js; fails when the file is not a PDF. */
async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** The farmer's cart holds 2 of one product and 1 of another, and one address; answers the lines. */
async function fillCart(page: Page) {
  const id = await userId(page);
  await emptyCart(page, id);
  await removeAddresses(page, id);
  // the dearest goods in stock: the cheapest stay unbought by this farmer (another spec reviews one, refused)
  const products = (await allProducts(page)).filter((p) => p.totalStock >= 10).slice(-2);
  if (products.length < 2) throw new Error('demo data lacks two products in stock');
  const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
  await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: first._id, quantity: 2 });
  await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: second._id, quantity: 1 });
  const { data } = await call<{ data: { _id: string } }>(page, 'POST', '/api/shop/address/add', {
    ...address(7),
    userId: id,
  });
  return { id, addressId: data._id, products: [first, second] };
}

const orderRow = (page: Page, number: string) => page.getByRole('row').filter({ hasText: number });

test.describe('orders: the shopper', () => {
  signInFarmerByApiBeforeEach();

  test('buys with the demo provider, sees the number, the timeline and line totals, and downloads the receipt', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await fillCart(page);
    await page.goto('/shop/checkout');
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Checkout with Card' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/demo\//);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    const said = await page.getByText(/Your order number is FA-\d{4}-\d{6}\./).textContent();
    const number = ORDER_NUMBER.exec(said ?? '')?.[0] ?? '';
    expect(number).toMatch(ORDER_NUMBER);
    await checkAndShoot(page, 'payment-success');

    await page.getByRole('button', { name: 'View Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    const row = orderRow(page, number);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Confirmed');
    await checkAndShoot(page, 'history');

    await page.setViewportSize({ width: 1440, height: 900 });
    const orderId = await rowOrderId(page, number);
    await row.getByRole('button', { name: `View Details of order ${number}` }).click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await expect(details).toContainText(number);
    await expect(details.getByText('Demo payment (no money moved)')).toBeVisible();
    const timeline = details.getByTestId('order-timeline');
    await expect(timeline.locator('[data-done=true]')).toHaveCount(2);
    await expect(timeline.locator('[data-step=placed]')).toContainText('Placed');
    await expect(timeline.locator('[data-step=paid]')).toContainText(/Paid.*\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}/);
    await expect(timeline.locator('[data-step=shipped]')).toContainText('Not yet');

    const order = (await call<{ data: WireOrder }>(page, 'GET', `/api/shop/order/details/${orderId}`)).data;
    expect(order.cartItems).toHaveLength(2);
    for (const item of order.cartItems) {
      const line = details.getByRole('row').filter({ hasText: item.title });
      await expect(line).toContainText(money(item.lineTotal));
      expect(item.lineTotal).toBeCloseTo(item.price * item.quantity, 2);
    }
    await expect(details.getByRole('row').last()).toContainText(money(order.totalAmount));
    await checkAndShoot(page, 'details');

    await page.setViewportSize({ width: 1440, height: 900 });
    const downloading = page.waitForEvent('download');
    await details.getByRole('link', { name: 'Download receipt (PDF)' }).click();
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toBe(`receipt-${number}.pdf`);
    const text = await pdfText(receipt);
    expect(text).toContain(number);
    for (const item of order.cartItems) expect(text).toContain(money(item.lineTotal));
    expect(text).toContain(money(order.totalAmount));
    noErrors();
  });

  test('pays a pending payment again with Pay now, and cancels another', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const { id, addressId } = await fillCart(page);
    const place = () =>
      call<{ orderId: string }>(page, 'POST', '/api/shop/order/create', { userId: id, addressInfo: { addressId } });
    const toPay = await place();
    const toCancel = await place();
    const numberOf = async (orderId: string) =>
      (await call<{ data: WireOrder }>(page, 'GET', `/api/shop/order/details/${orderId}`)).data.orderNumber;
    const payNumber = await numberOf(toPay.orderId);
    const cancelNumber = await numberOf(toCancel.orderId);

    await page.goto('/shop/account');
    await orderRow(page, payNumber)
      .getByRole('button', { name: /View Details/ })
      .click();
    let details = page.getByRole('dialog', { name: 'Order details' });
    await expect(details.getByText('This order is waiting for its payment.', { exact: true })).toBeVisible();
    await checkAndShoot(page, 'pending');
    await page.setViewportSize({ width: 1440, height: 900 });
    await details.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/demo\//);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    await expect(page.getByText(`Your order number is ${payNumber}.`)).toBeVisible();

    await page.goto('/shop/account');
    await expect(orderRow(page, payNumber)).toContainText('Confirmed');
    await orderRow(page, cancelNumber)
      .getByRole('button', { name: /View Details/ })
      .click();
    details = page.getByRole('dialog', { name: 'Order details' });
    await details.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(page, `Order ${cancelNumber} is cancelled.`)).toBeVisible();
    await expect(details.getByTestId('order-timeline').locator('[data-step=cancelled]')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close order details' }).click();
    await expect(orderRow(page, cancelNumber)).toContainText('Rejected');
    noErrors();
  });
});

/** The id of the order in the history row showing `number` (the row shows both). */
async function rowOrderId(page: Page, number: string): Promise<string> {
  const id = await orderRow(page, number).getAttribute('data-order-id');
  if (!id) throw new Error(`no row for ${number}`);
  return id;
}

test.describe('orders: the back office', () => {
  signInAdminBeforeAll();

  test('searches by number, filters, moves a paid order to In Process then In Shipping, downloads a packing slip; cards on a phone', async ({
    page,
    baseURL,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    // only a paid order is packed and shipped
    const { orderId } = await farmerPlacesOrder(baseURL ?? '', true);
    const order = (await (await page.request.get(`/api/admin/orders/details/${orderId}`)).json()) as {
      data: WireOrder & { customerName: string; customerEmail: string; orderDate: string };
    };
    const number = order.data.orderNumber;
    expect(number).toMatch(ORDER_NUMBER);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toContainText(number);
    await expect(row).toContainText(order.data.customerEmail);

    // the filters: paid, confirmed, today
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    await page.getByRole('combobox', { name: 'Order status' }).click();
    await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
    const today = order.data.orderDate.slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect(page).toHaveURL(/paymentStatus=paid/);
    await expect(row).toBeVisible();
    await checkAndShoot(page, 'admin-list');
    // on a phone the orders are cards
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator(`li[data-order-id="${orderId}"]`)).toBeVisible();
    await expect(row).toBeHidden();

    await page.setViewportSize({ width: 1440, height: 900 });
    await row.getByRole('button', { name: `View Details of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toContainText(order.data.customerName);
    const line = order.data.cartItems[0];
    if (!line) throw new Error('the order has no lines');
    await expect(dialog.getByRole('row').filter({ hasText: line.title })).toContainText(money(line.lineTotal));

    for (const status of ['In Process', 'In Shipping']) {
      await dialog.getByRole('combobox', { name: 'Order Status' }).click();
      await page.getByRole('option', { name: status, exact: true }).click();
      await dialog.getByRole('button', { name: 'Update Order Status' }).click();
      await expect(toast(page, 'Order status is updated successfully!').first()).toBeVisible();
      await expect(dialog.locator('[data-slot=badge]')).toHaveText(status);
    }
    await expect(dialog.getByTestId('order-timeline').locator('[data-step=shipped]')).toHaveAttribute(
      'data-done',
      'true',
    );
    await checkAndShoot(page, 'admin-details');

    await page.setViewportSize({ width: 1440, height: 900 });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download packing slip (PDF)' }).click();
    const slip = await downloading;
    expect(slip.suggestedFilename()).toBe(`packing-slip-${number}.pdf`);
    const text = await pdfText(slip);
    expect(text).toContain(number);
    expect(text).toContain(line.title);
    expect(text).toContain('Bogura');
    expect(text).not.toContain('$');
    noErrors();
  });
});
