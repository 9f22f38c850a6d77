import { expect, type Page, test } from '@playwright/test';

// On a weak signal every kilobyte of code costs the farmer time before the first page works (on the
// slow phone of `npm run bench`, 50 KB/s: 20 KB is 0.4 s). The first view takes the code it draws
// and no more: no schema library (the back office's forms), no widgets of other screens.

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 375, height: 812 } });

/** Compressed kilobytes of code (and messages) a first visit may download before the page is usable. */
const BUDGET_KB = { home: 190, product: 180 };

/** Words that only the libraries left out of a first view contain (zod's error, Radix's select and radio group). */
const LEFT_OUT = ['ZodError', 'SelectTrigger', 'RadioGroup'];

/** Collects the scripts the page downloads: address, compressed size, text. */
function scriptsOf(page: Page) {
  const scripts: { url: string; kb: number; text: Promise<string | undefined> }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    // read at once (a body asked for after the test ended would fail it); those read too late are not checked
    const text = response.text().catch(() => undefined);
    scripts.push({ url: request.url(), kb: sizes.responseBodySize / 1024, text });
  });
  return scripts;
}

async function expectLean(scripts: ReturnType<typeof scriptsOf>, budget: number) {
  const total = scripts.reduce((sum, s) => sum + s.kb, 0);
  expect(total, scripts.map((s) => `${s.url} ${s.kb.toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(budget);
  for (const script of scripts) {
    const text = await script.text;
    expect(text, `the code of ${script.url}`).toBeDefined();
    for (const word of LEFT_OUT) expect(text?.includes(word), `${word} in ${script.url}`).toBe(false);
  }
}

test.describe('a first visit downloads only the code its page draws', () => {
  test('the farmer home', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Suggestion' }).first()).toBeVisible();
    // what came until the page was usable (what it loads afterwards, for the next pages, is not counted)
    await expectLean([...scripts], BUDGET_KB.home);
  });

  test('a product page, with "Add to cart" working', async ({ page }) => {
    const list = await (await page.request.get('/api/shop/products/get?limit=20')).json();
    const product = (list.data as { _id: string; slug: string; totalStock: number }[]).find((p) => p.totalStock > 0);
    expect(product, 'a product in stock').toBeTruthy();
    const scripts = scriptsOf(page);
    await page.goto(`/shop/product/${product?._id}-${product?.slug}`);
    const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
    await expect(add).toBeVisible();
    const untilUsable = [...scripts];
    await add.click();
    await expect(page.getByTestId('cart-count')).toHaveText(/1/);
    await expectLean(untilUsable, BUDGET_KB.product);
  });
});
