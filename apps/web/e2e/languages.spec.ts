import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectAccessible, failOnConsoleErrors, screenshots } from './helpers';
import { allProducts, signInFarmerByApiBeforeEach } from './shop-helpers';

// Each language, as a farmer who reads only it would meet the app: the texts come from the
// language's own catalogues, the content and the diagnosis from the servers, in that language.

type Language = 'es' | 'fr' | 'bn' | 'hi';
const catalogue = (language: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../src/locales/${language}/${area}.json`), 'utf8'));
const say = (language: Language, id: string) => {
  const [area = '', key = ''] = id.split('.');
  const text = catalogue(language, area)[key];
  if (!text) throw new Error(`${language}: no message ${id}`);
  return text;
};

/** Headings of the English report, which an answer in another language has none of. */
const ENGLISH_REPORT =
  /Most likely|Possibly:|What we saw|What to do now|We are not sure|Tell us a bit more|looks healthy/;

/** What a farmer types, the way farmers type it, and what the language's script looks like. */
const CASES: Record<Language, { browser: string; symptoms: string; script: RegExp; notEnglish: RegExp }> = {
  es: {
    browser: 'es-MX',
    symptoms: 'mi tomate tiene manchas cafes redondas con anillos en las hojas de abajo y se ponen amarillas',
    script: /\p{L}/u,
    notEnglish: ENGLISH_REPORT,
  },
  fr: {
    browser: 'fr-FR',
    symptoms: 'mes tomates ont des taches brunes rondes avec des cercles sur les feuilles du bas qui jaunissent',
    script: /\p{L}/u,
    notEnglish: ENGLISH_REPORT,
  },
  bn: {
    browser: 'bn-BD',
    symptoms: 'টমেটোর নিচের পাতায় বাদামি গোল দাগ, দাগের মধ্যে গোল গোল রিং, পাতা হলুদ হয়ে ঝরে যাচ্ছে',
    script: /[\u0980-\u09FF]/,
    notEnglish: ENGLISH_REPORT,
  },
  hi: {
    browser: 'hi-IN',
    symptoms: 'tamatar ke niche ke patte par bhure gol daag hai, daag me chhalle hai aur patte peele hokar gir rahe',
    script: /[\u0900-\u097F]/,
    notEnglish: ENGLISH_REPORT,
  },
};

async function inLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

for (const language of Object.keys(CASES) as Language[]) {
  const { browser, symptoms, script, notEnglish } = CASES[language];

  test.describe(`${language}: sign-in page, guessed from the browser's language`, () => {
    test.use({ locale: browser, storageState: { cookies: [], origins: [] } });

    test('the sign-in page speaks it, with the right lang attribute', async ({ page }) => {
      const noErrors = failOnConsoleErrors(page);
      await page.goto('/auth/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: say(language, 'common.signInTitle') })).toBeVisible();
      await expect(page.getByRole('button', { name: say(language, 'common.signIn'), exact: true })).toBeVisible();
      await expect(page.getByLabel(say(language, 'auth.emailLabel'))).toBeVisible();
      if (language === 'bn' || language === 'hi') await expectAccessible(page);
      await screenshots(page, `language-${language}-sign-in`);
      noErrors();
    });
  });

  test.describe(`${language}: shop, product, checkout and diagnosis`, () => {
    signInFarmerByApiBeforeEach();

    test('every screen of the way speaks it, content and diagnosis included', async ({ page }) => {
      test.setTimeout(90_000);
      const noErrors = failOnConsoleErrors(page);
      await inLanguage(page, language);

      await page.goto('/shop/home');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const featured = page.getByRole('list', { name: say(language, 'shop-catalog.featureProducts') });
      await expect(featured).toBeVisible();
      // the demo products in their translated words: none of the shown titles is the English one
      const english = new Set((await allProducts(page)).map((p) => p.title));
      const firstTitle = featured.getByRole('listitem').first().getByRole('heading');
      await expect(firstTitle).not.toHaveText('');
      const shown = await featured.getByRole('listitem').getByRole('heading').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((title) => english.has(title))).toEqual([]);
      if (language === 'bn' || language === 'hi') await expectAccessible(page);
      await screenshots(page, `language-${language}-shop-home`);

      const title = await firstTitle.innerText();
      // the quick view (the title itself leads to the product's page)
      const quickView = say(language, 'product-page.quickView').replace('{title}', title);
      await featured.getByRole('listitem').first().getByRole('button', { name: quickView }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: say(language, 'shop-catalog.reviews') })).toBeVisible();
      await expect(dialog.getByRole('button', { name: say(language, 'shop-catalog.closeDetails') })).toBeVisible();
      await expect(dialog.getByRole('heading').first()).toHaveText(title);
      if (language === 'bn' || language === 'hi') await expectAccessible(page);
      await page.keyboard.press('Escape');

      await page.goto('/shop/checkout');
      await expect(page.getByRole('button', { name: say(language, 'checkout.checkoutWithCard') })).toBeVisible();
      if (language === 'bn' || language === 'hi') await expectAccessible(page);

      await page.goto('/farmAI/diagnosis');
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'diagnosis.title') })).toBeVisible();
      await page.getByLabel(say(language, 'diagnosis.symptomsLabel')).fill(symptoms);
      await page.getByRole('button', { name: say(language, 'diagnosis.submit'), exact: true }).click();
      const result = page.getByRole('region', { name: say(language, 'diagnosis.resultTitle') });
      await expect(result).toBeVisible({ timeout: 30_000 });
      const verdicts = ['Diagnosed', 'Possible', 'Healthy', 'Unsure'].map((v) =>
        say(language, `diagnosis.verdict${v}Label`),
      );
      await expect(result.locator('[data-verdict]')).toContainText(new RegExp(verdicts.join('|')));
      const answer = result.getByRole('heading', { level: 4 }).first();
      await expect(answer).toHaveText(script);
      await expect(result).not.toContainText(notEnglish);
      if (language === 'bn' || language === 'hi') await expectAccessible(page);
      await screenshots(page, `language-${language}-diagnosis`);
      noErrors();
    });
  });
}

test.describe('switching back', () => {
  test.use({ storageState: accounts.farmer.state });
  test('English is the default for a browser in a language the app does not speak', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await context.close();
  });
});
