import { expect, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import { allProducts, screenshots, signInFarmerByApiBeforeEach } from './shop-helpers';

signInFarmerByApiBeforeEach();

test.describe('shop', () => {
  test('home: banners, categories, brands and feature products', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/shop/home');
    const carousel = page.getByRole('region', { name: 'Featured offers' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    // wraps from the first slide to the last
    const dots = carousel.getByRole('button', { name: /^Go to slide/ });
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');

    await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop by Brand' })).toBeVisible();
    for (const label of ['Seeds', 'Farm Tools', 'Fertilizer', 'Pesticides', 'Others']) {
      await expect(page.getByRole('main').getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ['Agro Bangla', 'Agri Tech', 'ACI', 'FarmAI', 'FarmY', 'Unknown']) {
      await expect(page.getByRole('main').getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const featured = page.getByRole('list', { name: 'Featured Products' });
    await expect(featured.getByRole('listitem')).toHaveCount(24);
    await expect(page.getByRole('link', { name: 'Marketplace' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('© 2024 FarmAI. All rights reserved.')).toBeVisible();

    await expectAccessible(page);
    await screenshots(page, 'shop-home');
    noErrors();
  });

  test('a phone downloads the narrow copies of the pictures, a wide screen the large ones', async ({ page }) => {
    const shown = async () => {
      const product = page.getByRole('list', { name: 'Featured Products' }).locator('img').first();
      const banner = page.getByRole('region', { name: 'Featured offers' }).locator('img').first();
      await product.scrollIntoViewIfNeeded();
      const currentSrc = (img: HTMLImageElement) => img.currentSrc;
      await expect.poll(() => product.evaluate(currentSrc)).toMatch(/-w\d+\.webp$/);
      return [await product.evaluate(currentSrc), await banner.evaluate(currentSrc)];
    };
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/shop/home');
    const [phoneProduct, phoneBanner] = await shown();
    expect(phoneProduct).toMatch(/-w400\.webp$/);
    expect(phoneBanner).toMatch(/-w400\.webp$/);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    const [, wideBanner] = await shown();
    expect(wideBanner).toMatch(/-w1600\.webp$/);
  });

  test('a category tile opens the filtered listing; sort and filters live in the address', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const products = await allProducts(page);
    const fertilizers = products.filter((p) => p.category === 'fertilizer');

    await page.goto('/shop/home');
    await page.getByRole('link', { name: 'Fertilizer', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/listing\?category=fertilizer$/);
    expect(await page.evaluate(() => sessionStorage.getItem('filters'))).toBe('{"category":["fertilizer"]}');
    // the heading says what is filtered and how many products it holds
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fertilizer — ${fertilizers.length} products`);
    const grid = page.getByRole('list', { name: 'All Products' });
    await expect(grid.getByRole('listitem')).toHaveCount(fertilizers.length);
    await expect(page.getByRole('checkbox', { name: 'Fertilizer' })).toBeChecked();
    for (const text of await grid.getByRole('listitem').allInnerTexts()) expect(text).toContain('Fertilizer');

    // add a brand: both groups in the query string
    const brand = fertilizers[0]?.brand ?? 'aci';
    const brandLabel =
      {
        agrobangla: 'Agro Bangla',
        agritech: 'Agri Tech',
        aci: 'ACI',
        famai: 'FarmAI',
        farmy: 'FarmY',
        unknown: 'Unknown',
      }[brand] ?? brand;
    await page.getByRole('checkbox', { name: brandLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=fertilizer&brand=${brand}$`));
    const both = fertilizers.filter((p) => p.brand === brand);
    await expect(grid.getByRole('listitem')).toHaveCount(both.length);
    await page.getByRole('checkbox', { name: brandLabel, exact: true }).click();
    await expect(page).toHaveURL(/\?category=fertilizer$/);

    // sort high to low
    await page.getByRole('button', { name: /Sort by/ }).click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(7);
    await expect(page.getByRole('menuitemradio', { name: 'Featured' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Price: High to Low' }).click();
    await expect(page).toHaveURL(/sortBy=price-hightolow/);
    const priciest = [...fertilizers].sort(
      (a, b) => (b.salePrice > 0 ? b.salePrice : b.price) - (a.salePrice > 0 ? a.salePrice : a.price),
    )[0];
    await expect(grid.getByRole('listitem').first().getByRole('heading')).toHaveText(priciest?.title ?? '');

    // a shared link restores the filters
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Fertilizer' })).toBeChecked();
    await expect(grid.getByRole('listitem')).toHaveCount(fertilizers.length);

    await expectAccessible(page);
    await screenshots(page, 'shop-listing');

    // the header's Products link shows everything again, over pages
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/shop\/listing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`All Products — ${products.length} products`);
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(grid.getByRole('listitem')).toHaveCount(products.length - 48);
    await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    noErrors();
  });

  test('search waits for a keyword of 2+ characters and keeps it in the address', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/shop/home');
    await page.getByRole('link', { name: 'Search products' }).click();
    await expect(page).toHaveURL(/\/shop\/search/);
    const input = page.getByPlaceholder('Search Products...');
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/shop/search/')) searches.push(r.url());
    });

    await input.fill('f');
    await page.waitForTimeout(1300);
    expect(searches).toEqual([]);

    await input.fill('fertiliser');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveURL(/keyword=fertiliser/);
    expect(searches).toHaveLength(1);
    await expectAccessible(page);
    await screenshots(page, 'shop-search');

    await page.reload();
    await expect(input).toHaveValue('fertiliser');
    await expect(results.getByRole('listitem').first()).toBeVisible();

    await input.fill('zzzzqq');
    await expect(page.getByText('No result found!')).toBeVisible();
    await input.fill('a');
    await expect(page.getByText('No result found!')).toHaveCount(0);
    await expect(results).toHaveCount(0);
    noErrors();
  });
});
