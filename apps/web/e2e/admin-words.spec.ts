import path from 'node:path';
import { expect, test } from '@playwright/test';
import { farmerPlacesOrder, signInAdminBeforeAll, watchConsole } from './admin-helpers';
import { expectAccessible, SCREENSHOTS } from './helpers';
import { screenshots } from './shop-helpers';

/** Where a window-sized shot goes (the full-page helper cannot show what scrolls inside a sheet). */
const shot = (name: string) => path.join(process.env.E2E_SCREENS_COPY ?? SCREENSHOTS, name);

// The back office in plain words: the menu, the statuses, why a button waits, and the live order search.

test.describe('admin words', () => {
  signInAdminBeforeAll();

  test('the menu names what each screen holds, and each screen names the tab', async ({ page }) => {
    const console = watchConsole(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveTitle('Dashboard · Admin | FarmAI');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Products',
      'Orders',
      'Shop banners',
      'Cultivation guides',
      'Expert Advice',
      'Shop settings',
      'Mail',
    ]);
    await menu.getByRole('link', { name: 'Shop banners' }).click();
    await expect(page).toHaveURL(/\/admin\/features$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop banners' })).toBeVisible();
    await expect(page).toHaveTitle('Shop banners · Admin | FarmAI');
    // nothing chosen yet: the Upload button says so
    const upload = page.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    await expect(upload).toHaveAccessibleDescription('Choose an image first.');
    await expect(page.getByText('Choose an image first.')).toBeVisible();

    await menu.getByRole('link', { name: 'Cultivation guides' }).click();
    await expect(page).toHaveURL(/\/admin\/scm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cultivation guides' })).toBeVisible();
    await expect(page).toHaveTitle('Cultivation guides · Admin | FarmAI');
    await expect(page.getByText('SCM', { exact: true })).toHaveCount(0);
    await screenshots(page, 'admin-cultivation-guides');

    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveTitle('Orders · Admin | FarmAI');
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveText([
      'Any payment',
      'Pending',
      'Paid',
      'Cancelled',
      'Expired',
      'Refund pending',
      'Refunded',
    ]);
    await expect(page.getByRole('option', { name: 'refundPending' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    console.check();
  });

  test('the order search runs as the admin types', async ({ page, baseURL }) => {
    const console = watchConsole(page);
    const placed = await farmerPlacesOrder(baseURL ?? '');
    const other = await farmerPlacesOrder(baseURL ?? '');
    const numberOf = async (orderId: string) => {
      const res = await page.request.get(`/api/admin/orders/details/${orderId}`);
      return ((await res.json()) as { data: { orderNumber: string } }).data.orderNumber;
    };
    const wanted = await numberOf(placed.orderId);
    const unwanted = await numberOf(other.orderId);
    await page.goto('/admin/orders');
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: unwanted })).toHaveCount(1);
    await search.pressSequentially(wanted, { delay: 20 });
    // no Enter, no Search button: the list follows the typing
    await expect(page).toHaveURL(new RegExp(`q=${wanted}`));
    await expect(rows.filter({ hasText: wanted })).toHaveCount(1);
    await expect(rows.filter({ hasText: unwanted })).toHaveCount(0);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await screenshots(page, 'admin-orders-live-search');
    console.check();
  });

  test('a disabled Add or Apply says why', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });
    const add = sheet.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    const waiting = 'Fill in Product Image, Title, Description, Category, Brand, Price, and Total Stock first.';
    await expect(add).toHaveAccessibleDescription(waiting);
    await expect(sheet.getByText(waiting)).toBeVisible();
    await sheet.getByLabel('Title', { exact: true }).fill('Tomato seeds');
    await expect(add).toHaveAccessibleDescription(
      'Fill in Product Image, Description, Category, Brand, Price, and Total Stock first.',
    );
    // the sheet scrolls by itself: the shots show the button and its reason in the window
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await add.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`admin-product-add-waiting-${width}.png`) });
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await page.getByRole('table').getByRole('row').nth(1).getByRole('checkbox').click();
    const bar = page.getByRole('region', { name: 'Actions on the selected products' });
    await expect(bar).toContainText('1 product selected');
    // the selection (and its actions) belongs to the table, which wide screens show: a tablet and a desktop
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await bar.getByRole('button', { name: 'Set stock' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set the stock of 1 product' });
      await dialog.getByLabel('Units in stock').fill('-5');
      const apply = dialog.getByRole('button', { name: 'Apply' });
      await expect(apply).toBeDisabled();
      await expect(apply).toHaveAccessibleDescription('Enter a whole number of 0 or more.');
      await expect(dialog.locator('p', { hasText: 'Enter a whole number of 0 or more.' })).toBeVisible();
      await expect(dialog.getByLabel('Units in stock')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await page.screenshot({ path: shot(`admin-bulk-stock-${width}.png`) });
      await dialog.getByLabel('Units in stock').fill('12');
      await expect(apply).toBeEnabled();
      await expect(apply).not.toHaveAttribute('aria-describedby');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    console.check();
  });
});
