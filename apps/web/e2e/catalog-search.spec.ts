import { expect, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import { allProducts, screenshots, signInFarmerByApiBeforeEach } from './shop-helpers';

// Suggestions as one types, short and acronym searches, "did you mean", and the new listing orders.

signInFarmerByApiBeforeEach();

test.describe('catalog search and orders', () => {
  test('suggestions as one types: "np" offers the NPK fertilizer, picked with the keyboard', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/shop/search');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('np');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const npk = list.getByRole('option', { name: /NPK 20-20-20/ });
    await expect(npk).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await screenshots(page, 'catalog-search-suggestions');

    // Escape closes, ↓ opens again and chooses, Enter picks
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('ArrowDown');
    await expect(list).toBeVisible();
    const options = list.getByRole('option');
    const count = await options.count();
    const npkIndex = (await options.allInnerTexts()).findIndex((text) => text.includes('NPK 20-20-20'));
    for (let i = 0; i < npkIndex; i++) await box.press('ArrowDown');
    expect(count).toBeGreaterThan(npkIndex);
    await expect(npk).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(box).toHaveValue(/^NPK 20-20-20/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first().getByRole('heading')).toHaveText(/^NPK 20-20-20/);
    noErrors();
  });

  test('an acronym finds its product: "DAP"', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/shop/search?keyword=DAP');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first().getByRole('heading')).toHaveText(/^DAP Diammonium Phosphate/);
    await expect(page.getByRole('heading', { name: /^Results for “DAP” — \d+ products?$/ })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'catalog-search-dap');
    noErrors();
  });

  test('a misspelt search offers what was meant, and following it finds products', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/shop/search');
    await page.getByRole('combobox', { name: 'Search products' }).fill('sedd');
    await expect(page.getByText('No result found!')).toBeVisible();
    const meant = page.getByRole('link', { name: 'seed', exact: true });
    await expect(page.getByText('Did you mean seed?')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'catalog-search-did-you-mean');
    await meant.click();
    await expect(page).toHaveURL(/keyword=seed$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('seed');
    noErrors();
  });

  test('the listing opens in the featured order, and sorts by newest and by popularity', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const products = await allProducts(page);
    const inStock = products.filter((p) => p.totalStock > 0).length;
    await page.goto('/shop/listing');
    const grid = page.getByRole('list', { name: 'All Products' });
    const titles = () => grid.getByRole('listitem').getByRole('heading').allInnerTexts();
    // the demo shop's best seller comes first
    await expect(grid.getByRole('listitem').first().getByRole('heading')).toHaveText(/^NPK 20-20-20/);

    await page.getByRole('button', { name: /Sort by/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Featured' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Most popular' }).click();
    await expect(page).toHaveURL(/sortBy=popularity/);
    await expect(grid.getByRole('listitem').first().getByRole('heading')).toHaveText(/^NPK 20-20-20/);
    expect((await titles()).slice(0, 2)).toEqual([
      expect.stringMatching(/^NPK 20-20-20/),
      expect.stringMatching(/^Urea 46%/),
    ]);

    // the menu closes after a choice (with a short animation) before it is opened again
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/sortBy=newest/);
    await expect(grid.getByRole('listitem')).toHaveCount(Math.min(24, products.length));

    // titles without regard to letter case, out of stock last
    await page.goto('/shop/listing?category=farmtools,others&sortBy=title-atoz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Farm Tools, Others — \d+ products$/);
    const sorted = await titles();
    const handPush = sorted.findIndex((t) => t.startsWith('Hand-Push'));
    const hdpe = sorted.findIndex((t) => t.startsWith('HDPE'));
    expect(handPush).toBeGreaterThanOrEqual(0);
    expect(handPush).toBeLessThan(hdpe);
    expect(inStock).toBeLessThan(products.length);
    await expectAccessible(page);
    await screenshots(page, 'catalog-search-listing');
    noErrors();
  });
});
