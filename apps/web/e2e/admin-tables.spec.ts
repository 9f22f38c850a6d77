import { expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  expectToast,
  farmerOrdersProduct,
  png,
  shoot,
  signInAdminBeforeAll,
  states,
  watchConsole,
} from './admin-helpers';
import { expectAccessible } from './helpers';

/** Shots for a look by eye, beside the suite's own. */
async function snap(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/admin-tables-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Picks an option of one of the table's filters (a Radix select named by its label). */
async function filter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('admin tables and drafts', () => {
  signInAdminBeforeAll();

  test('products: filter, sort, bulk-set stock, delete one, archive one with orders and restore it', async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    const prefix = `Tbl${Date.now().toString(36)}`;
    const { api, headers } = await adminApi(baseURL ?? '');
    const upload = await api.post('/api/admin/products/upload-image', {
      headers,
      multipart: { my_file: png('table.png') },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const image = ((await upload.json()) as { result: { url: string } }).result.url;
    const ids: Record<string, string> = {};
    for (const [name, price, totalStock, category] of [
      ['Alpha', 10, 50, 'seed'],
      ['Bravo', 20, 5, 'seed'],
      ['Charlie', 30, 0, 'farmtools'],
      ['Delta', 40, 40, 'fertilizer'],
    ] as const) {
      const res = await api.post('/api/admin/products/add', {
        headers,
        data: {
          image,
          title: `${prefix} ${name}`,
          description: `${name}, made by the table test.`,
          category,
          brand: 'aci',
          price,
          salePrice: 0,
          totalStock,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids[name] = ((await res.json()) as { data: { _id: string } }).data._id;
    }
    await api.dispose();
    await farmerOrdersProduct(baseURL ?? '', ids.Delta ?? '');

    await page.goto('/admin/products');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(prefix);
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(4);
    // each row's title (the cell also marks the languages it lacks)
    const titles = () =>
      rows.evaluateAll((trs) =>
        trs.map((tr) => (tr as HTMLTableRowElement).cells[2]?.querySelector('span')?.textContent),
      );
    await expect.poll(titles).toEqual([`${prefix} Alpha`, `${prefix} Bravo`, `${prefix} Charlie`, `${prefix} Delta`]);

    // sort by price, highest first
    const price = page.getByRole('columnheader', { name: 'Price' });
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=price&order=desc/);
    await expect(rows.first()).toContainText(`${prefix} Delta`);
    // filter: low stock, then a category
    await filter(page, 'Stock', 'Low stock');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${prefix} Bravo`);
    await filter(page, 'Stock', 'On sale, any stock');
    await filter(page, 'Category', 'Farm Tools');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${prefix} Charlie`);
    await filter(page, 'Category', 'All categories');
    await expect(rows).toHaveCount(4);

    // bulk: the stock of Alpha and Bravo
    await page.getByRole('checkbox', { name: `Select ${prefix} Alpha` }).click();
    await page.getByRole('checkbox', { name: `Select ${prefix} Bravo` }).click();
    const bar = page.getByRole('region', { name: 'Actions on the selected products' });
    await expect(bar).toContainText('2 products selected');
    await bar.getByRole('button', { name: 'Set stock' }).click();
    const stockDialog = page.getByRole('dialog', { name: 'Set the stock of 2 products' });
    await stockDialog.getByLabel('Units in stock').fill('15');
    await expectAccessible(page);
    await stockDialog.getByRole('button', { name: 'Apply' }).click();
    await expectToast(page, 'Products updated: 2');
    await expect(rows.filter({ hasText: 'Alpha' }).getByRole('cell').nth(6)).toHaveText('15');
    await expect(rows.filter({ hasText: 'Bravo' }).getByRole('cell').nth(6)).toHaveText('15');

    // delete Charlie (no order names it) after the confirmation
    await page.getByRole('button', { name: `Delete ${prefix} Charlie` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(4);
    await page.getByRole('button', { name: `Delete ${prefix} Charlie` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Product deleted successfully');
    await expect(rows).toHaveCount(3);

    // Delta has an order: it is archived, leaves the shop, and comes back with Restore
    await page.getByRole('button', { name: `Delete ${prefix} Delta` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Product archived: orders refer to it, so it left the shop and can be restored');
    await expect(rows).toHaveCount(2);
    const shop = await page.request.get(`/api/shop/products/get/${ids.Delta}`, { failOnStatusCode: false });
    expect(shop.status()).toBe(404);
    await filter(page, 'Stock', 'Archived');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Archived');
    await expectAccessible(page);
    await shoot(page, 'admin-products-archived');
    await page.getByRole('button', { name: `Restore ${prefix} Delta` }).click();
    await expectToast(page, 'Product restored');
    await expect(rows).toHaveCount(0);
    await filter(page, 'Stock', 'On sale, any stock');
    await expect(rows).toHaveCount(3);
    expect((await page.request.get(`/api/shop/products/get/${ids.Delta}`)).status()).toBe(200);

    await expectAccessible(page);
    await snap(page, 'products');
    await shoot(page, 'admin-products-table');
    // a phone gets the cards
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page
      .locator('[data-slot=card]')
      .filter({ has: page.getByRole('heading', { name: `${prefix} Alpha` }) });
    await expect(card).toContainText('Stock: 15');
    await expectAccessible(page);
    console.check();

    // the shop's other tests see the demo catalogue as it was (Delta, which an order names, is archived)
    const cleanup = await adminApi(baseURL ?? '');
    const left = [ids.Alpha, ids.Bravo, ids.Delta];
    const removed = await cleanup.api.post('/api/admin/products/bulk-delete', {
      headers: cleanup.headers,
      data: { ids: left },
    });
    expect(removed.status(), await removed.text()).toBe(200);
    await cleanup.api.dispose();
  });

  test('advice: a draft is not on the farmer reader; previewed and published, it is', async ({ page, browser }) => {
    const console = watchConsole(page);
    const title = `Draft ${Date.now().toString(36)}: water early`;
    await page.goto('/admin/expertAdvice');
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Advice' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    const text = page.getByLabel('Description', { exact: true });
    await text.fill('Water before sunrise');
    await text.press('ControlOrMeta+a');
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await expect(text).toHaveValue('**Water before sunrise**');
    await text.press('End');
    await text.pressSequentially('\n\n1. Mulch: keeps the soil moist');

    // publishing needs a picture; a draft does not
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'To publish, add: an image' })).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved');
    const card = page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expectAccessible(page);

    const farmerContext = await browser.newContext({ storageState: states.farmer });
    const farmer = await farmerContext.newPage();
    await farmer.goto('/farmAI/expertAdvice');
    await expect(farmer.getByRole('heading', { level: 1, name: 'Expert Advice' })).toBeVisible();
    await expect(farmer.getByRole('button', { name: /^Read / }).first()).toBeVisible();
    await expect(farmer.getByText(title)).toHaveCount(0);

    // edit: a picture, the preview, then Publish
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByLabel('Replace image').check();
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('sunrise.png'));
    await expect(page.getByText('sunrise.png')).toBeVisible();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('article', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Water before sunrise');
    await expect(preview.getByRole('heading', { level: 3, name: '1. Mulch:' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'advice-preview');
    await shoot(page, 'admin-advice-preview');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Entry updated successfully');
    await expect(card.getByText('Draft', { exact: true })).toHaveCount(0);

    await farmer.reload();
    await farmer.getByRole('button', { name: `Read ${title}` }).click();
    const article = farmer.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('Water before sunrise');
    await expectAccessible(farmer);
    await farmerContext.close();

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Entry deleted successfully', 'destructive');
    console.check();
  });
});
