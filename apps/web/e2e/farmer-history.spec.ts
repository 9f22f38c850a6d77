import { expect, test } from '@playwright/test';
import { leafPng, SYMPTOMS, shoot, signInFarmerBeforeEach } from './farmer-helpers';
import { expectAccessible, failOnConsoleErrors } from './helpers';

signInFarmerBeforeEach();

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
