import { expect, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import { call, card, emptyCart, screenshots, signInFarmerByApiBeforeEach, userId } from './shop-helpers';

signInFarmerByApiBeforeEach();

interface PageProduct {
  _id: string;
  title: string;
  slug: string;
  category: string;
  totalStock: number;
  images: string[];
  unit: string;
  packSize: number;
}

/** A demo product with several pictures and stock for three, in a category with other products. */
async function productWithPictures(page: import('@playwright/test').Page): Promise<PageProduct> {
  const { data } = await call<{ data: PageProduct[] }>(
    page,
    'GET',
    '/api/shop/products/get?category=fertilizer&limit=100',
  );
  const found = data.find((p) => p.images.length >= 3 && p.totalStock >= 10 && p.unit === 'kg');
  expect(found, 'a demo fertilizer with three pictures, sold by the kg').toBeTruthy();
  return found as PageProduct;
}

test.describe('product page', () => {
  test('opened from the listing: pictures, quantity 3 into the cart, reviews, related products', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const id = await userId(page);
    await emptyCart(page, id);
    const product = await productWithPictures(page);

    await page.goto('/shop/listing?category=fertilizer&sortBy=title-atoz');
    await card(page, product.title).getByRole('link', { name: product.title }).click();
    await expect(page).toHaveURL(`/shop/product/${product._id}-${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} | FarmAI`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Fertilizer' })).toBeVisible();
    await expect(crumbs.getByRole('listitem').last()).toHaveText(product.title);
    await expect(page.getByText(`${product.packSize} kg`, { exact: true })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();

    // the pictures: a thumbnail, then the arrow keys
    const gallery = page.getByRole('region', { name: `Pictures of ${product.title}` });
    const total = product.images.length;
    await expect(gallery.getByRole('img', { name: `${product.title}, picture 1 of ${total}` })).toHaveAttribute(
      'src',
      product.images[0] as string,
    );
    await gallery.getByRole('button', { name: `Show picture 2 of ${total}` }).click();
    await expect(gallery.getByRole('img', { name: `${product.title}, picture 2 of ${total}` })).toHaveAttribute(
      'src',
      product.images[1] as string,
    );
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('button', { name: `Show picture 3 of ${total}` })).toBeFocused();
    await expect(gallery.getByRole('img', { name: `${product.title}, picture 3 of ${total}` })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'product-page');

    // quantity 3 into the cart
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to cart', description: product.title }).click();
    const cartButton = page.getByRole('button', { name: /^Cart, / });
    await expect(cartButton).toHaveAccessibleName('Cart, 3 items');
    await cartButton.click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(sheet.getByRole('listitem').filter({ hasText: product.title })).toContainText('3');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

    // reviews, then a related product opens at its own address
    await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    const related = page.getByRole('list', { name: 'Related products' });
    await expect(related.getByRole('listitem').first()).toBeVisible();
    const relatedTitle = (await related.getByRole('listitem').first().getByRole('heading').innerText()).trim();
    await related.getByRole('link', { name: relatedTitle, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/product\/[0-9a-f-]{36}-[a-z0-9-]+$/);
    await expect(page).toHaveTitle(`${relatedTitle} | FarmAI`);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    noErrors();
    await emptyCart(page, id);
  });

  test('a shared link opens directly, a wrong slug moves to the right one, the served page previews the product', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    const product = await productWithPictures(page);
    const canonical = `/shop/product/${product._id}-${product.slug}`;

    // what a link preview reads: the served HTML, before any script
    const served = await page.request.get(canonical);
    expect(served.status()).toBe(200);
    const html = await served.text();
    const escaped = product.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html).toContain(`<meta property="og:title" content="${escaped} | FarmAI" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/products\/[^"]+" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect((await page.request.get('/shop/product/00000000-0000-4000-8000-000000000000-nothing')).status()).toBe(404);

    await page.goto(`/shop/product/${product._id}-an-old-name`);
    await expect(page).toHaveURL(canonical);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

    // the quick view on the listing links to the full page
    await page.goto('/shop/listing?category=fertilizer&sortBy=title-atoz');
    await card(page, product.title)
      .getByRole('button', { name: `Quick view: ${product.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: product.title });
    await dialog.getByRole('link', { name: 'View full page' }).click();
    await expect(page).toHaveURL(canonical);
    await expect(dialog).toBeHidden();
    noErrors();
  });

  test('a first visit asks for the session and the product once, with the page, before the app has arrived', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    const product = await productWithPictures(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto(`/shop/product/${product._id}-${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const times = (pathname: string) => asked.filter((p) => p === pathname).length;
    // asked by the page itself (preload) and taken by the app: no second request after its code
    expect(times('/api/auth/check-auth')).toBe(1);
    expect(times(`/api/shop/products/get/${product._id}`)).toBe(1);
    // the farmer is signed in from that one answer
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    noErrors();
  });

  test('a demo seed states its shelf life on its page and in the quick view; a tool states none', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const { data } = await call<{ data: (PageProduct & { shelfLifeMonths: number | null })[] }>(
      page,
      'GET',
      '/api/shop/products/get?category=seed,farmtools&limit=100&sortBy=title-atoz',
    );
    const seed = data.find((p) => p.category === 'seed' && p.shelfLifeMonths !== null);
    const tool = data.find((p) => p.category === 'farmtools');
    expect(seed?.shelfLifeMonths, 'a demo seed with its shelf life').toBe(12);
    expect(tool?.shelfLifeMonths).toBeNull();
    if (!seed || !tool) return;

    await page.goto(`/shop/product/${seed._id}-${seed.slug}`);
    const term = page.locator('dt', { hasText: 'Shelf life' });
    await expect(term).toBeVisible();
    await expect(term.locator('+ dd')).toHaveText('12 months');
    await screenshots(page, 'product-shelf-life');

    await page.goto('/shop/listing?category=seed&sortBy=title-atoz');
    await card(page, seed.title)
      .getByRole('button', { name: `Quick view: ${seed.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: seed.title });
    await expect(dialog.locator('dt', { hasText: 'Shelf life' }).locator('+ dd')).toHaveText('12 months');
    await screenshots(page, 'quick-view-shelf-life');

    await page.goto(`/shop/product/${tool._id}-${tool.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Shelf life' })).toHaveCount(0);
    noErrors();
  });

  test('an unknown product shows a not-found state', async ({ page }) => {
    // the browser logs the 404 of the product's request
    await page.goto('/shop/product/00000000-0000-4000-8000-000000000000-nothing');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the products' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'product-page-not-found');
  });
});
