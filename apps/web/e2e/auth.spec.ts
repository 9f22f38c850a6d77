import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, failOnConsoleErrors, screenshots, toastWith } from './helpers';

test.describe('signed out', () => {
  test('pages that need an account ask for sign-in and remember the page; the sign-in page has its texts and cover', async ({
    page,
  }) => {
    const done = failOnConsoleErrors(page);
    // a visitor browses from the root; an unknown address is not found for everyone
    await page.goto('/');
    await expect(page).toHaveURL(/\/farmAI\/home$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    for (const path of ['/admin/dashboard', '/farmAI/diagnosis', '/shop/checkout', '/shop/account']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('next') === path);
    }
    await page.goto('/unauth-page');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText("Don't have an account")).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('heading', { name: 'Welcome to FarmAI' })).toBeVisible();
    await expect(page.getByText('Empowering Farmers with AI Driven Technology')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'auth-login');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('heading', { name: 'Create new account' })).toBeVisible();
    await expect(page.getByText('Already have an account')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'auth-register');
    done();
  });

  test('register shows a success toast and goes to sign-in; an e-mail already registered gets the same answer; a common password is refused under its field', async ({
    page,
  }) => {
    const email = `new-farmer-${Date.now()}@example.test`;
    const register = async (userName: string, password: string) => {
      await page.goto('/auth/register');
      await page.getByLabel('User Name').fill(userName);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
    };
    await register(`Farmer ${Date.now()}`, 'growing-rice-2024');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(toastWith(page, 'Registration successful')).toBeVisible();

    // the form does not tell anyone whether an address has an account
    await register(`Farmer two ${Date.now()}`, 'growing-rice-2024');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(toastWith(page, 'Registration successful')).toBeVisible();

    // refused under the password, as a sentence, not in a toast
    await register(`Farmer three ${Date.now()}`, 'password123');
    await expect(page.locator('#password-error')).toHaveText(/^Password is one of the most commonly used passwords/);
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(toastWith(page, /most commonly used passwords/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('a wrong password shows the server message in a destructive toast that closes with Escape', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(accounts.farmer.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = toastWith(page, 'Incorrect email or password. Please try again.');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/bg-destructive/);
    // F8 moves focus into the notification region; Escape closes the toast
    await page.keyboard.press('F8');
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('shopper', () => {
  test.use({ storageState: accounts.farmer.state });

  test('is sent home from the root and the auth pages, and away from admin pages', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/farmAI\/home$/);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/farmAI\/home$/);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/unauth-page$/);
    await expect(page.getByText("You don't have access to view this page")).toBeVisible();
    await expect(page.getByText('Please contact the administrator if you believe this is an error.')).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/farmAI/nothing-here');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/farmAI\/home$/);
  });
  test('a part of the app whose download fails once loads at the next try', async ({ page }) => {
    let aborted = 0;
    await page.route(/\/assets\/farm-ai-[^/]+\.js$/, (route) => {
      if (aborted++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.goto('/farmAI/home');
    await expect(page.getByRole('link', { name: 'Click to Diagnose Disease' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();
    expect(aborted).toBe(2);
  });

  test('a part of the app that fails to load shows the routing-error screen', async ({ page }) => {
    // the farmer pages' code cannot be fetched (a dropped connection, a deploy in between)
    await page.route(/\/assets\/farm-ai-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/farmAI/home');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/dynamically imported module|Importing a module script failed/);
    // once the code can be fetched again, the way out reloads the app and the page works
    await page.unrouteAll();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/farmAI\/home$/);
    await expect(page.getByRole('link', { name: 'Click to Diagnose Disease' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();
  });
});

test.describe('admin', () => {
  test.use({ storageState: accounts.admin.state });

  test('is sent to the dashboard from the root, the auth pages and shop pages', async ({ page }) => {
    for (const path of ['/', '/auth/register', '/shop/home', '/shop/checkout']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
  });
});

test.describe('sign out everywhere', () => {
  test('ends the session in this browser and in every other one', async ({ page, browser, baseURL }) => {
    // an account of its own: ending every session of a shared demo account would sign other tests out
    const stamp = Date.now();
    const account = { email: `roaming-${stamp}@example.test`, password: 'two-phones-one-farm' };
    await page.goto('/auth/register');
    await page.getByLabel('User Name').fill(`Roaming ${stamp}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    const signInHere = async (target: typeof page) => {
      await target.goto('/auth/login');
      await target.getByLabel('Email').fill(account.email);
      await target.getByLabel('Password').fill(account.password);
      await target.getByRole('button', { name: 'Sign In' }).click();
      await expect(target).toHaveURL(/\/farmAI\/home$/);
    };
    await signInHere(page);
    const otherContext = await browser.newContext({ baseURL });
    try {
      const otherPhone = await otherContext.newPage();
      await signInHere(otherPhone);

      await page.goto('/shop/account');
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out on every device?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page).toHaveURL(/\/auth\/login\?next=%2Fshop%2Faccount$/);

      expect((await otherPhone.request.get('/api/auth/check-auth')).status()).toBe(401);
      await otherPhone.goto('/shop/account');
      await expect(otherPhone).toHaveURL(/\/auth\/login\?next=%2Fshop%2Faccount$/);
    } finally {
      await otherContext.close();
    }
  });
});
