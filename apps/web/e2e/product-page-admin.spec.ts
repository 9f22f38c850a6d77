import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminApi, expectToast, png, signInAdminBeforeAll, watchConsole } from './admin-helpers';
import { expectAccessible, SCREENSHOTS, screenshots } from './helpers';

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

test('the admin caps a product per order: its page stops the picker there and says why, and the cart refuses one more', async ({
  page,
  browser,
  baseURL,
}) => {
  const console = watchConsole(page);
  // a product of its own, so that no other test meets the cap
  const { api, headers } = await adminApi(baseURL ?? '');
  const upload = await api.post('/api/admin/products/upload-image', {
    headers,
    multipart: { my_file: png('urea.png') },
  });
  const image = ((await upload.json()) as { result: { url: string } }).result.url;
  const created = await api.post('/api/admin/products/add', {
    headers,
    data: {
      image,
      title: `Rationed Urea ${Date.now().toString(36)}`,
      description: 'Subsidised urea, shared among the village.',
      category: 'fertilizer',
      brand: 'aci',
      price: 12,
      salePrice: 0,
      totalStock: 40,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: AdminProduct & { slug: string } }).data;

  try {
    await page.goto(`/admin/products?edit=${product._id}`);
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await sheet.getByLabel('Maximum per order').fill('3');
    await sheet.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');

    // a visitor: the browser refuses what the rules refuse before any call
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const shop = await visitor.newPage();
    await shop.goto(`/shop/product/${product._id}-${product.slug}`);
    await expect(shop.locator('dt', { hasText: 'Maximum per order' }).locator('+ dd')).toHaveText('3');
    const quantity = shop.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveAccessibleDescription('At most 3 per order');
    const more = shop.getByRole('button', { name: 'Increase quantity' });
    await more.click();
    await more.click();
    await expect(quantity).toHaveValue('3');
    await expect(more).toBeDisabled();
    await expect(more).toHaveAccessibleDescription('At most 3 of this item can be in one order');
    await screenshots(shop, 'product-max-per-order');

    const add = shop.getByRole('button', { name: 'Add to cart', description: product.title });
    await add.click();
    await expectToast(shop, 'Product is added to cart');
    await expect(quantity).toHaveValue('1');
    await add.click();
    await expectToast(shop, 'At most 3 of this item can be in one order', 'destructive');
    await visitor.close();
  } finally {
    await api.delete(`/api/admin/products/delete/${product._id}`, { headers });
    await api.dispose();
  }
  console.check();
});
