import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { accounts, encodePng, expectAccessible, ownSession, screenshots } from './helpers';

/** A small PNG: a green field under a wheat-coloured sky. */
const fieldPng = (width = 96, height = 64) =>
  encodePng(width, height, (x, y) => (y < height / 3 ? [235, 215, 150] : [60 + (x % 16) * 3, 130 + (y % 8) * 4, 60]));

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: fieldPng() });

/**
 * Fails the test on console errors, except the browser's own "Failed to load resource" line for
 * a response the test provokes on purpose (e.g. a 400 for invalid input).
 */
function watchConsole(page: Page) {
  const errors: string[] = [];
  let allowed: RegExp | null = null;
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (allowed && /Failed to load resource/.test(msg.text()) && allowed.test(msg.text())) return;
    errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    allowStatus: (status: number) => {
      allowed = new RegExp(`status of ${status}`);
    },
    check: () => expect(errors).toEqual([]),
  };
}

/** A toast with this title is showing. */
async function expectToast(page: Page, title: string, variant?: 'destructive') {
  const toast = page.locator('[data-slot=toast-title]', { hasText: title });
  await expect(toast).toBeVisible();
  if (variant)
    await expect(page.locator('[data-slot=toast]').filter({ has: toast })).toHaveAttribute('data-variant', variant);
}

/** Scrolls through the page so lazy images load, then takes the phone and desktop shots. */
async function shoot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener('loadend', resolve, { once: true })),
      ),
    );
  });
  await screenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The mutating-call header the API wants: the XSRF cookie echoed back. */
async function xsrf(context: APIRequestContext): Promise<Record<string, string>> {
  const find = async () => (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    await context.get('/api/health');
    token = await find();
  }
  return { 'x-xsrf-token': token ?? '' };
}

type Account = (typeof accounts)[keyof typeof accounts];

/**
 * Signs in through the API and saves a storage state for this file alone. The setup project's
 * shared state files are what a single run uses, but a second run started meanwhile (against
 * its own fresh database) rewrites them, so this file keeps sessions of its own server.
 */
async function signIn(baseURL: string, account: Account, file: string): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const res = await context.post('/api/auth/login', {
      headers: await xsrf(context),
      data: { email: account.email, password: account.password },
    });
    expect(res.status(), await res.text()).toBe(200);
    await context.storageState({ path: file });
    return file;
  } finally {
    await context.dispose();
  }
}

/** This worker's session files (see signIn). */
const states = {
  admin: path.join(tmpdir(), `farmai-admin-spec-${process.pid}-admin.json`),
  farmer: path.join(tmpdir(), `farmai-admin-spec-${process.pid}-farmer.json`),
};

interface PlacedOrder {
  orderId: string;
  productTitle: string;
}

/**
 * The farmer places an order (empty cart → 2 units of one product → address → order) through the
 * API; with `pay`, also approves it on the demo provider's page and captures it, as a browser would.
 */
