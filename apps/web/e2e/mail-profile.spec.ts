import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors, toastWith } from './helpers';
import { call, failOnConsoleErrorsExcept } from './shop-helpers';

/** Where the API writes mails in these runs (no SMTP_URL): DATA_DIR/mail/. */
const mailDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** Screenshots at phone and desktop widths (to /tmp), checking that nothing scrolls sideways. */
async function shots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/mail-profile-${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(1);
  }
}

/** The newest .eml written to `to` whose subject matches, decoded as the mail's text part says. */
async function waitForMail(to: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        let names: string[] = [];
        try {
          names = readdirSync(mailDir()).filter((n) => n.endsWith('.eml'));
        } catch {
          return false;
        }
        for (const name of names.sort().reverse()) {
          const eml = readFileSync(path.join(mailDir(), name), 'utf8');
          const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (unfolded.includes(to) && subject.test(unfolded)) {
            found = unfolded;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** The path and query of the first link to `route` in a mail. */
function linkTo(eml: string, route: string): string {
  const match = eml.match(new RegExp(`https?://[^\\s"<>]+${route.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${route} link in the mail`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** A fresh account, registered through the page, then signed in. */
async function registerAndSignIn(page: Page, label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    userName: `${label}-${stamp}`,
    email: `${label}-${stamp}@example.test`,
    password: `Paddy-${stamp}`,
  };
  await page.goto('/auth/register');
  await page.getByLabel('User Name').fill(account.userName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, account.email, account.password);
  return account;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/farmAI\/home$/);
}

async function signOut(page: Page) {
  await page.context().clearCookies();
}

async function openProfile(page: Page) {
  await page.goto('/shop/account');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByLabel('User name')).toBeVisible();
}

test('forgot password: the mailed link sets a new password that signs in', async ({ page }) => {
  const done = failOnConsoleErrors(page);
  const account = await registerAndSignIn(page, 'forgetful');
  await signOut(page);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'forgot');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'forgot-sent');

  const mail = await waitForMail(account.email, /Subject: Reset your FarmAI password/);
  await page.goto(linkTo(mail, '/auth/reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = `Monsoon-${Date.now()}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await expectAccessible(page);
  await shots(page, 'reset');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();
  await shots(page, 'reset-done');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, account.email, newPassword);
  done();
});

test('profile: rename, and change the e-mail address through the mailed link', async ({ page }) => {
  const done = failOnConsoleErrors(page);
  const account = await registerAndSignIn(page, 'mover');
  await openProfile(page);
  await expectAccessible(page);
  await shots(page, 'profile');

  const newName = `Rahim ${Date.now()}`;
  await page.getByLabel('User name').fill(newName);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toastWith(page, 'Profile updated')).toBeVisible();

  const newEmail = `moved-${Date.now()}@example.test`;
  const emailSection = page.getByRole('region', { name: 'E-mail address' });
  await emailSection.getByLabel('New e-mail address').fill(newEmail);
  await emailSection.getByLabel('Current password').fill(account.password);
  await emailSection.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailSection.getByText(`Waiting for confirmation: ${newEmail}.`, { exact: false })).toBeVisible();
  await waitForMail(account.email, /Subject: The e-mail address of your FarmAI account is changing/);

  const mail = await waitForMail(newEmail, /Subject: Confirm your new e-mail address for FarmAI/);
  await page.goto(linkTo(mail, '/auth/confirm-email'));
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'confirm-email');
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByText('Your new e-mail address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText(`Current address: ${newEmail}`)).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue(newName);

  await signOut(page);
  await signIn(page, newEmail, account.password);
  done();
});

test('delete a fresh account: it can no longer sign in', async ({ page }) => {
  // the refused sign-in at the end answers 401, which the browser logs
  const done = failOnConsoleErrorsExcept(page, /401 \(Unauthorized\)/);
  const account = await registerAndSignIn(page, 'leaver');
  await openProfile(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await dialog.getByLabel('Password').fill(account.password);
  await expectAccessible(page);
  await shots(page, 'delete-dialog');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toastWith(page, 'Your account has been deleted.')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Incorrect email or password. Please try again.')).toBeVisible();
  done();
});

test.describe('the admin', () => {
  test.use({ storageState: path.join(import.meta.dirname, '.auth/admin.json') });

  test('reads the written mails at /admin/mail', async ({ page }) => {
    const done = failOnConsoleErrors(page);
    await page.goto('/admin/dashboard');
    // a welcome mail of its own, so the list is not empty when this test runs alone
    const stamp = Date.now();
    const email = `listed-${stamp}@example.test`;
    await call(page, 'POST', '/api/auth/register', { userName: `listed-${stamp}`, email, password: `Jute-${stamp}` });
    await waitForMail(email, /Subject: Welcome to FarmAI/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail' }).click();
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await expect(page.getByRole('heading', { name: 'Mail', exact: true })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'admin-mail');
    await page
      .getByRole('button', { name: /Open the mail “Welcome to FarmAI”/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Your account is ready/)).toBeVisible();
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    await expect(dialog.getByTitle('HTML version of the mail')).toHaveAttribute('sandbox', '');
    await expectAccessible(page);
    await shots(page, 'admin-mail-open');
    done();
  });
});
