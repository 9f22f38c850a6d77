import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { accounts } from './helpers';

for (const [role, account] of Object.entries(accounts)) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(role === 'admin' ? /\/admin\/dashboard$/ : /\/farmAI\/home$/);
    mkdirSync(path.dirname(account.state), { recursive: true });
    await page.context().storageState({ path: account.state });
  });
}
