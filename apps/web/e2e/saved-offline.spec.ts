import { expect, type Page, test } from '@playwright/test';
import { type Guide, loadLazyImages, seededContent } from './farmer-helpers';
import { controlledByServiceWorker, screenshots } from './helpers';

// A farmer keeps a cultivation guide on the phone for the field: saved once with a signal, it opens
// with none, text and picture, even after the phone's other stored answers and pictures are gone.

test.use({ serviceWorkers: 'allow', storageState: { cookies: [], origins: [] } });

/** Whether the article's picture was drawn (loaded, not a broken image). */
const pictureShown = (page: Page, alt: string) =>
  page.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a guide saved for offline opens from the saved list with no connection, then is removed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // offline, the pictures and answers nobody saved fail to load, as they should; nothing else may fail
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  const { guides } = await seededContent(page);
  const guide = guides[1] as Guide;

  await page.goto('/');
  await controlledByServiceWorker(page);
  await page.goto(`/scientific-cultivation/${guide._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.crop_name);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from this phone' })).toBeVisible();

  // what the worker kept as seen is limited and may be gone by the time the farmer is in the field
  // (and signing out drops the answers): only the saved copy is left
  await page.evaluate(async () => {
    await caches.delete('farmai-answers');
    await caches.delete('farmai-pictures');
  });
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });

  await page.goto('/farmAI/scientificCultivation');
  const saved = page.getByRole('region', { name: 'Saved on this phone' });
  await expect(saved.getByRole('link', { name: guide.crop_name })).toBeVisible();
  await expect(notice).toBeVisible();
  await loadLazyImages(page);
  await screenshots(page, 'saved-offline-list');

  await saved.getByRole('link', { name: guide.crop_name }).click();
  await expect(page).toHaveURL(new RegExp(`/scientific-cultivation/${guide._id}$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.crop_name);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone' })).toBeVisible();
  await expect.poll(() => pictureShown(page, guide.crop_name)).toBe(true);
  await screenshots(page, 'saved-offline-guide');

  await page.getByRole('button', { name: 'Remove from this phone' }).click();
  await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible();
  await page.goto('/farmAI/scientificCultivation');
  await expect(page.getByRole('heading', { level: 1, name: 'Scientific Cultivation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved on this phone' })).toHaveCount(0);
  expect(await page.evaluate(async () => (await caches.open('farmai-saved')).keys().then((k) => k.length))).toBe(0);

  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('an article saved in Hindi opens in Hindi with no connection', async ({ page, context }) => {
  test.setTimeout(120_000);
  const answer = await page.request.get('/api/common/expertAdvice', { headers: { 'Accept-Language': 'hi' } });
  const [article] = ((await answer.json()) as { expertAdvice: { _id: string; title: string }[] }).expertAdvice;
  if (!article) throw new Error('no seeded expert advice');

  await page.goto('/');
  await controlledByServiceWorker(page);
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.goto(`/farmAI/expertAdvice?id=${article._id}`);
  await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
  await page.getByRole('button', { name: 'ऑफ़लाइन पढ़ने के लिए रखें' }).click();
  await expect(page.getByRole('button', { name: 'इस फ़ोन से हटाएँ' })).toBeVisible();

  await page.evaluate(async () => {
    await caches.delete('farmai-answers');
    await caches.delete('farmai-pictures');
  });
  await context.setOffline(true);
  await page.goto('/farmAI/expertAdvice');
  const saved = page.getByRole('region', { name: 'इस फ़ोन में रखा है' });
  await saved.getByRole('link', { name: article.title }).click();
  await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'इस फ़ोन से हटाएँ' })).toBeVisible();
  await expect.poll(() => pictureShown(page, article.title)).toBe(true);
  await context.setOffline(false);
});
