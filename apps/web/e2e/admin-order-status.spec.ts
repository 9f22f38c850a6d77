import { expect, type Page, test } from '@playwright/test';
import { expectToast, farmerPlacesOrder, signInAdminBeforeAll, watchConsole } from './admin-helpers';
import { expectAccessible } from './helpers';

signInAdminBeforeAll();

const SHOTS = '/tmp/shots-statuses';

/** The order's number as the back office answers it. */
async function numberOf(page: Page, orderId: string): Promise<string> {
  const res = await page.request.get(`/api/admin/orders/details/${orderId}`);
  return ((await res.json()) as { data: { orderNumber: string } }).data.orderNumber;
}

for (const width of [375, 1440]) {
  test(`order status at ${width} px: only forward steps offered; a correction with its reason joins the history`, async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    const { orderId } = await farmerPlacesOrder(baseURL ?? '', true);
    const number = await numberOf(page, orderId);
    expect(number).toMatch(/^FA-\d{4}-\d{6}$/);

    await page.goto('/admin/orders');
    const entry = page.locator(`[data-order-id="${orderId}"]:visible`);
    await expect(entry).toContainText(number);
    await expect(entry).not.toContainText(orderId);
    await entry.getByRole('button', { name: `View Details of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toContainText(number);
    await expect(dialog).not.toContainText(orderId);

    // the select: a paid, confirmed order may only go forward; the others say why not
    await dialog.getByRole('combobox', { name: 'Order Status' }).click();
    await expect(page.getByRole('option', { disabled: false })).toHaveText([
      'In Process',
      'In Shipping',
      'Delivered',
      'Rejected',
    ]);
    await expect(page.getByRole('option', { disabled: true })).toHaveText([
      'Pending(earlier step: use Correct the status)',
      'Confirmed(current status)',
    ]);
    await page.screenshot({ path: `${SHOTS}/status-select-${width}.png` });
    await page.getByRole('option', { name: 'In Shipping' }).click();
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expectToast(page, 'Order status is updated successfully!');
    await expect(dialog.locator('[data-slot=badge]')).toHaveText('In Shipping');

    // now In Shipping: going back is only a correction, and it needs a reason
    await dialog.getByRole('combobox', { name: 'Order Status' }).click();
    await expect(page.getByRole('option', { disabled: false })).toHaveText(['Delivered']);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Correct the status' }).click();
    await dialog.getByRole('combobox', { name: 'Correct back to' }).click();
    await expect(page.getByRole('option')).toHaveText(['In Process', 'Confirmed']);
    await page.getByRole('option', { name: 'In Process' }).click();
    const save = dialog.getByRole('button', { name: 'Save the correction' });
    await expect(save).toBeDisabled();
    const reason = `Parcel still at the depot (${width})`;
    await dialog.getByRole('textbox', { name: 'Reason (required)' }).fill(reason);
    await save.click();
    await expectToast(page, 'The order status has been corrected.');
    await expect(dialog.locator('[data-slot=badge]')).toHaveText('In Process');

    const changes = dialog.getByTestId('status-changes');
    await expect(changes.locator('li[data-correction=true]')).toContainText('In Shipping → In Process');
    await expect(changes.locator('li[data-correction=true]')).toContainText(`Reason: ${reason}`);
    await expect(dialog.getByTestId('order-timeline').locator('li[data-step=shipped]')).toHaveAttribute(
      'data-done',
      'false',
    );
    await changes.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/status-corrected-${width}.png` });
    console.check();
  });
}
