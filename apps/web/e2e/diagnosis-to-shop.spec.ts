import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn, states } from './admin-helpers';
import { SYMPTOMS } from './farmer-helpers';
import { accounts, expectAccessible, failOnConsoleErrors } from './helpers';
import { call, emptyCart, type Product, screenshots, toast, userId } from './shop-helpers';

// From a diagnosis to the shop: the treatment's active ingredients link to the products that hold
// them, with stock, price and Add to cart; the admin tags products with active ingredients.

const IRON_SYMPTOMS = 'The young top leaves of my citrus trees are pale yellow with green veins, the soil is alkaline';
const MIX = 'Chelated Micronutrient Mix 500 g';

test.use({ storageState: states.farmer });
test.beforeAll(async ({ baseURL }) => {
  await signIn(baseURL ?? '', accounts.admin, states.admin);
  await signIn(baseURL ?? '', accounts.farmer, states.farmer);
});

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

async function diagnose(page: Page, text: string) {
  await page.goto('/farmAI/diagnosis');
  await page.getByLabel('Describe the symptoms of your infected crops').fill(text);
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByRole('region', { name: 'FarmAI Analysis Result:' });
  await expect(result.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'diagnosed', { timeout: 30_000 });
  return result;
}

/** The admin's page, in a context of its own. */
async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: states.admin });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a farmer goes from a tomato early blight diagnosis to a mancozeb product in the cart', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const id = await userId(page);
  await emptyCart(page, id);
  const { data: products } = await call<{ data: Product[] }>(
    page,
    'GET',
    '/api/shop/products/by-ingredients?ingredients=mancozeb',
  );
  const mancozeb = products.find((p) => p.title === 'Mancozeb 75% WP Fungicide 1 kg');
  if (!mancozeb) throw new Error('the demo data has no mancozeb product');

  const result = await diagnose(page, SYMPTOMS);
  await expect(result.getByRole('heading', { level: 4 }).first()).toContainText(/Most likely: Early blight/);
  const section = result.getByRole('region', { name: 'Products for this' });
  await expect(section).toBeVisible();
  const line = section.getByTestId('ingredient-product').filter({ hasText: mancozeb.title });
  const link = line.getByRole('link', { name: mancozeb.title });
  await expect(link).toHaveAttribute('href', `/shop/product/${mancozeb._id}-${mancozeb.slug}`);
  const price = mancozeb.salePrice > 0 ? mancozeb.salePrice : mancozeb.price;
  await expect(line).toContainText(`${mancozeb.title} — in stock, `);
  await expect(line).toContainText(money(price));
  await expect(line).toContainText('Contains: Mancozeb');
  // the section sits under the answer's treatment, before the ranked causes
  const order = await result.evaluate((root) =>
    [...root.querySelectorAll('h3')].map((h) => h.textContent?.trim() ?? ''),
  );
  expect(order.indexOf('Products for this')).toBeGreaterThan(order.indexOf('FarmAI Response:'));
  expect(order.indexOf('Products for this')).toBeLessThan(order.indexOf('Possible causes, ranked:'));
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/ingredients-section-1440.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/ingredients-section-375.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshots(page, 'diagnosis-to-shop');

  await line.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Product is added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(mancozeb.title)).toBeVisible();
  await expect(sheet.getByText(money(price)).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // the link leads to the product's own page
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${mancozeb._id}-`));
  await expect(page.getByRole('heading', { level: 1, name: mancozeb.title, exact: true })).toBeVisible();
  await emptyCart(page, id);
  noConsoleErrors();
});

test('the admin tags a product with an active ingredient, and a matching diagnosis then links to it', async ({
  page,
  browser,
  baseURL,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const admin = await adminPage(browser, baseURL ?? '');
  try {
    // start from the product untagged
    const list = await admin.page.request.get('/api/admin/products/get?limit=100');
    const mix = ((await list.json()) as { data: Product[] }).data.find((p) => p.title === MIX);
    if (!mix) throw new Error(`the demo data has no ${MIX}`);
    const cookies = await admin.page.context().cookies();
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const cleared = await admin.page.request.put(`/api/admin/products/edit/${mix._id}`, {
      headers: { 'x-xsrf-token': xsrf },
      data: { activeIngredients: [] },
    });
    expect(cleared.ok(), await cleared.text()).toBe(true);

    // an iron-deficiency diagnosis recommends iron chelate, which no product holds: no section
    let result = await diagnose(page, IRON_SYMPTOMS);
    await expect(result.getByRole('heading', { level: 4 }).first()).toContainText(/Iron deficiency/);
    await expect(result.getByRole('heading', { name: 'Possible causes, ranked:' })).toBeVisible();
    await expect(result.getByRole('region', { name: 'Products for this' })).toHaveCount(0);

    // the admin tags the mix in its edit sheet
    await admin.page.goto(`/admin/products?edit=${mix._id}`);
    const sheet = admin.page.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet).toBeVisible();
    const input = sheet.getByRole('combobox', { name: 'Active ingredients' });
    await expect(sheet.getByText('None yet.')).toBeVisible();
    await input.fill('Iron chel');
    await input.press('Enter');
    await expect(sheet.getByRole('alert')).toHaveText('“Iron chel” is not a known active ingredient.');
    await input.fill('Iron chelate');
    await input.press('Enter');
    await expect(sheet.getByRole('button', { name: 'Remove Iron chelate' })).toBeVisible();
    await expect(input).toHaveValue('');
    await expectAccessible(admin.page);
    await screenshots(admin.page, 'diagnosis-to-shop-admin-tags');
    for (const width of [375, 1440]) {
      await admin.page.setViewportSize({ width, height: 900 });
      await input.scrollIntoViewIfNeeded();
      await admin.page.screenshot({ path: `/tmp/ingredients-admin-sheet-${width}.png` });
    }
    await sheet.getByRole('button', { name: 'Save Changes' }).click();
    await expect(sheet).toBeHidden();
    const saved = await admin.page.request.get(`/api/admin/products/get/${mix._id}`);
    expect(((await saved.json()) as { data: { activeIngredients: string[] } }).data.activeIngredients).toEqual([
      'iron-chelate',
    ]);

    // the same diagnosis now links to it
    result = await diagnose(page, IRON_SYMPTOMS);
    const section = result.getByRole('region', { name: 'Products for this' });
    const line = section.getByTestId('ingredient-product').filter({ hasText: MIX });
    await expect(line.getByRole('link', { name: MIX })).toBeVisible();
    await expect(line).toContainText('Contains: Iron chelate');
    await expect(line.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await admin.close();
  }
  noConsoleErrors();
});
