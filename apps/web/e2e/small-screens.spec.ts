import { expect, type Locator, test } from '@playwright/test';
import { SCREENSHOTS } from './helpers';

// The narrowest phones farmers use (360 px wide, and 375), in every language: the header's
// buttons stay whole on screen and the home banner's button never sits on its slide controls.

const LANGUAGES = ['en', 'es', 'fr', 'bn', 'hi'] as const;
const WIDTHS = [360, 375] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return found;
}

async function expectWhollyOnScreen(locator: Locator, width: number) {
  const { x, width: w } = await box(locator);
  expect(x, `${locator} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(x + w, `${locator} is cut off at ${width}px`).toBeLessThanOrEqual(width);
  // and nothing hides part of it: its own text fits inside it
  const clipped = await locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped, `${locator} clips its text`).toBe(false);
}

test.use({ storageState: { cookies: [], origins: [] }, reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`${language} at ${width}px: header and home banner fit`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const header = page.locator('header').first();
      const banner = page.locator('section[aria-roledescription]').first();
      await expect(banner.getByRole('link').first()).toBeVisible();
      // the header's menu and account buttons are swapped for their loaded versions once the page is idle
      await page.waitForLoadState('networkidle');

      for (const link of await header.getByRole('link').all()) {
        if (await link.isVisible()) await expectWhollyOnScreen(link, width);
      }
      for (const button of await header.getByRole('button').all()) {
        if (await button.isVisible()) await expectWhollyOnScreen(button, width);
      }
      const scrolls = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scrolls, 'the page scrolls sideways').toBeLessThanOrEqual(1);

      // every slide's text, with its button, clears the pause and slide buttons below it
      const slideButtons = banner.getByRole('button');
      const count = await slideButtons.count();
      for (let slide = 1; slide < count; slide++) {
        await slideButtons.nth(slide).click();
        const action = await box(banner.getByRole('link').first());
        const heading = await box(banner.locator('h2').first());
        for (let i = 0; i < count; i++) {
          const control = await box(slideButtons.nth(i));
          expect(overlap(action, control), `slide ${slide}: the banner's button covers a slide control`).toBe(false);
          expect(overlap(heading, control), `slide ${slide}: the title runs into a slide control`).toBe(false);
        }
        const section = await box(banner);
        expect(action.y + action.height, `slide ${slide}: the button leaves the banner`).toBeLessThanOrEqual(
          section.y + section.height,
        );
      }
      await page.screenshot({ path: `${SCREENSHOTS}/small-${language}-${width}.png` });
    });
  }
}
