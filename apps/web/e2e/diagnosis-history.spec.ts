import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { leafPng } from './farmer-helpers';
import { expectAccessible, failOnConsoleErrors } from './helpers';

// The diagnosis history belongs to the account: kept by the API, shown on every device the farmer
// signs in on, never to the next person who signs in on the same browser
// (docs/decisions/025-diagnosis-history-per-account.md).

test.use({ storageState: { cookies: [], origins: [] } });

const SHOTS = process.env.E2E_HISTORY_SHOTS ?? '/tmp/shots-history';
const EMPTY = /Your diagnoses will appear here/;

/** Full-page screenshots at phone and desktop widths, checked for sideways scrolling. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(1);
  }
}

/** A new account, made through the API (registering does not sign in). */
async function newAccount(page: Page, name: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account = { userName: `${name} ${stamp}`, email: `${name}-${stamp}@example.test`, password: `leaf-${stamp}` };
  await page.request.get('/api/health');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/auth/register', { headers: { 'x-xsrf-token': xsrf }, data: account });
  expect(res.ok(), await res.text()).toBe(true);
  return account;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login?next=%2FfarmAI%2Fdiagnosis');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/farmAI\/diagnosis$/);
}

const past = (page: Page) => page.getByRole('region', { name: 'AI-Generated Past Suggestions' });

async function diagnose(page: Page, text: string, photo = false) {
  if (photo) {
    await page
      .getByLabel('Upload Image (optional)')
      .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: leafPng(320, 240) });
  }
  if (text) await page.getByLabel('Describe the symptoms of your infected crops').fill(text);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'FarmAI Analysis Result:' })).toBeVisible({ timeout: 30_000 });
}

async function secondDevice(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

test('diagnoses stay with the account: not shown to the next person on the browser, shown on another device', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const noErrors = failOnConsoleErrors(page);
  const asha = await newAccount(page, 'asha');
  const bilal = await newAccount(page, 'bilal');

  // what an older version left in this browser goes at the first visit
  await page.goto('/farmAI/home');
  await page.evaluate(() => localStorage.setItem('farmai.diagnosis-history.v1', '[{"id":"d-old","text":"old"}]'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('farmai.diagnosis-history.v1'))).toBeNull();

  await signIn(page, asha);
  await expect(past(page).getByText(EMPTY)).toBeVisible();
  await expect(past(page).getByText('Tomato Leaf Spot')).toHaveCount(0);
  await shoot(page, 'empty-history');

  // a photo alone is enough: no text, a result, kept with a thumbnail
  await diagnose(page, '', true);
  await expect(page.getByText('A photo, without a description.')).toBeVisible();
  await expect(page.getByText('Please describe the symptoms or add a photo before submitting.')).toHaveCount(0);
  const cards = past(page).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Photo only, no description');
  await expect(cards.first().locator('img')).toHaveAttribute('src', /\/uploads\/diagnosis-history\/[\w-]+\.webp$/);
  await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
  expect(
    await cards
      .first()
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(160);
  await expect(past(page).getByText(/\d+\s?%/)).toHaveCount(0);
  await page.getByRole('region', { name: 'FarmAI Analysis Result:' }).evaluate((el) => el.remove());
  await shoot(page, 'asha-history');
  await expectAccessible(page);
  const entryUrl = await cards.first().getByRole('link').getAttribute('href');
  expect(entryUrl).toMatch(/^\/suggestion\/[0-9a-f-]{36}$/);
  // the browser keeps nothing of it
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('diagnosis')))).toEqual([]);

  // signing out, then another farmer signs in on the same browser: nothing of Asha's
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, bilal);
  await expect(past(page).getByText(EMPTY)).toBeVisible();
  await expect(past(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.locator('img[src*="diagnosis-history"]')).toHaveCount(0);
  await shoot(page, 'bilal-after-asha');
  noErrors();
  // her diagnosis's address answers nothing to him (the browser logs the API's 404 itself)
  await page.goto(entryUrl ?? '/');
  await expect(page.getByRole('heading', { name: 'Suggestion not found' })).toBeVisible();

  // Asha on another device finds her diagnosis, opens it, and deletes her history
  const other = await secondDevice(browser);
  const phone = other.page;
  const phoneErrors = failOnConsoleErrors(phone);
  await signIn(phone, asha);
  await expect(past(phone).getByRole('listitem')).toHaveCount(1);
  await diagnose(phone, 'My tomato lower leaves have dark brown spots with rings inside rings like a target board');
  await expect(past(phone).getByRole('listitem')).toHaveCount(2);
  await past(phone).getByRole('listitem').nth(1).getByRole('link').click();
  await expect(phone).toHaveURL(entryUrl ?? '');
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'FarmAI Response:' })).toBeVisible();
  await shoot(phone, 'asha-entry');
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Delete this diagnosis' }).click();
  const confirmOne = phone.getByRole('dialog', { name: 'Delete this diagnosis?' });
  await confirmOne.getByRole('button', { name: 'Delete' }).click();
  await expect(phone).toHaveURL('/farmAI/diagnosis');
  await expect(past(phone).getByRole('listitem')).toHaveCount(1);

  await past(phone).getByRole('button', { name: 'Delete all' }).click();
  const confirmAll = phone.getByRole('dialog', { name: 'Delete all your past diagnoses?' });
  await confirmAll.getByRole('button', { name: 'Delete all' }).click();
  await expect(past(phone).getByText(EMPTY)).toBeVisible();
  await phone.reload();
  await expect(past(phone).getByText(EMPTY)).toBeVisible();
  phoneErrors();
  await other.context.close();
});