async function farmerPlacesOrder(baseURL: string, pay = false): Promise<PlacedOrder> {
  const farmer = await playwrightRequest.newContext({
    baseURL,
    storageState: states.farmer,
  });
  try {
    const auth = (await (await farmer.get('/api/auth/check-auth')).json()) as { user: { id: string } };
    const userId = auth.user.id;
    const headers = await xsrf(farmer);
    // other tests may have left lines in this shared account's cart
    const cartNow = (await (await farmer.get(`/api/shop/cart/get/${userId}`)).json()) as {
      data?: { items: { productId: string }[] };
    };
    for (const item of cartNow.data?.items ?? []) {
      await farmer.delete(`/api/shop/cart/${userId}/${item.productId}`, { headers });
    }
    const products = (await (await farmer.get('/api/shop/products/get?sortBy=price-hightolow&limit=50')).json()) as {
      data: { _id: string; title: string; totalStock: number }[];
    };
    const product = products.data.find((p) => p.totalStock >= 20);
    if (!product) throw new Error('no product with stock to order');
    const cart = await farmer.post('/api/shop/cart/add', {
      headers,
      data: { userId, productId: product._id, quantity: 2 },
    });
    expect(cart.status(), await cart.text()).toBe(200);
    const addresses = (await (await farmer.get(`/api/shop/address/get/${userId}`)).json()) as {
      data: { _id: string }[];
    };
    let addressId = addresses.data[0]?._id;
    if (!addressId) {
      const added = await farmer.post('/api/shop/address/add', {
        headers,
        data: {
          userId,
          address: '12 Canal Road, Village Rampur',
          city: 'Bogura',
          pincode: '5800',
          phone: '+880 1711 000000',
          notes: 'Call before delivery',
        },
      });
      expect(added.status(), await added.text()).toBe(201);
      addressId = ((await added.json()) as { data: { _id: string } }).data._id;
    }
    const created = await farmer.post('/api/shop/order/create', {
      headers,
      data: { userId, addressInfo: { addressId } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { orderId, approvalURL } = (await created.json()) as { orderId: string; approvalURL: string };
    if (pay) {
      const approval = await (await farmer.get(new URL(approvalURL).pathname)).text();
      const action = /<form method="post" action="([^"]+)"/.exec(approval)?.[1];
      const token = /name="_xsrf" value="([^"]+)"/.exec(approval)?.[1];
      if (!action || !token) throw new Error('no Pay now form on the demo approval page');
      const paid = await farmer.post(action.replaceAll('&amp;', '&'), { form: { _xsrf: token }, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
      const back = new URL(paid.headers().location ?? '', baseURL);
      const capture = await farmer.post('/api/shop/order/capture', {
        headers,
        data: {
          paymentId: back.searchParams.get('paymentId'),
          payerId: back.searchParams.get('PayerID') ?? '',
          orderId,
        },
      });
      expect(capture.status(), await capture.text()).toBe(200);
    }
    return { orderId, productTitle: product.title };
  } finally {
    await farmer.dispose();
  }
}

test.describe('admin back office', () => {
  test.use({ storageState: states.admin });
  test.beforeAll(async ({ baseURL }) => {
    await signIn(baseURL ?? '', accounts.admin, states.admin);
    await signIn(baseURL ?? '', accounts.farmer, states.farmer);
  });

  test('the dashboard shows money, orders, stock, best sellers and content, with links to edit', async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    // a paid order, so the money and best-seller sections have something to show
    const { productTitle } = await farmerPlacesOrder(baseURL ?? '', true);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const label of [
      'Revenue (30 days)',
      'Paid orders (30 days)',
      'Products',
      'Expert advice',
      'Cultivation guides',
    ]) {
      await expect(page.getByRole('region', { name: 'Key figures' }).getByText(label, { exact: true })).toBeVisible();
    }
    for (const heading of [
      'Revenue and paid orders per day',
      'Orders by status',
      'Top 5 products',
      'Low stock',
      'Out of stock',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const revenue = page.locator('[data-slot=card]').filter({ hasText: 'Revenue (30 days)' });
    await expect(revenue).not.toContainText('$0.00 all time');
    await expect(
      page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: 'Top 5 products' }) }),
    ).toContainText(productTitle);
    // the chart has a text summary and a table of its numbers
    await expect(page.locator('figcaption')).toContainText(/from \d+ paid orders? in the last 30 days/);
    await page.getByText('Numbers per day').click();
    await expect(page.getByRole('table', { name: /Revenue and paid orders per day/ }).getByRole('row')).toHaveCount(31);
    await expect(page.locator('.recharts-surface')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'admin-dashboard');

    // the seeded shop has products running low; Edit opens that product in the products sheet
    const lowStock = page.getByRole('list', { name: 'Products low on stock' });
    const firstLow = lowStock.getByRole('link', { name: /^Edit / }).first();
    const name = ((await firstLow.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    await firstLow.click();
    await expect(page).toHaveURL(/\/admin\/products\?edit=/);
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Title')).toHaveValue(name);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/products$/);
    console.check();
  });

  test('products: add one with a picture, edit it, refuse a bad sale price, delete it', async ({ page }) => {
    const console = watchConsole(page);
    const title = `E2E Chili Seeds ${Date.now()}`;
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add New Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(sheet).toBeVisible();
    const add = sheet.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();

    // the picker checks the type before anything is sent
    await sheet.getByLabel('Product Image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expectToast(page, 'This image cannot be used', 'destructive');

    await sheet.getByLabel('Product Image').setInputFiles(png('chili.png'));
    await expect(sheet.getByText('chili.png')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Remove chili.png' })).toBeEnabled();
    await sheet.getByLabel('Title').fill(title);
    await sheet.getByLabel('Description').fill('Hot chili seeds for the kharif season; germination above 80%.');
    await sheet.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Seeds' }).click();
    await sheet.getByRole('combobox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'Agri Tech' }).click();
    await sheet.getByLabel('Price', { exact: true }).fill('12.5');
    await expect(sheet.getByLabel('Sale Price')).toHaveAttribute('placeholder', /optional/);
    await expect(add).toBeDisabled();
    await sheet.getByLabel('Total Stock').fill('7');
    await expect(add).toBeEnabled();
    await expectAccessible(page);
    await shoot(page, 'admin-products-sheet');

    await add.click();
    await expectToast(page, 'Product add successfully');
    await expect(sheet).toBeHidden();
    const card = page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('$12.50');
    await expect(card).toContainText('Stock: 7');
    await expect(card).toContainText('Seeds · Agri Tech');
    await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /^\/uploads\/products\//);

    // edit: the picture stays (the widget is disabled), the price changes
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editSheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editSheet).toBeVisible();
    await expect(editSheet.getByLabel('Product Image')).toBeDisabled();
    await expect(editSheet.getByLabel('Title')).toHaveValue(title);
    await editSheet.getByLabel('Sale Price').fill('14');
    console.allowStatus(400);
    await editSheet.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'salePrice must be lower than price', 'destructive');
    // nothing typed is lost
    await expect(editSheet).toBeVisible();
    await expect(editSheet.getByLabel('Sale Price')).toHaveValue('14');
    await editSheet.getByLabel('Sale Price').fill('9.99');
    await editSheet.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');
    await expect(editSheet).toBeHidden();
    await expect(card).toContainText('$9.99');
    await expect(card.locator('s')).toContainText('$12.50');

    // closing the sheet resets it: Add New Product starts empty
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(sheet.getByLabel('Title')).toHaveValue('');
    await page.keyboard.press('Escape');

    // delete asks first
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Product deleted successfully');
    await expect(card).toHaveCount(0);
    console.check();
  });

  test('orders: a farmer’s new order is opened and moved to In Shipping', async ({ page, baseURL }) => {
    const console = watchConsole(page);
    const { orderId } = await farmerPlacesOrder(baseURL ?? '');
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    for (const column of ['Order ID', 'Order Date', 'Order Status', 'Order Price', 'View Details']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeAttached();
    }
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(row.getByText('Pending')).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(orderId);
    for (const label of ['Order Date', 'Order Price', 'Payment method', 'Payment Status', 'Shipping Info']) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText('paypal');
    await expect(dialog).toContainText('Bogura');
    await expect(dialog).toContainText(/Quantity: 2/);
    const date = await dialog.locator('dt:text-is("Order Date") + dd').textContent();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await dialog.getByRole('combobox', { name: 'Order Status' }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveText(['Pending', 'In Process', 'In Shipping', 'Delivered', 'Rejected']);
    await page.getByRole('option', { name: 'In Shipping' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'admin-orders-dialog');
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expectToast(page, 'Order status is updated successfully!');
    await expect(dialog.locator('[data-slot=badge]')).toHaveText('In Shipping');
    await page.keyboard.press('Escape');
    await expect(row.locator('[data-slot=badge]')).toHaveText('In Shipping');
    await expect(row.locator('[data-slot=badge]')).toHaveAttribute('data-variant', 'default');
    console.check();
  });

  test('features: upload a banner, see it listed, delete it', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/admin/features');
    await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
    const banners = page.getByRole('img', { name: /^Banner \d+$/ });
    await expect(banners.first()).toBeVisible();
    const before = await banners.count();
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeDisabled();
    await page.getByLabel('Banner Image').setInputFiles(png('banner.png'));
    await expect(page.getByText('banner.png')).toBeVisible();
    await expect(upload).toBeEnabled();
    await upload.click();
    await expectToast(page, 'Feature image added successfully');
    await expect(banners).toHaveCount(before + 1);
    await expect(page.getByText('banner.png')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'admin-features');

    await page.getByRole('button', { name: `Delete banner ${before + 1}` }).click();
    await page.getByRole('dialog', { name: 'Delete this banner?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Feature image deleted successfully');
    await expect(banners).toHaveCount(before);
    console.check();
  });

  test('SCM: add an entry with an image, see the 100-character cut, edit and delete it', async ({ page }) => {
    const console = watchConsole(page);
    const crop = `E2E Bitter Gourd ${Date.now()}`;
    const description =
      '1. Soil: well-drained loam rich in organic matter, pH 6 to 7. 2. Sowing: two seeds per pit at 2 m spacing; ' +
      'trellis the vines early.';
    expect(description.length).toBeGreaterThan(100);
    await page.goto('/admin/scm');
    await expect(page.getByRole('heading', { level: 1, name: 'Scientific Cultivation Methods' })).toBeVisible();

    await page.getByLabel('Image', { exact: true }).setInputFiles(png('gourd.png'));
    await expect(page.getByText('gourd.png')).toBeVisible();
    await page.getByLabel('Crop Name').fill(crop);
    await page.getByLabel('Description').fill(description);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Entry added successfully');
    // after success every field is empty again
    await expect(page.getByLabel('Crop Name')).toHaveValue('');
    await expect(page.getByLabel('Description')).toHaveValue('');
    await expect(page.getByText('gourd.png')).toHaveCount(0);

    const card = page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: crop }) });
    await expect(card.getByTestId('entry-description')).toHaveText(`${description.slice(0, 100)}...`);
    await expect(card.getByRole('img', { name: crop })).toHaveAttribute('src', /\/uploads\/cultivation\//);
    await expectAccessible(page);
    await shoot(page, 'admin-scm');

    await card.getByRole('button', { name: `Edit ${crop}` }).click();
    await expect(page.getByLabel('Crop Name')).toHaveValue(crop);
    await expect(page.getByLabel('Image', { exact: true })).toBeDisabled();
    await page.getByLabel('Replace image').check();
    await expect(page.getByLabel('Image', { exact: true })).toBeEnabled();
    await page.getByLabel('Crop Name').fill(`${crop} (hybrid)`);
    await page.getByRole('button', { name: 'Update Entry' }).click();
    await expectToast(page, 'Entry updated successfully');
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
    const edited = page
      .locator('[data-slot=card]')
      .filter({ has: page.getByRole('heading', { name: `${crop} (hybrid)` }) });
    await expect(edited).toBeVisible();
    // the image was kept: no new file was chosen
    await expect(edited.getByRole('img')).toHaveAttribute('src', /\/uploads\/cultivation\//);

    await edited.getByRole('button', { name: `Delete ${crop} (hybrid)` }).click();
    await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Entry deleted successfully', 'destructive');
    await expect(edited).toHaveCount(0);
    console.check();
  });

  test('expert advice uses the same screen with a Title field', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/admin/expertAdvice');
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Advice' })).toBeVisible();
    await expect(page.getByLabel('Title')).toBeVisible();
    await expect(page.getByLabel('Crop Name')).toHaveCount(0);
    await expect(page.getByTestId('entry-description').first()).toHaveText(/\.\.\.$/);
    await expect(page.getByRole('link', { name: 'Expert Advice' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await shoot(page, 'admin-expert-advice');
    console.check();
  });

  test('on a phone the menu is a sheet that navigates, and Logout signs out', async ({ page }) => {
    const console = watchConsole(page);
    await ownSession(page, accounts.admin);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // the sidebar is hidden below lg; the toggle opens the sheet
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin Panel' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await screenshots(page, 'admin-mobile-menu');
    await page.setViewportSize({ width: 375, height: 812 });
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    console.check();
  });
});

test.describe('a shopper', () => {
  test.use({ storageState: states.farmer });
  test.beforeAll(async ({ baseURL }) => {
    await signIn(baseURL ?? '', accounts.farmer, states.farmer);
  });

  test('is sent from the admin area to the access denied page', async ({ page }) => {
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/unauth-page$/);
    await expect(page.getByText("You don't have access to view this page")).toBeVisible();
    const api = await page.request.get('/api/admin/dashboard');
    expect(api.status()).toBe(403);
  });
});
