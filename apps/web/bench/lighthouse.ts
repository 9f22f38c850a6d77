/**
 * Lighthouse's mobile performance score of a page (its default mobile settings: a phone screen, a
 * simulated slow 4G link and a 4× slower processor), run on the Debian Chromium with an empty cache.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function lighthouseScore(url: string): Promise<number> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') {
      throw new Error(`Lighthouse gave no performance score for ${url}: ${result?.lhr.runtimeError?.message ?? ''}`);
    }
    return Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}
