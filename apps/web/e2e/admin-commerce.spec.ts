import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectToast, farmerPlacesOrder, png, shoot, signInAdminBeforeAll, watchConsole } from './admin-helpers';
import { expectAccessible } from './helpers';

/** Opens Add New Product and fills it in (after a refused text file); answers the sheet, ready to add. */
async function fillNewProduct(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(sheet).toBeVisible();
  const add = sheet.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();

  // the picker checks the type before anything is sent
  await sheet.getByLabel('Product Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expectToast(page, 'This image cannot be used', 'destructive');

  await sheet.getByLabel('Product Image').setInputFiles(png('chili.png'));
  await expect(sheet.getByText('chili.png')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Remove chili.png' })).toBeEnabled();
  await sheet.getByLabel('Title', { exact: true }).fill(title);
  await sheet
    .getByLabel('Description', { exact: true })
    .fill('Hot chili seeds for the kharif season; germination above 80%.');
  await sheet.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Seeds' }).click();
  await sheet.getByRole('combobox', { name: 'Brand' }).click();
  await page.getByRole('option', { name: 'Agri Tech' }).click();
  await sheet.getByLabel('Price', { exact: true }).fill('12.5');
  await expect(sheet.getByLabel('Sale Price')).toHaveAttribute('placeholder', /optional/);
  await expect(add).toBeDisabled();
  await sheet.getByLabel('Total Stock').fill('7');
  await expect(add).toBeEnabled();
  await expectAccessible(page);
  await shoot(page, 'admin-products-sheet');
  return sheet;
}

/** Edit: the picture stays (the widget is disabled); a sale price above the price is refused, a lower one saved. */
async function editSalePrice(page: Page, card: Locator, title: string, console: ReturnType<typeof watchConsole>) {
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const editSheet = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editSheet).toBeVisible();
  await expect(editSheet.getByLabel('Product Image')).toBeDisabled();
  await expect(editSheet.getByLabel('Title', { exact: true })).toHaveValue(title);
  await editSheet.getByLabel('Sale Price').fill('14');
  console.allowStatus(400);
  await editSheet.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Sale price must be lower than the price', 'destructive');
  // nothing typed is lost
  await expect(editSheet).toBeVisible();
  await expect(editSheet.getByLabel('Sale Price')).toHaveValue('14');
  await editSheet.getByLabel('Sale Price').fill('9.99');
  await editSheet.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Product updated successfully');
  await expect(editSheet).toBeHidden();
  await expect(card).toContainText('$9.99');
  await expect(card.locator('s')).toContainText('$12.50');
}

test.describe('admin back office', () => {
  signInAdminBeforeAll();

  test('the dashboard shows money, orders, stock, best sellers and content, with links to edit', async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    // a paid order, so the money and best-seller sections have something to show
    const { productTitle } = await farmerPlacesOrder(baseURL ?? '', true);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const label of [
      'Revenue (30 days)',
      'Paid orders (30 days)',
      'Products',
      'Expert advice',
      'Cultivation guides',
    ]) {
      await expect(page.getByRole('region', { name: 'Key figures' }).getByText(label, { exact: true })).toBeVisible();
    }
    for (const heading of [
      'Revenue and paid orders per day',
      'Orders by status',
      'Top 5 products',
      'Low stock',
      'Out of stock',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const revenue = page.locator('[data-slot=card]').filter({ hasText: 'Revenue (30 days)' });
    await expect(revenue).not.toContainText('$0.00 all time');
    await expect(
      page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: 'Top 5 products' }) }),
    ).toContainText(productTitle);
    // the chart has a text summary and a table of its numbers
    await expect(page.locator('figcaption')).toContainText(/from \d+ paid orders? in the last 30 days/);
    await page.getByText('Numbers per day').click();
    await expect(page.getByRole('table', { name: /Revenue and paid orders per day/ }).getByRole('row')).toHaveCount(31);
    await expect(page.locator('.recharts-surface')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'admin-dashboard');

    // the seeded shop has products running low; Edit opens that product in the products sheet
    const lowStock = page.getByRole('list', { name: 'Products low on stock' });
    const firstLow = lowStock.getByRole('link', { name: /^Edit / }).first();
    const name = ((await firstLow.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    await firstLow.click();
    await expect(page).toHaveURL(/\/admin\/products\?edit=/);
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Title', { exact: true })).toHaveValue(name);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/products$/);
    console.check();
  });

  test('products: add one with a picture, find it in the table, edit it, refuse a bad sale price, delete it', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const title = `E2E Chili Seeds ${Date.now()}`;
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expectAccessible(page);

    const sheet = await fillNewProduct(page, title);
    await sheet.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Product added successfully');
    await expect(sheet).toBeHidden();
    // the table (this is a desktop window) finds it by its title
    await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
    await expect(page).toHaveURL(/[?&]q=E2E/);
    const card = page.getByRole('row').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('$12.50');
    await expect(card.getByRole('cell').nth(6)).toHaveText(/^7/);
    await expect(card).toContainText('Low stock');
    await expect(card).toContainText('Seeds');
    await expect(card).toContainText('Agri Tech');
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/products\//);

    await editSalePrice(page, card, title, console);

    // closing the sheet resets it: Add New Product starts empty
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(sheet.getByLabel('Title', { exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');

    // delete asks first
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Product deleted successfully');
    await expect(card).toHaveCount(0);
    console.check();
  });

  test('orders: a farmer’s new paid order is opened and moved to In Shipping', async ({ page, baseURL }) => {
    const console = watchConsole(page);
    // only a paid order is packed and shipped
    const { orderId } = await farmerPlacesOrder(baseURL ?? '', true);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    for (const column of ['Order number', 'Order Date', 'Order Status', 'Order Price', 'View Details']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeAttached();
    }
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(row.locator('[data-slot=badge]')).toHaveText('Confirmed');
    await expectAccessible(page);

    await row.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toBeVisible();
    // the order is named by its number only
    await expect(dialog).toContainText(/FA-\d{4}-\d{6}/);
    await expect(dialog).not.toContainText(orderId);
    for (const label of ['Order Date', 'Order Price', 'Payment method', 'Payment Status', 'Shipping Info']) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText('Demo payment (no money moved)');
    await expect(dialog).toContainText('Bogura');
    await expect(dialog.getByRole('region', { name: 'Items' })).toContainText(/×|2/);
    const date = await dialog.locator('dt:text-is("Order Date") + dd').textContent();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await dialog.getByRole('combobox', { name: 'Order Status' }).click();
    // a confirmed order goes forward only
    await expect(page.getByRole('option', { disabled: false })).toHaveText([
      'In Process',
      'In Shipping',
      'Delivered',
      'Rejected',
    ]);
    await page.getByRole('option', { name: 'In Shipping' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'admin-orders-dialog');
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expectToast(page, 'Order status is updated successfully!');
    await expect(dialog.locator('[data-slot=badge]')).toHaveText('In Shipping');
    await page.keyboard.press('Escape');
    await expect(row.locator('[data-slot=badge]')).toHaveText('In Shipping');
    await expect(row.locator('[data-slot=badge]')).toHaveAttribute('data-variant', 'default');
    console.check();
  });
});
