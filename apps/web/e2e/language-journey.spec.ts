import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors, screenshots } from './helpers';

// A farmer who reads only Bangla (or Hindi) signs up, finds a fertilizer by its local name, pays,
// reads a cultivation guide and gets a diagnosis of a message typed in Latin letters: all in that
// language, on the screens and in what the servers answer.

const say = (language: string, id: string) => {
  const [area = '', key = ''] = id.split('.');
  const messages = JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../src/locales/${language}/${area}.json`), 'utf8'),
  ) as Record<string, string>;
  const text = messages[key];
  if (!text) throw new Error(`${language}: no message ${id}`);
  return text;
};

const JOURNEYS = [
  {
    language: 'bn',
    browser: 'bn-BD',
    fertilizer: 'ইউরিয়া',
    payNow: 'এখনই পরিশোধ করুন',
    symptoms: 'amar dhaner patay badami dag, dager majhe dhusor, pata shukiye jacche',
    script: /[\u0980-\u09FF]/,
    city: 'রাজশাহী',
  },
  {
    language: 'hi',
    browser: 'hi-IN',
    fertilizer: 'यूरिया',
    payNow: 'अभी भुगतान करें',
    symptoms: 'dhan ki patti par bhure dhabbe hai, beech me sleti rang, patti sookh rahi hai',
    script: /[\u0900-\u097F]/,
    city: 'लखनऊ',
  },
] as const;

for (const j of JOURNEYS) {
  test.describe(`${j.language}: a farmer who reads only this language`, () => {
    test.use({ locale: j.browser, storageState: { cookies: [], origins: [] } });

    test('signs up, finds the fertilizer by its local name, pays, reads a guide and gets a diagnosis', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const noErrors = failOnConsoleErrors(page);
      const s = (id: string) => say(j.language, id);

      // sign up and sign in, in the language the browser asked for
      const email = `krishok-${j.language}-${Date.now()}@example.test`;
      const password = 'sobuj-dhaner-khet-2024';
      await page.goto('/auth/register');
      await expect(page.locator('html')).toHaveAttribute('lang', j.language);
      await page.getByLabel(s('auth.userNameLabel')).fill(`Krishok ${Date.now()}`);
      await page.getByLabel(s('auth.emailLabel')).fill(email);
      await page.getByLabel(s('auth.passwordLabel')).fill(password);
      await page.getByRole('button', { name: s('common.signUp'), exact: true }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await page.getByLabel(s('auth.emailLabel')).fill(email);
      await page.getByLabel(s('auth.passwordLabel')).fill(password);
      await page.getByRole('button', { name: s('common.signIn'), exact: true }).click();
      await expect(page).toHaveURL(/\/farmAI\/home$/);

      // the fertilizer, found by the name farmers use
      await page.goto('/shop/search');
      await page.getByRole('combobox', { name: s('common.searchProducts') }).fill(j.fertilizer);
      const results = page.getByRole('region', { name: s('shop-catalog.searchResults') });
      const urea = results.getByRole('listitem').filter({ hasText: j.fertilizer }).first();
      await expect(urea).toBeVisible({ timeout: 15_000 });
      // the add must reach the server before the page is left (leaving cancels the request)
      const added = page.waitForResponse((r) => r.url().includes('/api/shop/cart/add') && r.ok());
      await urea.getByRole('button', { name: s('shop-catalog.addToCart') }).click();
      await added;

      // checkout: an address, the card, the demo payment page in the same language
      await page.goto('/shop/checkout');
      await page.getByRole('textbox', { name: s('addresses.fieldAddress'), exact: true }).fill('12 Kazi Para Road');
      await page.getByRole('textbox', { name: s('addresses.fieldCity'), exact: true }).fill(j.city);
      await page.getByRole('textbox', { name: s('addresses.fieldPincode'), exact: true }).fill('6000');
      await page.getByRole('textbox', { name: s('addresses.fieldPhone'), exact: true }).fill('01711000000');
      await page.getByRole('textbox', { name: s('addresses.fieldNotes') }).fill('-');
      await page.getByRole('button', { name: s('addresses.addAddress') }).click();
      await page.getByRole('radio').first().click();
      await page.getByRole('button', { name: s('checkout.checkoutWithCard') }).click();
      await expect(page).toHaveURL(/\/api\/payments\/demo\//);
      await expect(page.locator('html')).toHaveAttribute('lang', j.language);
      await expect(page.locator('body')).toContainText(j.fertilizer);
      await screenshots(page, `journey-${j.language}-payment`);
      await page.getByRole('button', { name: j.payNow }).click();
      await expect(page).toHaveURL(/\/shop\/payment-success$/);
      await expect(page.getByRole('heading', { name: s('checkout.paymentSuccess') })).toBeVisible();

      // a cultivation guide, in the language
      const guides = (await (
        await page.request.get('/api/common/scm', { headers: { 'Accept-Language': j.language } })
      ).json()) as { scientificCultivationMethods: { _id: string; crop_name: string; language?: string }[] };
      const guide = guides.scientificCultivationMethods.find((g) => g.language === j.language);
      if (!guide) throw new Error(`no guide is translated into ${j.language}`);
      await page.goto(`/scientific-cultivation/${guide._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.crop_name);
      await expect(page.getByRole('main')).toContainText(j.script);
      await expectAccessible(page);

      // a diagnosis of a message typed in Latin letters, answered in the language
      await page.goto('/farmAI/diagnosis');
      await page.getByLabel(s('diagnosis.symptomsLabel')).fill(j.symptoms);
      await page.getByRole('button', { name: s('diagnosis.submit'), exact: true }).click();
      const result = page.getByRole('region', { name: s('diagnosis.resultTitle') });
      await expect(result).toBeVisible({ timeout: 30_000 });
      await expect(result.getByRole('heading', { level: 4 }).first()).toHaveText(j.script);
      await expect(result).not.toContainText(/Most likely|What we saw|What to do now/);
      await expectAccessible(page);
      await screenshots(page, `journey-${j.language}-diagnosis`);
      noErrors();
    });
  });
}
