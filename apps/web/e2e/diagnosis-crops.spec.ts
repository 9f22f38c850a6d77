import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInFarmerBeforeEach } from './farmer-helpers';
import { expectAccessible, failOnConsoleErrors } from './helpers';

signInFarmerBeforeEach();

/** Where this spec's pictures go, to be looked at. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '../test-results/screens');

async function shootAtBothWidths(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(1);
  }
}

test('the diagnosis page lists the crops FarmAI covers, as the diagnosis service tells them', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/diagnosis');
  const crops = page.getByRole('region', { name: 'Crops FarmAI knows' });
  await expect(crops).toBeVisible();
  const byPhoto = crops.getByRole('list', { name: 'From a leaf photo' });
  const byText = crops.getByRole('list', { name: 'From your description' });
  // the shipped leaf model's crops, and the knowledge base's
  await expect(byPhoto.getByRole('listitem').filter({ hasText: /^Tomato$/ })).toHaveCount(1);
  await expect(byPhoto.getByRole('listitem').filter({ hasText: /^Sugarcane$/ })).toHaveCount(1);
  await expect(byText.getByRole('listitem').filter({ hasText: /^Coffee$/ })).toHaveCount(1);
  await expect(byText.getByRole('listitem').filter({ hasText: /^Beans and pulses$/ })).toHaveCount(1);
  expect(await byText.getByRole('listitem').count()).toBeGreaterThan(await byPhoto.getByRole('listitem').count());
  await shootAtBothWidths(page, 'diagnosis-crops-en');
  await expectAccessible(page);
  noConsoleErrors();
});

test('the covered crops are named in the reader’s language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/farmAI/diagnosis');
  const crops = page.getByRole('region', { name: 'FarmAI कौन-सी फ़सलें पहचानता है' });
  await expect(crops).toBeVisible();
  const byText = crops.getByRole('list', { name: 'आपके विवरण से' });
  await expect(byText.getByRole('listitem').filter({ hasText: /^टमाटर$/ })).toHaveCount(1);
  await expect(byText.getByRole('listitem').filter({ hasText: /^कॉफ़ी$/ })).toHaveCount(1);
  await expect(crops.getByText('Coffee')).toHaveCount(0);
  await shootAtBothWidths(page, 'diagnosis-crops-hi');
});
