import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  accounts,
  expectAccessible,
  failOnConsoleErrors,
  ownSession,
  SCREENSHOTS,
  screenshots as takeScreenshots,
} from './helpers';

/** The helper's screenshots, also copied to E2E_SCREENS_COPY when set (runs share test-results). */
async function screenshots(page: Page, name: string) {
  // bring the lazy images in, so the pictures show the whole page
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await takeScreenshots(page, name);
  const copyTo = process.env.E2E_SCREENS_COPY;
  if (!copyTo) return;
  mkdirSync(copyTo, { recursive: true });
  for (const width of ['375', '1440']) {
    copyFileSync(path.join(SCREENSHOTS, `${name}-${width}.png`), path.join(copyTo, `${name}-${width}.png`));
  }
}

test.use({ storageState: accounts.farmer.state });

/**
 * The saved farmer state is a file other test runs may rewrite (with a session of another server):
 * sign in again through the API when its session does not hold here.
 */
test.beforeEach(async ({ page }) => {
  if ((await page.request.get('/api/auth/check-auth')).ok()) return;
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/auth/login', {
    headers: { 'x-xsrf-token': xsrf },
    data: { email: accounts.farmer.email, password: accounts.farmer.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
});

interface Product {
  _id: string;
  title: string;
  category: string;
  brand: string;
  price: number;
  salePrice: number;
  totalStock: number;
}

/** Calls the API as the signed-in farmer (the XSRF cookie echoed in the header, as axios does). */
async function call<T = { data: unknown }>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(url, {
    method,
    headers: { 'x-xsrf-token': xsrf },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function userId(page: Page): Promise<string> {
  const { user } = await call<{ user: { id: string } }>(page, 'GET', '/api/auth/check-auth');
  return user.id;
}

async function allProducts(page: Page): Promise<Product[]> {
  return (await call<{ data: Product[] }>(page, 'GET', '/api/shop/products/get?limit=100')).data;
}

async function emptyCart(page: Page, id: string) {
  const { data } = await call<{ data: { items: { productId: string }[] } }>(page, 'GET', `/api/shop/cart/get/${id}`);
  for (const item of data.items) await call(page, 'DELETE', `/api/shop/cart/${id}/${item.productId}`);
}

async function removeAddresses(page: Page, id: string) {
  const { data } = await call<{ data: { _id: string }[] }>(page, 'GET', `/api/shop/address/get/${id}`);
  for (const a of data) await call(page, 'DELETE', `/api/shop/address/delete/${id}/${a._id}`);
}

const address = (n: number) => ({
  address: `${n} Canal Road, Village Rampur`,
  city: 'Bogura',
  pincode: '5800',
  phone: '+880 1711 000000',
  notes: 'Call before delivery',
});

/** Like failOnConsoleErrors, but lets through the browser's log of answers the test expects. */
function failOnConsoleErrorsExcept(page: Page, expected: RegExp) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => expect(errors).toEqual([]);
}

/** The grid item of a product, found by its title. */
const card = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A shown toast (found by CSS: while a sheet or dialog is open, the rest of the page is aria-hidden). */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-slot="toast"]').getByText(text);

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
    const featured = page.getByRole('list', { name: 'Feature Products' });
    await expect(featured.getByRole('listitem')).toHaveCount(24);
    await expect(page.getByRole('link', { name: 'Marketplace' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('© 2024 FarmAI. All rights reserved.')).toBeVisible();

    await expectAccessible(page);
    await screenshots(page, 'shop-home');
    noErrors();
  });

  test('a category tile opens the filtered listing; sort and filters live in the address', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const products = await allProducts(page);
    const fertilizers = products.filter((p) => p.category === 'fertilizer');

    await page.goto('/shop/home');
    await page.getByRole('link', { name: 'Fertilizer', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/listing\?category=fertilizer$/);
    expect(await page.evaluate(() => sessionStorage.getItem('filters'))).toBe('{"category":["fertilizer"]}');
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(page.getByText(`${fertilizers.length} Products`)).toBeVisible();
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
    await expect(page.getByRole('menuitemradio')).toHaveCount(4);
    await expect(page.getByRole('menuitemradio', { name: 'Price: Low to High' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
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
    await expect(page.getByText(`${products.length} Products`)).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(grid.getByRole('listitem')).toHaveCount(products.length - 48);
    await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    noErrors();
  });

  test('search waits for a keyword of 4+ characters and keeps it in the address', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/shop/home');
    await page.getByRole('link', { name: 'Search products' }).click();
    await expect(page).toHaveURL(/\/shop\/search/);
    const input = page.getByPlaceholder('Search Products...');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/shop/search/')) searches.push(r.url());
    });

    await input.fill('fer');
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
    await input.fill('ab');
    await expect(page.getByText('No result found!')).toHaveCount(0);
    await expect(results).toHaveCount(0);
    noErrors();
  });

  test('add to cart from a card and the dialog; out of stock; the stock limit without a call', async ({ page }) => {
    // the review of a product not bought is answered 403
    const noErrors = failOnConsoleErrorsExcept(page, /status of 403/);
    const id = await userId(page);
    await emptyCart(page, id);
    const products = await allProducts(page);
    const first = products.find((p) => p.totalStock >= 10);
    const soldOut = products.find((p) => p.totalStock === 0);
    const scarce = products.find((p) => p.totalStock > 0 && p.totalStock < 10);
    expect(first && soldOut && scarce).toBeTruthy();
    if (!first || !soldOut || !scarce) return;

    await page.goto('/shop/listing');
    const cartButton = page.getByRole('button', { name: /^Cart, / });
    await expect(cartButton).toHaveAccessibleName('Cart, 0 items');
    await card(page, first.title).getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, 'Product is added to cart')).toBeVisible();
    await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

    // the detail dialog
    await card(page, first.title).getByRole('button', { name: first.title }).click();
    const dialog = page.getByRole('dialog', { name: first.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, 'Product is added to cart')).toBeVisible();
    // a review from someone who has not bought the product
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Write a review').fill('   ');
    await expect(submit).toBeDisabled();
    await dialog.getByRole('button', { name: '4 stars' }).click();
    await expect(dialog.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('Write a review').fill('Looks good');
    await submit.click();
    await expect(toast(page, /You need to purchase/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'shop-product-dialog');
    await dialog.getByRole('button', { name: 'Close product details' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

    // out of stock: the add button is disabled
    await page.goto(`/shop/listing?category=${soldOut.category}&brand=${soldOut.brand}`);
    const soldOutCard = card(page, soldOut.title);
    await expect(soldOutCard.getByRole('button', { name: 'Out Of Stock' })).toBeDisabled();

    // the stock limit: refused before any call
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: scarce._id, quantity: scarce.totalStock });
    await page.goto(`/shop/listing?category=${scarce.category}&brand=${scarce.brand}`);
    const scarceCard = card(page, scarce.title);
    await expect(scarceCard.getByText(`Only ${scarce.totalStock} items left`)).toBeVisible();
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/shop/cart/add')) adds.push(r.url());
    });
    await expect(cartButton).toHaveAccessibleName(`Cart, ${2 + scarce.totalStock} items`);
    await scarceCard.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, `Only ${scarce.totalStock} quantity can be added for this item`)).toBeVisible();
    expect(adds).toEqual([]);
    noErrors();
  });

  test('cart sheet: minus, plus, delete and total', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const id = await userId(page);
    await emptyCart(page, id);
    const products = await allProducts(page);
    const [a, b] = products.filter((p) => p.totalStock >= 10 && p.salePrice === 0);
    if (!a || !b) throw new Error('demo data lacks products');
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: a._id, quantity: 1 });
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: b._id, quantity: 2 });

    await page.goto('/shop/home');
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Decrease quantity of ${a.title}` })).toBeDisabled();
    const total = (qa: number, qb: number) => `$${(a.price * qa + b.price * qb).toFixed(2)}`;
    await expect(sheet.getByText(total(1, 2))).toBeVisible();

    await sheet.getByRole('button', { name: `Increase quantity of ${a.title}` }).click();
    await expect(toast(page, 'Cart item is updated successfully')).toBeVisible();
    await expect(sheet.getByText(total(2, 2))).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Decrease quantity of ${a.title}` })).toBeEnabled();
    await sheet.getByRole('button', { name: `Decrease quantity of ${a.title}` }).click();
    await expect(sheet.getByText(total(1, 2))).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'shop-cart-sheet');

    await sheet.getByRole('button', { name: `Remove ${b.title} from cart` }).click();
    await expect(toast(page, 'Cart item is deleted successfully')).toBeVisible();
    await expect(sheet.getByText(b.title)).toHaveCount(0);
    await expect(sheet.getByText(total(1, 0)).first()).toBeVisible();
    await sheet.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    noErrors();
  });

  test('checkout: address, card payment through the approval page, the order in the account', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const id = await userId(page);
    await emptyCart(page, id);
    await removeAddresses(page, id);
    const product = (await allProducts(page)).find((p) => p.totalStock >= 10 && p.salePrice > 0);
    if (!product) throw new Error('demo data lacks a product on sale');

    // an empty cart cannot be checked out
    await page.goto('/shop/checkout');
    await expect(page.getByText('No saved addresses yet. Add one below.')).toBeVisible();
    await page.getByRole('button', { name: 'Checkout with Card' }).click();
    await expect(toast(page, 'Your cart is empty. Please add items to proceed')).toBeVisible();

    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity: 2 });
    await page.reload();
    await expect(page.getByText(product.title)).toBeVisible();
    await expect(page.getByText(`$${(product.salePrice * 2).toFixed(2)}`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout with Card' }).click();
    await expect(toast(page, 'Please select one address to proceed.')).toBeVisible();

    // the address form: all five fields, not blank
    const add = page.getByRole('button', { name: 'Add Address' });
    await expect(add).toBeDisabled();
    const values = address(1);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(values.address);
    await page.getByRole('textbox', { name: 'City', exact: true }).fill(values.city);
    await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill(values.pincode);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(values.phone);
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('   ');
    await expect(add).toBeDisabled();
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill(values.notes);
    await add.click();
    await expect(toast(page, 'Address added successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('');

    const pick = page.getByRole('radio');
    await expect(pick).toHaveCount(1);
    await pick.click();
    await expect(pick).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    await screenshots(page, 'shop-checkout');

    // a slower answer, to see the button while it works
    await page.route('**/api/shop/order/create', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Checkout with Card' }).click();
    await expect(page.getByRole('button', { name: 'Processing Card Payment...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/api\/payments\/demo\//);
    const orderId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('currentOrderId') ?? 'null') as string | null,
    );
    expect(orderId).toBeTruthy();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeAttached();
    await expectAccessible(page);
    await screenshots(page, 'shop-payment-success');

    await page.getByRole('button', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    // other tests order as the same farmer: find this order's row by its id
    const row = page.getByRole('row').filter({ hasText: orderId as string });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('confirmed');
    await expect(row).toContainText(`$${(product.salePrice * 2).toFixed(2)}`);
    await expectAccessible(page);
    await screenshots(page, 'shop-account');
    await row.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await expect(details.getByText('paypal')).toBeVisible();
    await expect(details.getByText('paid')).toBeVisible();
    await expect(details.getByText(product.title)).toBeVisible();
    await expect(details.getByText(values.address)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'shop-order-details');
    await details.getByRole('button', { name: 'Close order details' }).click();

    // the Address tab: the same manager; a fourth address is refused and the form resets
    await page.getByRole('tab', { name: 'Address' }).click();
    await call(page, 'POST', '/api/shop/address/add', { ...address(2), userId: id });
    await call(page, 'POST', '/api/shop/address/add', { ...address(3), userId: id });
    await page.reload();
    await page.getByRole('tab', { name: 'Address' }).click();
    await expect(page.getByText('3 of 3 saved')).toBeVisible();
    const fourth = address(4);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(fourth.address);
    await page.getByRole('textbox', { name: 'City', exact: true }).fill(fourth.city);
    await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill(fourth.pincode);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(fourth.phone);
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill(fourth.notes);
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(toast(page, 'You can add max 3 addresses')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('');

    // edit and delete
    await page.getByRole('button', { name: `Edit address ${address(2).address}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Rajshahi');
    await page.getByRole('button', { name: 'Update Address' }).click();
    await expect(toast(page, 'Address updated successfully')).toBeVisible();
    await expect(page.getByText('Rajshahi')).toBeVisible();
    await page.getByRole('button', { name: `Delete address ${address(3).address}` }).click();
    await expect(toast(page, 'Address deleted successfully')).toBeVisible();
    await expect(page.getByText('2 of 3 saved')).toBeVisible();
    noErrors();
  });

  test('Cancel on the payment page brings the buyer back and puts the units back on the shelf at once', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    const id = await userId(page);
    await emptyCart(page, id);
    await removeAddresses(page, id);
    const product = (await allProducts(page)).find((p) => p.totalStock >= 10);
    if (!product) throw new Error('demo data lacks a product in stock');
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity: 2 });
    await call(page, 'POST', '/api/shop/address/add', { ...address(2), userId: id });
    const stockNow = async () =>
      ((await call(page, 'GET', `/api/shop/products/get/${product._id}`)) as { data: { totalStock: number } }).data
        .totalStock;
    const before = await stockNow();

    await page.goto('/shop/checkout');
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Checkout with Card' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/demo\//);
    // the order holds its two units while the buyer decides
    expect(await stockNow()).toBe(before - 2);
    const cancelled = page.waitForResponse('**/api/shop/order/cancel');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    expect((await cancelled).status()).toBe(200);
    expect(await stockNow()).toBe(before);
    const orders = (await call(page, 'GET', `/api/shop/order/list/${id}`)) as { data: { paymentStatus: string }[] };
    expect(orders.data[0]?.paymentStatus).toBe('cancelled');
    // the cart is still there for another try
    await expect(page.getByText(product.title)).toBeVisible();
    noErrors();
  });

  test('a failed capture says what went wrong and links back to checkout', async ({ page }) => {
    await page.goto('/shop/home');
    await page.evaluate(() => sessionStorage.setItem('currentOrderId', JSON.stringify('not-an-order')));
    await page.goto('/shop/paypal-return?paymentId=nope&PayerID=nobody');
    await expect(page.getByRole('heading', { name: 'The payment could not be completed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });

  test('chrome: navigation, phone menu, account menu, newsletter and language', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await ownSession(page, accounts.farmer);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/shop/home');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Products', 'Expert Advice', 'Scientific Cultivation', 'Diagnosis with AI']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/shop\/listing$/);
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByText('Logged in as farmer')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // newsletter
    const email = `grower-${Date.now()}@example.test`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, /Thank you for subscribing/)).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('');

    // language: remembered and set on <html lang>
    await page.getByLabel('Language').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByLabel('Language')).toHaveValue('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // signing out while the order history is still on its way would cut that request off
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByLabel('Language').selectOption('en');

    // logout leaves for the sign-in page
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    noErrors();
  });
});
