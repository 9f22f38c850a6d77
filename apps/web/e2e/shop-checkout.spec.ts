import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import {
  address,
  allProducts,
  call,
  emptyCart,
  type Product,
  removeAddresses,
  screenshots,
  signInFarmerByApiBeforeEach,
  toast,
  userId,
} from './shop-helpers';

/** An empty cart cannot be checked out, nor a full one without an address; the cart ends with 2 of `product`. */
async function refusedWithoutCartOrAddress(page: Page, id: string, product: Product) {
  await page.goto('/shop/checkout');
  await expect(page.getByText('No saved addresses yet. Add one below.')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout with Card' }).click();
  await expect(toast(page, 'Your cart is empty. Please add items to proceed')).toBeVisible();

  await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity: 2 });
  await page.reload();
  await expect(page.getByText(product.title)).toBeVisible();
  await expect(page.getByText(`$${(product.salePrice * 2).toFixed(2)}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Checkout with Card' }).click();
  await expect(toast(page, 'Please select one address to proceed.')).toBeVisible();
}

/** The address form: four fields, not blank, and optional notes; the form empties once the address is added. */
async function addAddressThroughForm(page: Page, values: ReturnType<typeof address>) {
  const add = page.getByRole('button', { name: 'Add Address' });
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(values.address);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(values.city);
  await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill(values.pincode);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('   ');
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(values.phone);
  await expect(add).toBeEnabled();
  await page.getByRole('textbox', { name: 'Notes (optional)', exact: true }).fill(values.notes);
  await add.click();
  await expect(toast(page, 'Address added successfully')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('');
}

/** Checks out with the card, pays on the demo approval page and lands on the success page; answers the order id. */
async function payThroughApprovalPage(page: Page): Promise<string> {
  // a slower answer, to see the button while it works
  await page.route('**/api/shop/order/create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Checkout with Card' }).click();
  await expect(page.getByRole('button', { name: 'Processing Card Payment...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/api\/payments\/demo\//);
  const orderId = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('currentOrderId') ?? 'null') as string | null,
  );
  expect(orderId).toBeTruthy();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment is successful!' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeAttached();
  await expectAccessible(page);
  await screenshots(page, 'shop-payment-success');
  return orderId as string;
}

/** The order history shows the paid order, and its details the payment, the product and the address. */
async function expectOrderInAccount(page: Page, orderId: string, product: Product, street: string) {
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  // other tests order as the same farmer: find this order's row by its number, the only name it is shown by
  const { data } = await call<{ data: { orderNumber: string } }>(page, 'GET', `/api/shop/order/details/${orderId}`);
  const row = page.getByRole('row').filter({ hasText: data.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(orderId);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(`$${(product.salePrice * 2).toFixed(2)}`);
  await expectAccessible(page);
  await screenshots(page, 'shop-account');
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Order details' });
  await expect(details.getByText('Demo payment (no money moved)')).toBeVisible();
  await expect(details.locator('dd').getByText('Paid', { exact: true })).toBeVisible();
  await expect(details.getByText(product.title)).toBeVisible();
  await expect(details.getByText(street)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'shop-order-details');
  await details.getByRole('button', { name: 'Close order details' }).click();
}

/** The Address tab: the same manager; a fourth address is refused and the form resets; edit and delete. */
async function manageAddressesInAccount(page: Page, id: string) {
  await page.getByRole('tab', { name: 'Address' }).click();
  await call(page, 'POST', '/api/shop/address/add', { ...address(2), userId: id });
  await call(page, 'POST', '/api/shop/address/add', { ...address(3), userId: id });
  await page.reload();
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByText('3 of 3 saved')).toBeVisible();
  const fourth = address(4);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(fourth.address);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(fourth.city);
  await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill(fourth.pincode);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(fourth.phone);
  await page.getByRole('textbox', { name: 'Notes (optional)', exact: true }).fill(fourth.notes);
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(toast(page, 'You can add max 3 addresses')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('');

  // edit and delete
  await page.getByRole('button', { name: `Edit address ${address(2).address}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Rajshahi');
  await page.getByRole('button', { name: 'Update Address' }).click();
  await expect(toast(page, 'Address updated successfully')).toBeVisible();
  await expect(page.getByText('Rajshahi')).toBeVisible();
  await page.getByRole('button', { name: `Delete address ${address(3).address}` }).click();
  await expect(toast(page, 'Address deleted successfully')).toBeVisible();
  await expect(page.getByText('2 of 3 saved')).toBeVisible();
}

signInFarmerByApiBeforeEach();

test.describe('shop', () => {
  test('checkout: address, card payment through the approval page, the order in the account', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const id = await userId(page);
    await emptyCart(page, id);
    await removeAddresses(page, id);
    const product = (await allProducts(page)).find((p) => p.totalStock >= 10 && p.salePrice > 0);
    if (!product) throw new Error('demo data lacks a product on sale');

    await refusedWithoutCartOrAddress(page, id, product);
    const values = address(1);
    await addAddressThroughForm(page, values);
    // the address picker's radio (the payment choice beside the cart has its own)
    const pick = page.getByRole('radiogroup', { name: 'Choose a delivery address' }).getByRole('radio');
    await expect(pick).toHaveCount(1);
    await pick.click();
    await expect(pick).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    await screenshots(page, 'shop-checkout');

    const orderId = await payThroughApprovalPage(page);
    await page.getByRole('button', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expectOrderInAccount(page, orderId, product, values.address);
    await manageAddressesInAccount(page, id);
    noErrors();
  });

  test('Cancel on the payment page brings the buyer back and puts the units back on the shelf at once', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    const id = await userId(page);
    await emptyCart(page, id);
    await removeAddresses(page, id);
    const product = (await allProducts(page)).find((p) => p.totalStock >= 10);
    if (!product) throw new Error('demo data lacks a product in stock');
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity: 2 });
    await call(page, 'POST', '/api/shop/address/add', { ...address(2), userId: id });
    const stockNow = async () =>
      ((await call(page, 'GET', `/api/shop/products/get/${product._id}`)) as { data: { totalStock: number } }).data
        .totalStock;
    const before = await stockNow();

    await page.goto('/shop/checkout');
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Checkout with Card' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/demo\//);
    // the order holds its two units while the buyer decides
    expect(await stockNow()).toBe(before - 2);
    const cancelled = page.waitForResponse('**/api/shop/order/cancel');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    expect((await cancelled).status()).toBe(200);
    expect(await stockNow()).toBe(before);
    const orders = (await call(page, 'GET', `/api/shop/order/list/${id}`)) as { data: { paymentStatus: string }[] };
    expect(orders.data[0]?.paymentStatus).toBe('cancelled');
    // the cart is still there for another try
    await expect(page.getByText(product.title)).toBeVisible();
    noErrors();
  });

  test('a failed capture says what went wrong and links back to checkout', async ({ page }) => {
    await page.goto('/shop/home');
    await page.evaluate(() => sessionStorage.setItem('currentOrderId', JSON.stringify('not-an-order')));
    await page.goto('/shop/paypal-return?paymentId=nope&PayerID=nobody');
    await expect(page.getByRole('heading', { name: 'The payment could not be completed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });
});
