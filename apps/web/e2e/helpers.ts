import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export const accounts = {
  admin: {
    email: 'admin@farmai.local',
    password: 'farmai-admin',
    state: path.join(import.meta.dirname, '.auth/admin.json'),
  },
  farmer: {
    email: 'farmer@farmai.local',
    password: 'farmai-farmer',
    state: path.join(import.meta.dirname, '.auth/farmer.json'),
  },
} as const;

export const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screens');

/** Saves a full-page screenshot at phone and desktop widths. */
export async function screenshots(page: Page, name: string) {
  for (const [label, width] of [
    ['375', 375],
    ['1440', 1440],
  ] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${label}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(1);
  }
}

/** Runs axe-core in the page and fails on serious or critical violations. */
export async function expectAccessible(page: Page) {
  // a dialog fading in has half-transparent text that fails the contrast check: let finite
  // animations end first (spinners and skeletons run forever and are not waited for)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // evaluated through the DevTools protocol, so the app's content security policy stays on
  await page.evaluate(axe.source);
  const result = await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return run.run(document, { resultTypes: ['violations'] });
  });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Fails the test on any console error the page logs. */
export function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // the start-up session check answers 401 when signed out, which the browser logs by itself
    const expected = msg.location().url.endsWith('/api/auth/check-auth') && msg.text().includes('401');
    if (msg.type() === 'error' && !expected) errors.push(`${msg.text()} ${msg.location().url}`.trim());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => expect(errors).toEqual([]);
}

/** The visible notification with this text (Radix also keeps a hidden copy for screen readers). */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

/**
 * Signs the page's browser in on a session of its own, replacing the shared one from the
 * storage state, so that a test which signs out ends only its own session.
 */
export async function ownSession(page: Page, account: { email: string; password: string }) {
  const xsrfToken = async () =>
    (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? undefined;
  if (!(await xsrfToken())) await page.request.get('/api/health');
  const res = await page.request.post('/api/auth/login', {
    headers: { 'x-xsrf-token': (await xsrfToken()) ?? '' },
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An 8-bit RGB PNG whose pixels `colour(x, y)` gives, built without image libraries. */
export function encodePng(width: number, height: number, colour: (x: number, y: number) => number[]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(colour(x, y), 1 + x * 3);
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits until the service worker is installed and serves this page. */
export async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
