import { expect, type Page, test } from '@playwright/test';
import { screenshots } from './helpers';

// Bangla and Hindi are drawn with the faces the app ships, not with whatever the device has:
// Chromium reports, for the words on screen, the font that drew each glyph. A device with no
// Bengali or Devanagari font at all would draw the same, since the shipped face comes before the
// system's fallback.

const SCRIPTS = [
  { language: 'bn', family: 'Noto Sans Bengali', glyphs: /[\u0980-\u09FF]/ },
  { language: 'hi', family: 'Noto Sans Devanagari', glyphs: /[\u0900-\u097F]/ },
] as const;

/** The fonts Chromium used to draw the text of the page's first heading. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test.use({ storageState: { cookies: [], origins: [] } });

for (const { language, family, glyphs } of SCRIPTS) {
  test(`${language}: the page is drawn with the shipped ${family}`, async ({ page }) => {
    const fontFiles: string[] = [];
    page.on('response', (response) => {
      if (/\.woff2$/.test(response.url()) && response.ok()) fontFiles.push(new URL(response.url()).pathname);
    });
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/');
    const heading = page.locator('main h1, main h2').first();
    await expect(heading).toHaveText(glyphs);
    await page.evaluate(() => document.fonts.ready);

    const used = await fontsDrawing(page, 'main h1, main h2');
    const shipped = used.find((font) => font.familyName === family);
    expect(shipped, JSON.stringify(used)).toMatchObject({ isCustomFont: true });
    expect(shipped?.glyphCount).toBeGreaterThan(0);
    // only the script's own subset is fetched, once, from the app's own files
    expect(fontFiles.some((file) => file.includes(`${family.toLowerCase().replaceAll(' ', '-')}-`))).toBe(true);
    expect(fontFiles.every((file) => file.startsWith('/assets/'))).toBe(true);
    expect(fontFiles.some((file) => /-latin-/.test(file))).toBe(false);
    await screenshots(page, `fonts-${language}`);
  });
}
