import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import { card, type Product, screenshots, toast } from './shop-helpers';

// A visitor who has not signed in browses the shop, the advice and the guides, fills a cart in the
// browser, and signs in only to check out or to diagnose (docs/product/screens.md#redirect-rules).

test.use({ storageState: { cookies: [], origins: [] } });

/** Creates an account through the API (registering never signs in) and returns its credentials. */
async function newAccount(page: Page, name: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account = {
    userName: `${name} ${stamp}`,
    email: `${name.toLowerCase()}-${stamp}@example.test`,
    password: 'guest-farmer-2024',
  };
  await page.request.get('/api/health');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/auth/register', { headers: { 'x-xsrf-token': xsrf }, data: account });
  expect(res.ok(), await res.text()).toBe(true);
  return account;
}

/** Every answer 401 the page gets, but the start-up session check's (which is how a visitor is recognised). */
function collectRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && !response.url().endsWith('/api/auth/check-auth')) refused.push(response.url());
  });
  return refused;
}

async function signInOnPage(page: Page, account: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a visitor browses, fills a cart, and signs in at checkout to find the cart there', async ({ page }) => {
  test.setTimeout(120_000);
  const noErrors = failOnConsoleErrors(page);
  const refused = collectRefusals(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // the root opens the farmer home, with Sign in and Register where the account menu would be
  await page.goto('/');
  await expect(page).toHaveURL(/\/farmAI\/home$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth/login?next=%2FfarmAI%2Fhome',
  );
  await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(header.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  const cultivation = page.getByRole('region', { name: 'Scientific Cultivation Systems' });
  await expect(cultivation.getByText('Loading...')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'guest-farmer-home');

  // the marketplace and the listing
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByRole('list', { name: 'Featured Products' }).getByRole('listitem').first()).toBeVisible();
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/shop\/listing$/);
  const products = (
    (await (await page.request.get('/api/shop/products/get?limit=24&sortBy=featured')).json()) as {
      data: Product[];
    }
  ).data;
  const grid = page.getByRole('list', { name: 'All Products' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const [first, second] = products.filter((p) => p.totalStock > 5) as [Product, Product];

  // two products into the cart, kept in the browser
  await card(page, first.title).getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Product is added to cart')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // search, open a product: its reviews are there; writing one asks to sign in
  await page.goto('/shop/search');
  const words = second.title.split(/\s+/).filter((w) => w.length > 3);
  await page.getByPlaceholder('Search Products...').fill(words.slice(0, 2).join(' '));
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(card(page, second.title)).toBeVisible();
  await card(page, second.title).getByRole('button', { name: 'Add to cart' }).click();
  await expect(header.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await card(page, second.title)
    .getByRole('button', { name: `Quick view: ${second.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: second.title });
  await expect(dialog.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(results).toBeVisible();

  // advice and a guide
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Expert Advice' }).click();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
  await page.goto('/farmAI/scientificCultivation');
  const guide = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(guide).toBeVisible();
  const guides = (
    (await (await page.request.get('/api/common/scm')).json()) as {
      scientificCultivationMethods: { _id: string; crop_name: string }[];
    }
  ).scientificCultivationMethods;
  await page.goto(`/scientific-cultivation/${guides[0]?._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guides[0]?.crop_name ?? '');

  // the cart sheet: both lines, and checkout asks to sign in
  await header.getByRole('button', { name: 'Cart, 2 items' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sheet.getByText(first.title)).toBeVisible();
  await expect(sheet.getByText(second.title)).toBeVisible();
  await expect(sheet.getByText('You will be asked to sign in at checkout; your cart comes with you.')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'guest-cart');
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(refused, 'calls that needed a session').toEqual([]);

  const account = await newAccount(page, 'Guest');
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fshop%2Fcheckout$/);
  await screenshots(page, 'guest-sign-in-asked');
  await signInOnPage(page, account);

  // back on the checkout, with the browser's cart now the account's
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(toast(page, 'The cart from this browser was added to your cart')).toBeVisible();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText(first.title)).toBeVisible();
  await expect(order.getByText(second.title)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
  const check = (await (await page.request.get('/api/auth/check-auth')).json()) as { user: { id: string } };
  const serverCart = (
    (await (await page.request.get(`/api/shop/cart/get/${check.user.id}`)).json()) as {
      data: { items: { productId: string; quantity: number }[] };
    }
  ).data;
  expect(serverCart.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
    [
      [first._id, 1],
      [second._id, 1],
    ].sort(),
  );
  await expectAccessible(page);
  await screenshots(page, 'guest-checkout-after-sign-in');
  noErrors();
});

test('a visitor opening the diagnosis is asked to sign in, registers, and comes back to it', async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/home');
  await page.getByRole('link', { name: 'Click to Diagnose Disease' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2FfarmAI%2Fdiagnosis$/);

  // register on the way: the page asked for is kept through it
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?next=%2FfarmAI%2Fdiagnosis$/);
  const stamp = Date.now();
  const account = { email: `diagnose-${stamp}@example.test`, password: 'leaf-spots-everywhere' };
  await page.getByLabel('User Name').fill(`Diagnose ${stamp}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2FfarmAI%2Fdiagnosis$/);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/farmAI\/diagnosis$/);
  await expect(page.getByRole('heading', { name: 'AI Crop Disease Diagnosis' })).toBeVisible();
  await expectAccessible(page);
  noErrors();
});

test('a link that would send the user to another site after signing in is ignored', async ({ page }) => {
  const account = await newAccount(page, 'Careful');
  await page.goto('/auth/login?next=https%3A%2F%2Fevil.example%2F');
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/farmAI\/home$/);
});

test('on a phone the header keeps Sign in and the cart', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/shop/home');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Cart, / })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'guest-shop-home');
});

test("a visitor's first page asks for the guides and the advice once, with the page, and not for a session it has not got", async ({
  page,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/farmAI\/home$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Suggestion' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const times = (pathname: string) => asked.filter((p) => p === pathname).length;
  // with no session cookie the page says there is no session: the check is not asked at all
  expect(times('/api/auth/check-auth')).toBe(0);
  // asked by the page itself (preload) and taken by the app, not asked again
  expect(times('/api/common/scm')).toBe(1);
  expect(times('/api/common/expertAdvice')).toBe(1);
  noErrors();
});
