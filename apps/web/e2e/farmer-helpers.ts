import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { accounts, encodePng, screenshots } from './helpers';

// What the farmer specs share: the session, the seeded content, a leaf photo and the diagnosis steps.

/**
 * The farmer specs' session: the saved farmer state, which is shared with other runs; if it holds a session
 * of another server, the page signs in again.
 */
export function signInFarmerBeforeEach() {
  test.use({ storageState: accounts.farmer.state });

  test.beforeEach(async ({ page }) => {
    const check = await page.request.get('/api/auth/check-auth');
    const body = check.ok() ? ((await check.json()) as { success?: boolean }) : {};
    if (body.success) return;
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(accounts.farmer.email);
    await page.getByLabel('Password').fill(accounts.farmer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/farmAI\/home$/);
  });
}

export const SYMPTOMS =
  'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling';

export interface Advice {
  _id: string;
  title: string;
}
export interface Guide {
  _id: string;
  crop_name: string;
}

export async function seededContent(page: Page) {
  const advice = (await (await page.request.get('/api/common/expertAdvice')).json()) as { expertAdvice: Advice[] };
  const guides = (await (await page.request.get('/api/common/scm')).json()) as {
    scientificCultivationMethods: Guide[];
  };
  return { advice: advice.expertAdvice, guides: guides.scientificCultivationMethods };
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    // Pictures in sideways-scrolling rows may never load; wait for each at most a moment.
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : Promise.race([
              new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
              new Promise((resolve) => img.addEventListener('error', resolve, { once: true })),
              new Promise((resolve) => setTimeout(resolve, 1500)),
            ]),
      ),
    );
  });
}

export async function shoot(page: Page, name: string) {
  await loadLazyImages(page);
  await screenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * A PNG leaf photo: green with brown ringed spots, built without image libraries. `grain` adds
 * sensor-like noise of ± that many levels, which makes the file as large as a phone's.
 */
export function leafPng(width = 160, height = 120, grain = 0): Buffer {
  const spots = [
    [50, 40, 14],
    [110, 70, 18],
    [70, 90, 10],
  ] as const;
  return encodePng(width, height, (x, y) => {
    let rgb = [70, 140, 50];
    for (const [cx, cy, r] of spots) {
      const d = Math.hypot(x - cx, y - cy);
      if (d < r) rgb = Math.round(d) % 4 < 2 ? [110, 70, 35] : [80, 50, 25];
      else if (d < r + 5) rgb = [200, 190, 70];
    }
    if (grain > 0) rgb = rgb.map((c) => Math.max(0, Math.min(255, c + Math.round((Math.random() * 2 - 1) * grain))));
    return rgb;
  });
}

/** Holds the diagnosis request back a little so the 'Analyzing...' state can be seen. */
export async function slowDiagnosis(page: Page, ms = 800) {
  await page.route('**/api/images/analyze', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** A real held-out leaf photo of the class, from the diagnosis service's committed samples. */
export function samplePhoto(classId: string): Buffer {
  const dir = path.resolve(import.meta.dirname, '../../diagnosis/test/fixtures/photos');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    file: string;
    class: string;
  }[];
  const entry = manifest.find((m) => m.class === classId);
  if (!entry) throw new Error(`no sample photo of ${classId}`);
  return readFileSync(path.join(dir, entry.file));
}

/** Diagnoses SYMPTOMS with a real tomato leaf photo; answers the API's data and the result's pictures. */
export async function diagnoseWithPhoto(page: Page) {
  await page.goto('/farmAI/diagnosis');
  await page.getByLabel('Upload Image (optional)').setInputFiles({
    name: 'leaf.jpg',
    mimeType: 'image/jpeg',
    buffer: samplePhoto('tomato-early-blight'),
  });
  await page.getByLabel('Describe the symptoms of your infected crops').fill(SYMPTOMS);
  const response = page.waitForResponse('**/api/images/analyze');
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await (await response).json()) as { data: { uploadedImageUrl?: string; generatedImageUrl?: string } };
  const result = page.getByRole('region', { name: 'FarmAI Analysis Result:' });
  await expect(result.getByRole('heading', { name: 'Uploaded Image:' })).toBeVisible({ timeout: 30_000 });
  return {
    data: body.data,
    uploaded: result.getByRole('img', { name: 'The photo you uploaded' }),
    generated: result.getByRole('img', { name: /where the FarmAI photo model looked/ }),
    result,
  };
}
