import { expect, test } from '@playwright/test';
import { expectToast, png, shoot, signInAdminBeforeAll, watchConsole } from './admin-helpers';
import { expectAccessible } from './helpers';

test.describe('admin back office', () => {
  signInAdminBeforeAll();

  test('features: upload a banner, see it listed, delete it', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/admin/features');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop banners' })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1, name: 'Cultivation guides' })).toBeVisible();

    await page.getByLabel('Image', { exact: true }).setInputFiles(png('gourd.png'));
    await expect(page.getByText('gourd.png')).toBeVisible();
    await page.getByLabel('Crop Name', { exact: true }).fill(crop);
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Entry added successfully');
    // after success every field is empty again
    await expect(page.getByLabel('Crop Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('');
    await expect(page.getByText('gourd.png')).toHaveCount(0);

    const card = page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: crop }) });
    await expect(card.getByTestId('entry-description')).toHaveText(`${description.slice(0, 100)}...`);
    await expect(card.getByRole('img', { name: crop })).toHaveAttribute('src', /\/uploads\/cultivation\//);
    await expectAccessible(page);
    await shoot(page, 'admin-scm');

    await card.getByRole('button', { name: `Edit ${crop}` }).click();
    await expect(page.getByLabel('Crop Name', { exact: true })).toHaveValue(crop);
    await expect(page.getByLabel('Image', { exact: true })).toBeDisabled();
    await page.getByLabel('Replace image').check();
    await expect(page.getByLabel('Image', { exact: true })).toBeEnabled();
    await page.getByLabel('Crop Name', { exact: true }).fill(`${crop} (hybrid)`);
    await page.getByRole('button', { name: 'Update Entry' }).click();
    await expectToast(page, 'Entry updated successfully');
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
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
    await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Crop Name', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('entry-description').first()).toHaveText(/\.\.\.$/);
    await expect(page.getByRole('link', { name: 'Expert Advice' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await shoot(page, 'admin-expert-advice');
    console.check();
  });
});
