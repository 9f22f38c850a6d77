import { expect, test } from '@playwright/test';
import { type Guide, seededContent } from './farmer-helpers';
import { controlledByServiceWorker, screenshots } from './helpers';
import { allProducts } from './shop-helpers';

// A farmer opens the app once with a signal, then loses it: the pages already seen open again,
// from what the phone saved, and say so.

test.use({ serviceWorkers: 'allow', storageState: { cookies: [], origins: [] } });

const productPath = (product: { _id: string; slug: string }) => `/shop/product/${product._id}-${product.slug}`;

test('pages seen once open again with no connection: home, a product, a guide and the cart', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [product] = (await allProducts(page)).filter((p) => p.totalStock > 0);
  if (!product) throw new Error('the demo shop has no product in stock');
  const { guides } = await seededContent(page);
  const guide = guides[0] as Guide;

  await page.goto('/');
  await controlledByServiceWorker(page);
  // the first visit, as a farmer would go on: home, a product into the cart, a guide
  await page.reload();
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('button', { name: /cart/i }).first()).toContainText('1');
  await page.goto(`/scientific-cultivation/${guide._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.crop_name);

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.crop_name);
  await expect(page.getByRole('heading', { level: 2, name: '1. Climate and Soil:' })).toBeVisible();
  await expect(notice).toBeVisible();

  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(notice).toBeVisible();
  await screenshots(page, 'offline-product');

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('link', { name: guide.crop_name }).first()).toBeVisible();
  await expect(notice).toBeVisible();

  await page.getByRole('button', { name: /cart/i }).first().click();
  await expect(page.getByRole('dialog').getByText(product.title)).toBeVisible();
  await screenshots(page, 'offline-cart');

  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test('the app can be installed: a manifest in the reader’s language with its icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifests/en.webmanifest');
  for (const language of ['en', 'es', 'fr', 'bn', 'hi']) {
    const response = await page.request.get(`/manifests/${language}.webmanifest`);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      description: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'FarmAI', lang: language, start_url: '/', display: 'standalone' });
    expect(manifest.description.length).toBeGreaterThan(20);
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === 'any');
      expect(icon, size).toBeTruthy();
      const image = await page.request.get(icon?.src ?? '');
      expect(image.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  }
  // Chromium's own reading of the manifest: no errors, installable
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  // (a test browser is a private window, which Chromium never installs into: that is the one reason allowed)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifests/bn.webmanifest');
});
