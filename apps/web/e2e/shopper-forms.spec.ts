import { expect, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import {
  allProducts,
  call,
  emptyCart,
  failOnConsoleErrorsExcept,
  removeAddresses,
  screenshots,
  signInFarmerByApiBeforeEach,
  toast,
  userId,
} from './shop-helpers';

// The shopper's forms: an address without notes at checkout, the register page's rules and
// errors, and the tab's title along a walk through the app.

test.describe('checkout address', () => {
  signInFarmerByApiBeforeEach();

  test('notes are optional, the button says what it waits for, and a single address is chosen', async ({ page }) => {
    const checkConsole = failOnConsoleErrors(page);
    const id = await userId(page);
    await removeAddresses(page, id);
    await emptyCart(page, id);
    const product = (await allProducts(page)).find((p) => p.totalStock > 5);
    if (!product) throw new Error('the demo shop has a product in stock');
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: product._id, quantity: 1 });

    await page.goto('/shop/checkout');
    await expect(page).toHaveTitle('Checkout | FarmAI');
    const add = page.getByRole('button', { name: 'Add Address' });
    await expect(add).toBeDisabled();
    const waiting = 'Fill in Address, City, Pincode, and Phone to save the address.';
    await expect(add).toHaveAccessibleDescription(waiting);
    await expect(page.getByText(waiting)).toBeVisible();
    await expect(page.getByLabel('Notes (optional)')).not.toHaveAttribute('required');
    await expectAccessible(page);
    await screenshots(page, 'checkout-address-waiting');

    await page.getByLabel('Address', { exact: true }).fill('7 Canal Road, Village Rampur');
    await page.getByLabel('City').fill('Bogura');
    await expect(add).toHaveAccessibleDescription('Fill in Pincode and Phone to save the address.');
    await page.getByLabel('Pincode').fill('5800');
    await page.getByLabel('Phone').fill('+880 1711 000000');
    await expect(add).toBeEnabled();
    await expect(page.getByText(/to save the address/)).toHaveCount(0);
    await add.click();
    await expect(toast(page, 'Address added successfully')).toBeVisible();

    // the only address is the one to deliver to: chosen without a click
    const choice = page.getByRole('radio', { name: /7 Canal Road/ });
    await expect(choice).toBeChecked();
    await expect(page.getByText('Notes:')).toHaveCount(0);
    await screenshots(page, 'checkout-single-address');
    await page.getByRole('button', { name: 'Checkout with Card' }).click();
    await expect(page).not.toHaveURL(/\/shop\/checkout/);
    await expect(toast(page, 'Please select one address to proceed.')).toHaveCount(0);
    checkConsole();
  });
});

test.describe('register', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows the rules first, each problem under its field, and fills the sign-in e-mail afterwards', async ({
    page,
  }) => {
    const checkConsole = failOnConsoleErrorsExcept(page, /status of (400|401)/);
    const stamp = Date.now().toString(36);
    const email = `rahima.${stamp}@example.com`;
    await page.goto('/auth/register');
    await expect(page).toHaveTitle('Create account | FarmAI');
    const password = page.getByLabel('Password');
    await expect(page.getByText('Your password must:')).toBeVisible();
    await expect(page.getByText('have at least 8 characters')).toBeVisible();
    await expect(page.getByText('not be one of the most common passwords')).toBeVisible();
    await expect(password).toHaveAccessibleDescription(/^Your password must: have at least 8 characters/);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    const userName = page.getByLabel('User Name');
    await expect(userName).toBeFocused();
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    await expect(userName).toHaveAccessibleDescription('Enter a user name.');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(page.locator('#password-error')).toHaveText('Enter a password.');
    await expect(page.locator('#password-error')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'register-errors');

    await userName.fill(`Rahima ${stamp}`);
    await page.getByLabel('Email').fill(email);
    await password.fill(`rahima.${stamp}-pass`);
    await expect(password).toHaveAccessibleDescription(/^Password must not contain your e-mail address\./);
    // a common password is the server's to find: its answer goes under the password, as a sentence
    await password.fill('sunshine1');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.locator('#password-error')).toHaveText(
      'Password is one of the most commonly used passwords (FarmAI checks a list of them); please choose a less common one.',
    );
    await expect(password).toBeFocused();
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
    await screenshots(page, 'register-server-error');

    await password.fill('green-paddy-2025');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registration successful')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page).toHaveTitle('Sign in | FarmAI');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await screenshots(page, 'sign-in-after-register');
    checkConsole();
  });
});

test.describe('sign-in and forgotten password', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("refuse an empty or malformed field under it, in the app's words, before any request", async ({ page }) => {
    const checkConsole = failOnConsoleErrors(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/auth\//.test(request.url())) sent.push(request.url());
    });
    await page.goto('/auth/login');
    const email = page.getByLabel('Email');
    await email.fill('rahima@');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter a password.');
    await expectAccessible(page);
    await screenshots(page, 'sign-in-errors');
    // fixing the address takes its error away as it is typed
    await email.fill('rahima@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');

    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const address = page.getByLabel('Email');
    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription('Enter your e-mail address.');
    await screenshots(page, 'forgot-password-errors');
    expect(sent, 'no form was sent').toEqual([]);
    checkConsole();
  });
});

test.describe('page titles', () => {
  signInFarmerByApiBeforeEach();

  test('each page names the tab, and no page keeps the title of the one before', async ({ page }) => {
    const checkConsole = failOnConsoleErrors(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/farmAI/home');
    await expect(page).toHaveTitle('Home | FarmAI');
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveTitle('Products | FarmAI');

    // the first card's own page
    const link = page.locator('main a[href^="/shop/product/"]').first();
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/shop\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | FarmAI`);
    await nav.getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveTitle('Marketplace | FarmAI');
    await page.goBack();
    await expect(page).toHaveTitle(`${title} | FarmAI`);
    await page.goBack();
    await expect(page).toHaveTitle('Products | FarmAI');

    await nav.getByRole('link', { name: 'Scientific Cultivation' }).click();
    await expect(page).toHaveTitle('Scientific Cultivation | FarmAI');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveTitle('Home | FarmAI');
    const guides = await call<{ scientificCultivationMethods: { _id: string; crop_name: string }[] }>(
      page,
      'GET',
      '/api/common/scm',
    );
    const guide = guides.scientificCultivationMethods[0];
    if (!guide) throw new Error('the demo data has cultivation guides');
    await page
      .getByRole('link', { name: new RegExp(guide.crop_name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/scientific-cultivation/${guide._id}$`));
    await expect(page).toHaveTitle(`${guide.crop_name} | FarmAI`);

    await nav.getByRole('link', { name: 'Diagnosis with AI' }).click();
    await expect(page).toHaveTitle('Diagnosis with AI | FarmAI');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveTitle('Account | FarmAI');
    await page.goto('/shop/nope');
    await expect(page).toHaveTitle('Page not found | FarmAI');
    checkConsole();
  });
});
