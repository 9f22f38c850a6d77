import { expect, test } from '@playwright/test';
import { accounts, failOnConsoleErrors, ownSession } from './helpers';
import { signInFarmerByApiBeforeEach, toast } from './shop-helpers';

signInFarmerByApiBeforeEach();

test.describe('shop', () => {
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

    // language: the texts switch, it is remembered and set on <html lang>
    await page.getByLabel('Language').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
    await page.reload();
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // signing out while the order history is still on its way would cut that request off
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByLabel('Langue').selectOption('en');
    await expect(page.getByLabel('Language')).toHaveValue('en');

    // logout leaves the account page for the sign-in page, which would come back to it
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fshop%2Faccount$/);
    noErrors();
  });
});
