import { expect, type Page, test } from '@playwright/test';
import { accounts, encodePng, expectAccessible, failOnConsoleErrors, screenshots } from './helpers';

test.use({ storageState: accounts.farmer.state });

// The saved state is shared with other runs; if it holds a session of another server, sign in again.
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

const SYMPTOMS =
  'My tomato lower leaves have dark brown spots with rings inside rings like a target board, leaves turning yellow and falling';

interface Advice {
  _id: string;
  title: string;
}
interface Guide {
  _id: string;
  crop_name: string;
}

async function seededContent(page: Page) {
  const advice = (await (await page.request.get('/api/common/expertAdvice')).json()) as { expertAdvice: Advice[] };
  const guides = (await (await page.request.get('/api/common/scm')).json()) as {
    scientificCultivationMethods: Guide[];
  };
  return { advice: advice.expertAdvice, guides: guides.scientificCultivationMethods };
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
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

async function shoot(page: Page, name: string) {
  await loadLazyImages(page);
  await screenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * A PNG leaf photo: green with brown ringed spots, built without image libraries. `grain` adds
 * sensor-like noise of ± that many levels, which makes the file as large as a phone's.
 */
function leafPng(width = 160, height = 120, grain = 0): Buffer {
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
async function slowDiagnosis(page: Page, ms = 800) {
  await page.route('**/api/images/analyze', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('farmer home shows every section with the seeded guides and advice', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const { advice, guides } = await seededContent(page);
  expect(guides.length).toBeGreaterThan(0);
  expect(advice.length).toBeGreaterThan(0);
  // Hold the lists back a moment so the loading state is visible.
  for (const url of ['**/api/common/scm', '**/api/common/expertAdvice']) {
    await page.route(url, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
  }
  await page.goto('/farmAI/home');

  // (1) hero
  const hero = page.getByRole('region', { name: 'Highlights' });
  await expect(hero.getByRole('heading', { level: 2 })).toHaveText('Spot crop diseases before they spread');
  await expect(hero.getByRole('link', { name: 'Click to Diagnose Disease' })).toHaveAttribute(
    'href',
    '/farmAI/diagnosis',
  );

  // (3) loading, then the guides
  const cultivation = page.getByRole('region', { name: 'Scientific Cultivation Systems' });
  await expect(cultivation.getByText('Loading...')).toBeVisible();
  await expect(cultivation.getByRole('link')).toHaveCount(guides.length + 1); // + 'All guides'
  await expect(cultivation.getByText('Loading...')).toHaveCount(0);
  const firstGuide = guides[0] as Guide;
  await expect(cultivation.getByRole('heading', { name: firstGuide.crop_name, exact: true })).toBeVisible();
  await expect(cultivation.getByText(/^1\. Climate and Soil: [\s\S]*\.\.\.$/).first()).toBeVisible();
  const box = await cultivation.locator('div.overflow-y-auto').boundingBox();
  expect(box?.height).toBeLessThanOrEqual(350);

  // (2) the four static suggestion cards
  const suggestions = page.getByRole('region', { name: 'AI-Generated Suggestions' });
  for (const [i, title] of ['Blight Disease', 'Powdery Mildew', 'Root Rot', 'Aphid Infestation'].entries()) {
    await expect(suggestions.getByRole('heading', { name: title })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'View Suggestion' }).nth(i)).toHaveAttribute(
      'href',
      `/suggestion/${i + 1}`,
    );
  }
  await expect(suggestions.getByText(/\.\.\.$/)).toHaveCount(4);

  // (4) expert advice cards
  const adviceRow = page.getByRole('region', { name: 'Expert Advice', exact: true });
  await expect(adviceRow.getByRole('heading', { level: 3 })).toHaveCount(advice.length);
  await expect(adviceRow.getByRole('heading', { name: (advice[0] as Advice).title })).toBeVisible();
  await expect(adviceRow.getByText(/^Posted /)).toHaveCount(advice.length);

  // (5) testimonials
  const users = page.getByRole('region', { name: 'User Suggestions' });
  await expect(users.getByRole('listitem')).toHaveCount(3);
  await expect(users.getByRole('img', { name: /^Rated [1-5] out of 5 stars$/ })).toHaveCount(3);

  await shoot(page, 'farmer-home');
  await expectAccessible(page);
  noConsoleErrors();
});

test('hero rotates every 5 seconds unless the visitor prefers reduced motion', async ({ page }) => {
  await page.clock.install();
  await page.goto('/farmAI/home');
  const title = page.getByRole('region', { name: 'Highlights' }).getByRole('heading', { level: 2 });
  await expect(title).toHaveText('Spot crop diseases before they spread');
  await page.clock.runFor(5000);
  await expect(title).toHaveText('Grow by the science');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(15_000);
  await expect(title).toHaveText('Grow by the science');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(title).toHaveText('Spot crop diseases before they spread');
  await page.clock.runFor(15_000);
  await expect(title).toHaveText('Spot crop diseases before they spread');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('the donation carousel wraps in both directions', async ({ page }) => {
  await page.goto('/farmAI/home');
  const carousel = page.getByRole('region', { name: 'Help us solve plant diseases!' });
  await expect(
    carousel.getByText('Join us in the fight against crop diseases with your support and donations.'),
  ).toBeVisible();
  await expect(carousel.getByText('Slide 1 of 4')).toBeAttached();
  const next = carousel.getByRole('button', { name: 'Next slide' });
  for (const n of [2, 3, 4]) {
    await next.click();
    await expect(carousel.getByText(`Slide ${n} of 4`)).toBeAttached();
  }
  await next.click();
  await expect(carousel.getByText('Slide 1 of 4')).toBeAttached();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel.getByText('Slide 4 of 4')).toBeAttached();
  await expect(carousel.getByRole('img', { name: 'A basket of fresh vegetables in a harvested field' })).toBeVisible();
});

test('a cultivation item opens its guide with bold numbered headings', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const { guides } = await seededContent(page);
  const guide = guides[0] as Guide;
  await page.goto('/farmAI/home');
  await page
    .getByRole('region', { name: 'Scientific Cultivation Systems' })
    .getByRole('link', { name: new RegExp(`^${guide.crop_name}`) })
    .click();
  await expect(page).toHaveURL(`/scientific-cultivation/${guide._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.crop_name);
  const heading = page.getByRole('heading', { level: 2, name: '1. Climate and Soil:' });
  await expect(heading).toBeVisible();
  expect(Number(await heading.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect(page.getByRole('heading', { level: 2, name: /^8\. .*:$/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/farmAI/home');

  await page.goto('/scientific-cultivation/no-such-guide');
  await expect(page.getByRole('heading', { name: 'Guide not found' })).toBeVisible();
  noConsoleErrors();
});

test('expert advice reader opens the first article and switches on Read', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const { advice } = await seededContent(page);
  const [first, second] = advice as [Advice, Advice];
  await page.goto('/farmAI/expertAdvice');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(first.title);
  const numbered = article.getByRole('heading', { level: 3 }).first();
  await expect(numbered).toHaveText(/^1\. .*:$/);
  expect(Number(await numbered.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect(page.getByRole('button', { name: /^Read / })).toHaveCount(advice.length);
  await shoot(page, 'expert-advice');
  await expectAccessible(page);

  await page.getByRole('button', { name: `Read ${second.title}` }).click();
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(second.title);
  await expect(page).toHaveURL(new RegExp(`\\?id=${second._id}$`));
  await expect(page.getByRole('heading', { level: 2, name: second.title })).toBeFocused();

  await page.goto('/farmAI/expertAdvice?id=unknown');
  await expect(page.getByText('Please select an advice to view details.')).toBeVisible();
  noConsoleErrors();
});

test('scientific cultivation reader shows the guides by crop name', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const { guides } = await seededContent(page);
  const [first, second] = guides as [Guide, Guide];
  await page.goto('/farmAI/scientificCultivation');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(first.crop_name);
  await expect(article.getByRole('heading', { level: 3, name: '1. Climate and Soil:' })).toBeVisible();
  await page.getByRole('button', { name: `Read ${second.crop_name}` }).click();
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(second.crop_name);
  await page.getByRole('button', { name: `Read ${first.crop_name}` }).click();
  await shoot(page, 'scientific-cultivation');
  await expectAccessible(page);
  noConsoleErrors();
});

test('diagnosis of a text-only description', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/diagnosis');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Crop Disease Diagnosis' })).toBeVisible();
  const symptoms = page.getByLabel('Describe the symptoms of your infected crops');
  await expect(symptoms).toHaveAttribute('placeholder', 'Describe the symptoms here...');
  await expect(symptoms).toHaveAttribute('rows', '4');
  await expect(page.getByLabel('Upload Image (optional)')).toHaveAttribute('accept', 'image/jpeg,image/png');
  await expect(page.getByText('Supported formats: jpeg, jpg, png. Max size: 2MB.')).toBeVisible();

  // The symptoms are required: nothing is sent without them.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please describe the symptoms before submitting.')).toBeVisible();
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
  await expect(verdict).toContainText('Crop: tomato');
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
    .fill('my coffee leaves have orange powdery spots underneath and are falling off');
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByRole('region', { name: 'FarmAI Analysis Result:' });
  const verdict = result.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'unsure', { timeout: 30_000 });
  await expect(verdict).toContainText('Not sure');
  await expect(result.getByRole('heading', { level: 4 }).first()).toHaveText('We are not sure what this is');
  await expect(result.getByText('FarmAI does not cover coffee yet', { exact: false })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'What to photograph for a second try' })).toBeVisible();
  await expect(result.getByText(/per litre|Chemical/)).toHaveCount(0);
  await expect(result.getByRole('heading', { name: 'Possible causes, ranked:' })).toHaveCount(0);
  await shoot(page, 'diagnosis-unsure');
  noConsoleErrors();
});

async function diagnoseWithPhoto(page: Page) {
  await page.goto('/farmAI/diagnosis');
  await page.getByLabel('Upload Image (optional)').setInputFiles({
    name: 'leaf.png',
    mimeType: 'image/png',
    buffer: leafPng(),
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
    generated: result.getByRole('img', { name: /affected areas marked/ }),
    result,
  };
}

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
  const loaded = async () => {
    const widths = await result
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    return widths.length === 2 && widths.every((width) => width > 0);
  };
  await expect.poll(loaded, { timeout: 5000 }).toBe(true);
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

test("the farmer's own diagnoses replace the samples, survive a reload, open in full and can be deleted", async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/home');
  // no history yet: the home shows no past section, the diagnosis page the three samples
  await expect(page.getByRole('region', { name: 'AI-Generated Past Suggestions' })).toHaveCount(0);
  const diagnose = async (text: string, photo?: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.goto('/farmAI/diagnosis');
    await page.getByLabel('Describe the symptoms of your infected crops').fill(text);
    if (photo) await page.getByLabel('Upload Image (optional)').setInputFiles(photo);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'FarmAI Analysis Result:' })).toBeVisible({ timeout: 30_000 });
  };
  await diagnose(SYMPTOMS);
  await diagnose('white powder on my cucumber leaves', {
    name: 'leaf.png',
    mimeType: 'image/png',
    buffer: leafPng(320, 240),
  });
  // the second answer is saved once its photo's thumbnail is made
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('farmai.diagnosis-history.v1') ?? '[]').length))
    .toBe(2);

  await page.reload();
  const past = page.getByRole('region', { name: 'AI-Generated Past Suggestions' });
  const cards = past.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  // newest first, with the photo's thumbnail kept in the browser
  await expect(cards.first()).toContainText('white powder on my cucumber leaves');
  await expect(cards.first().locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(cards.nth(1)).toContainText(SYMPTOMS.slice(0, 40));
  await expect(past.getByText('Tomato Leaf Spot')).toHaveCount(0);
  await shoot(page, 'diagnosis-history');
  await expectAccessible(page);

  // the home shows them too
  await page.goto('/farmAI/home');
  await expect(page.getByRole('region', { name: 'AI-Generated Past Suggestions' }).getByRole('listitem')).toHaveCount(
    2,
  );

  // a card opens the whole saved answer, even after a reload
  await page.goto('/farmAI/diagnosis');
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/suggestion\/d-[\w-]+$/);
  await page.reload();
  await expect(page.getByText(SYMPTOMS)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'FarmAI Response:' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Possible causes, ranked:' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete this diagnosis' }).click();
  await expect(page).toHaveURL('/farmAI/diagnosis');
  await expect(cards).toHaveCount(1);

  await past.getByRole('button', { name: 'Delete all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete all your past diagnoses?' });
  await confirm.getByRole('button', { name: 'Delete all' }).click();
  // the samples are back
  await expect(past.getByRole('link')).toHaveCount(3);
  await expect(past.getByRole('heading', { name: 'Tomato Leaf Spot' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'AI-Generated Past Suggestions' }).getByRole('link')).toHaveCount(3);
  noConsoleErrors();
});

test('past suggestions and suggestion detail pages', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/farmAI/diagnosis');
  const past = page.getByRole('region', { name: 'AI-Generated Past Suggestions' });
  await expect(past.getByRole('link')).toHaveCount(3);
  for (const title of ['Tomato Leaf Spot', 'Wheat Yellow Rust', 'Potato Late Blight']) {
    await expect(past.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(past.getByText(/^Suggested on: \d{4}-\d{2}-\d{2}$/)).toHaveCount(3);
  await shoot(page, 'diagnosis');
  await expectAccessible(page);

  await past.getByRole('link', { name: /Tomato Leaf Spot/ }).click();
  await expect(page).toHaveURL(/\/suggestion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tomato Leaf Spot');
  for (const section of ['Cause', 'Symptoms', 'What to do now', 'Prevention']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/farmAI/diagnosis');

  await page.goto('/farmAI/home');
  await page.getByRole('link', { name: 'View Suggestion' }).nth(1).click();
  await expect(page).toHaveURL('/suggestion/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powdery Mildew');
  await shoot(page, 'suggestion-detail');
  await expectAccessible(page);

  for (const [id, title] of [
    [1, 'Blight Disease'],
    [3, 'Root Rot'],
    [4, 'Aphid Infestation'],
  ] as const) {
    await page.goto(`/suggestion/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  for (const bad of ['99', 'abc']) {
    await page.goto(`/suggestion/${bad}`);
    await expect(page.getByRole('heading', { name: 'Suggestion not found' })).toBeVisible();
  }
  noConsoleErrors();
});
