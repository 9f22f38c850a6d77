import { expect, test } from '@playwright/test';
import { diagnoseWithPhoto, leafPng, SYMPTOMS, shoot, signInFarmerBeforeEach, slowDiagnosis } from './farmer-helpers';
import { expectAccessible, failOnConsoleErrors } from './helpers';

signInFarmerBeforeEach();

test('diagnosis of a text-only description', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/diagnosis');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Crop Disease Diagnosis' })).toBeVisible();
  const symptoms = page.getByLabel('Describe the symptoms of your infected crops');
  await expect(symptoms).toHaveAttribute('placeholder', 'Describe the symptoms here...');
  await expect(symptoms).toHaveAttribute('rows', '4');
  await expect(page.getByLabel('Upload Image (optional)')).toHaveAttribute('accept', 'image/jpeg,image/png');
  await expect(
    page.getByText(
      'Supported formats: jpeg, jpg, png. Max size: 25 MB (photos are made smaller on your phone before they are sent).',
    ),
  ).toBeVisible();

  // Without a photo the symptoms are required: nothing is sent without them.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please describe the symptoms or add a photo before submitting.')).toBeVisible();
  await expect(symptoms).toBeFocused();

  await slowDiagnosis(page);
  await symptoms.fill(SYMPTOMS);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(page.getByText('This can take a few seconds', { exact: false })).toBeVisible();

  const result = page.getByRole('region', { name: 'FarmAI Analysis Result:' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(result.getByRole('heading', { name: 'Your Input:' })).toBeVisible();
  await expect(result.getByText(SYMPTOMS)).toBeVisible();
  await expect(result.getByRole('heading', { name: 'FarmAI Response:' })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Uploaded Image:' })).toHaveCount(0);
  await expect(result.getByRole('heading', { name: 'AI Generated image' })).toHaveCount(0);

  // Content of the answer (from the offline diagnosis engine): the verdict in a badge with the crop,
  // the Markdown rendered — a heading naming the most likely cause, bullet lists — and the ranked
  // candidates with their confidence.
  const verdict = result.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'diagnosed');
  await expect(verdict).toContainText('Diagnosed');
  await expect(verdict).toContainText('Crop: Tomato');
  await expect(result.getByRole('heading', { level: 4 }).first()).toContainText(/Most likely: Early blight/);
  await expect(result.locator('ul li').first()).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Possible causes, ranked:' })).toBeVisible();
  await expect(result.getByText(/^\d{1,3}%$/).first()).toBeVisible();
  await shoot(page, 'diagnosis-result');
  await expectAccessible(page);
  noConsoleErrors();
});

test('a crop FarmAI does not cover is answered "not sure", with no spray plan', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/diagnosis');
  await page
    .getByLabel('Describe the symptoms of your infected crops')
    .fill('my tea bushes have orange powdery spots underneath and the leaves are falling off');
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByRole('region', { name: 'FarmAI Analysis Result:' });
  const verdict = result.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'unsure', { timeout: 30_000 });
  await expect(verdict).toContainText('Not sure');
  await expect(result.getByRole('heading', { level: 4 }).first()).toHaveText('We are not sure what this is');
  await expect(result.getByText('FarmAI does not cover tea yet', { exact: false })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'What to photograph for a second try' })).toBeVisible();
  await expect(result.getByText(/per litre|Chemical/)).toHaveCount(0);
  await expect(result.getByRole('heading', { name: 'Possible causes, ranked:' })).toHaveCount(0);
  await shoot(page, 'diagnosis-unsure');
  noConsoleErrors();
});

test('diagnosis with a photo shows the uploaded and generated images', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/diagnosis');
  const input = page.getByLabel('Upload Image (optional)');

  // Client-side checks: wrong type and too large are refused before anything is sent.
  await input.setInputFiles({ name: 'leaf.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('This file is not a JPEG or PNG image.', { exact: false })).toBeVisible();
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(25 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('This image is larger than 25MB.', { exact: false })).toBeVisible();
  await input.setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: leafPng() });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Selected photo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('img', { name: 'Selected photo preview' })).toHaveCount(0);
  await expect(input).toHaveValue('');

  await slowDiagnosis(page);
  const { data, uploaded, generated, result } = await diagnoseWithPhoto(page);
  expect(data.uploadedImageUrl).toBeTruthy();
  expect(data.generatedImageUrl).toBeTruthy();
  await expect(result.getByRole('heading', { name: 'AI Generated image' })).toBeVisible();
  // Each picture links to its full-size address.
  await expect(result.locator(`a[href="${data.uploadedImageUrl}"]`)).toHaveCount(1);
  await expect(result.locator(`a[href="${data.generatedImageUrl}"]`)).toHaveCount(1);
  await expect(uploaded).toBeVisible();
  await expect(generated).toBeVisible();
  await expect(result.getByRole('heading', { name: 'FarmAI Response:' })).toBeVisible();
  noConsoleErrors();
});

test('a phone-sized photo is shrunk in the browser before it is sent', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const photo = leafPng(3000, 2000, 6);
  expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
  await page.goto('/farmAI/diagnosis');
  await page.getByLabel('Describe the symptoms of your infected crops').fill(SYMPTOMS);
  await page
    .getByLabel('Upload Image (optional)')
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('alert')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/images/analyze') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Submit' }).click();
  const request = await sent;
  const response = await request.response();
  expect(response?.status()).toBe(201);
  // a few hundred kB went up instead of megabytes
  const { requestBodySize } = await request.sizes();
  expect(requestBodySize).toBeLessThan(600 * 1024);
  const data = (await response?.json()) as { data: { uploadedImageUrl: string } };
  expect(data.data.uploadedImageUrl).toBeTruthy();
  await expect(page.getByRole('region', { name: 'FarmAI Analysis Result:' })).toBeVisible({ timeout: 30_000 });
  noConsoleErrors();
});

test('the uploaded and generated images load in the page', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const { result } = await diagnoseWithPhoto(page);
  const images = result.locator('img');
  await expect(images).toHaveCount(2);
  // the pictures may load lazily: each is brought into view, as a reader scrolling would
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
  }
  await shoot(page, 'diagnosis-photo-result');
  noConsoleErrors();
});

test('diagnosis errors show in a red box and a new submit clears them', async ({ page }) => {
  // This test expects console errors: the failed request and the app's own log of it.
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(msg.text());
  });
  await page.goto('/farmAI/diagnosis');
  await page.getByLabel('Describe the symptoms of your infected crops').fill(SYMPTOMS);

  await page.route('**/api/images/analyze', (route) =>
    route.fulfill({ status: 400, json: { error: 'userInputText must be at least 3 characters.' } }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('userInputText must be at least 3 characters.');

  await page.unroute('**/api/images/analyze');
  await page.route('**/api/images/analyze', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred while processing your request.');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(logged.some((text) => text.includes('Diagnosis request failed'))).toBe(true);

  await page.unroute('**/api/images/analyze');
  await slowDiagnosis(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'FarmAI Analysis Result:' })).toBeVisible({ timeout: 30_000 });
});
