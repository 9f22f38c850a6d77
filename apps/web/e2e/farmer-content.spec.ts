import { expect, test } from '@playwright/test';
import { type Advice, type Guide, seededContent, shoot, signInFarmerBeforeEach } from './farmer-helpers';
import { expectAccessible, failOnConsoleErrors } from './helpers';

signInFarmerBeforeEach();

test('farmer home shows every section with the seeded guides and advice', async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const { advice, guides } = await seededContent(page);
  expect(guides.length).toBeGreaterThan(0);
  expect(advice.length).toBeGreaterThan(0);
  // Hold the lists back (they are asked for with the page itself) so the loading state is visible.
  for (const url of ['**/api/common/scm', '**/api/common/expertAdvice']) {
    await page.route(url, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
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
