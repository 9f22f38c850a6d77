import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectToast, png, signInAdminBeforeAll, watchConsole } from './admin-helpers';
import { expectAccessible, SCREENSHOTS } from './helpers';

signInAdminBeforeAll();

interface AdminProduct {
  _id: string;
  title: string;
  category: string;
  images: string[];
  unit: string;
  packSize: number;
  shelfLifeMonths: number | null;
}

test('the admin adds, orders and removes further pictures and sets the unit, pack size and shelf life', async ({
  page,
}) => {
  const console = watchConsole(page);
  const list = await page.request.get('/api/admin/products/get?category=pestisides&limit=100');
  const products = ((await list.json()) as { data: AdminProduct[] }).data;
  const product = products.find((p) => p.images.length === 3 && p.unit === 'mL');
  expect(product, 'a demo pesticide sold by the mL with three pictures').toBeTruthy();
  if (!product) return;
  const [main, second, third] = product.images as [string, string, string];

  await page.goto(`/admin/products?edit=${product._id}`);
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(sheet.getByLabel('Title', { exact: true })).toHaveValue(product.title);
  const pictures = sheet.getByRole('group', { name: 'More pictures' });
  await expect(pictures.getByRole('listitem')).toHaveCount(2);
  await expect(pictures.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
  await expect(pictures.getByRole('button', { name: 'Move picture 2 later' })).toBeDisabled();
  await expect(sheet.getByRole('combobox', { name: 'Unit' })).toHaveText('Millilitres (mL)');
  await expect(sheet.getByLabel('Pack size')).toHaveValue(String(product.packSize));
  // a product fact, named by the fact itself: the demo pesticides keep 24 months
  await expect(sheet.getByLabel('Shelf life')).toHaveValue('24');

  // a new picture, uploaded through the product upload route, goes last; then the order changes
  await pictures.locator('input[type=file]').setInputFiles(png('label.png'));
  await expect(pictures.getByRole('listitem')).toHaveCount(3);
  await pictures.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await pictures.getByRole('button', { name: 'Remove picture 2' }).click();
  await expect(pictures.getByRole('listitem')).toHaveCount(2);
  await pictures.screenshot({ path: path.join(SCREENSHOTS, 'product-page-admin-gallery.png') });

  await sheet.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Litres (L)' }).click();
  await sheet.getByLabel('Pack size').fill('1.5');
  await sheet.getByLabel('Shelf life').fill('36');
  await expectAccessible(page);
  // the sheet alone at both widths (the product list behind it is not what this test is about)
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await sheet.getByRole('heading', { name: 'Edit Product' }).scrollIntoViewIfNeeded();
    await sheet.screenshot({ path: path.join(SCREENSHOTS, `product-page-admin-sheet-${width}.png`) });
    // and its numbers: prices, stock, pack size and the product facts
    await sheet.getByLabel('Shelf life').scrollIntoViewIfNeeded();
    await sheet.screenshot({ path: path.join(SCREENSHOTS, `product-page-admin-numbers-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the sheet scrolls sideways at ${width}px`).toBeLessThanOrEqual(1);
  }
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Product updated successfully');

  const shop = await page.request.get(`/api/shop/products/get/${product._id}`);
  const saved = ((await shop.json()) as { data: AdminProduct }).data;
  expect(saved.images[0]).toBe(main);
  expect(saved.images[1]).toBe(third);
  expect(saved.images[2]).toMatch(/^\/uploads\/products\/.+/);
  expect(saved.images).not.toContain(second);
  expect([saved.unit, saved.packSize, saved.shelfLifeMonths]).toEqual(['L', 1.5, 36]);

  // put the demo product back as it was
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const restore = await page.request.put(`/api/admin/products/edit/${product._id}`, {
    headers: { 'x-xsrf-token': xsrf },
    data: {
      gallery: [second, third],
      unit: product.unit,
      packSize: product.packSize,
      shelfLifeMonths: product.shelfLifeMonths,
    },
  });
  expect(restore.ok()).toBe(true);
  console.check();
});
