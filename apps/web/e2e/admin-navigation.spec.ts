import { expect, test } from '@playwright/test';
import { signIn, signInAdminBeforeAll, states, watchConsole } from './admin-helpers';
import { accounts, expectAccessible, ownSession, screenshots } from './helpers';

test.describe('admin back office', () => {
  signInAdminBeforeAll();

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
