import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInFarmerBeforeEach } from './farmer-helpers';
import { controlledByServiceWorker, screenshots } from './helpers';

// The diagnosis made on the phone with no connection (docs/decisions/034-diagnosis-on-the-phone.md):
// the same answers as the diagnosis service, from the offline pack the farmer downloads once.

signInFarmerBeforeEach();
test.use({ serviceWorkers: 'allow' });

const PHOTOS = path.resolve(import.meta.dirname, '../../diagnosis/test/fixtures/photos');

interface Case {
  text: string;
  photo?: string;
  language: 'en' | 'es' | 'fr' | 'bn' | 'hi';
}

/** Text only, photo only and both; five languages; diagnosed, possible, healthy, unsure and not-a-leaf answers. */
const CASES: Case[] = [
  { text: 'My tomato leaves have brown spots with rings like a target, the lower leaves turn yellow', language: 'en' },
  { text: 'Potato leaves have dark wet patches and white mould underneath after cool rainy days', language: 'en' },
  { text: 'Rice leaves show diamond shaped spots with grey centres and brown edges', language: 'en' },
  { text: 'Orange powdery pustules on wheat leaves that rub off on my fingers', language: 'en' },
  { text: 'White powder all over my cucumber leaves', language: 'en' },
  { text: 'my plant looks sad', language: 'en' },
  { text: 'The weather was nice today and we went to the market', language: 'en' },
  { text: 'Las hojas del tomate tienen manchas marrones con anillos y se ponen amarillas', language: 'es' },
  { text: 'Les feuilles de vigne ont des taches jaunes huileuses et un duvet blanc dessous', language: 'fr' },
  { text: 'আলুর পাতায় কালো দাগ, পাতা পচে যাচ্ছে', language: 'bn' },
  { text: 'धान की पत्तियों पर भूरे धब्बे हैं और पत्तियां सूख रही हैं', language: 'hi' },
  { text: '', photo: 'tomato-bacterial-spot/0002.jpg', language: 'en' },
  { text: 'potato leaves going bad', photo: 'potato-late-blight/0006.jpg', language: 'en' },
  { text: '', photo: 'citrus-canker/0019.jpg', language: 'en' },
  { text: '', photo: 'apple-healthy/0010.jpg', language: 'en' },
  { text: '', photo: 'not-a-crop-leaf/objects-0361.jpg', language: 'en' },
  { text: 'yellow streaks on my sugarcane', photo: 'sugarcane-mosaic/0007.jpg', language: 'en' },
  { text: '', photo: 'coffee-healthy/0002.jpg', language: 'es' },
  {
    text: 'tomato leaves yellow on top with olive mould underneath',
    photo: 'tomato-leaf-mold/0006.jpg',
    language: 'en',
  },
  // a crop the photo model does not know: the photo is measured, on the phone as on the service
  { text: 'my cabbage leaves have brown spots', photo: 'tomato-bacterial-spot/0010.jpg', language: 'en' },
];

interface Outcome {
  verdict: string;
  top: string | null;
  /** The leading cause's name, in the answer's language. */
  name: string | null;
  /** The first three causes listed. */
  first: string[];
}

const photoBytes = (file: string) => readFileSync(path.join(PHOTOS, file));

async function serviceOutcome(page: Page, c: Case): Promise<Outcome> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    userInputText: c.text,
  };
  if (c.photo) multipart.image = { name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: photoBytes(c.photo) };
  // straight to the diagnosis service (the API forwards the page's requests there unchanged)
  const service = `http://127.0.0.1:${process.env.E2E_DIAGNOSIS_PORT}`;
  const response = await page.request.post(`${service}/api/images/analyze`, {
    multipart,
    headers: { 'Accept-Language': c.language },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: { verdict: string; candidates: { id: string; name: string }[] };
  };
  return {
    verdict: data.verdict,
    top: data.candidates[0]?.id ?? null,
    name: data.candidates[0]?.name ?? null,
    first: data.candidates.slice(0, 3).map((c) => c.id),
  };
}

/** The same cases through the built app's own on-device engine (the offline pack's files), in this Chromium. */
async function phoneOutcomes(page: Page, cases: Case[]): Promise<Outcome[]> {
  const inputs = cases.map((c) => ({ ...c, photo: c.photo ? photoBytes(c.photo).toString('base64') : undefined }));
  return page.evaluate(async (all) => {
    const list = await (await fetch('/offline-diagnosis/pack.json')).json();
    const { OnDeviceDiagnosis } = await import(list.entry);
    const [model, labels, wasm] = await Promise.all([
      fetch(list.model).then((r) => r.arrayBuffer()),
      fetch(list.labels).then((r) => r.json()),
      fetch(list.wasm).then((r) => r.arrayBuffer()),
    ]);
    const engine = await OnDeviceDiagnosis.create({ model, labels, wasm });
    const outcomes = [];
    for (const c of all) {
      const photo = c.photo
        ? new Blob([Uint8Array.from(atob(c.photo), (ch) => ch.charCodeAt(0))], { type: 'image/jpeg' })
        : undefined;
      const { result } = await engine.diagnose(c.text, photo, c.language);
      outcomes.push({
        verdict: result.verdict,
        top: result.candidates[0]?.id ?? null,
        name: result.candidates[0]?.name ?? null,
        first: result.candidates.slice(0, 3).map((candidate: { id: string }) => candidate.id),
      });
    }
    return outcomes;
  }, inputs);
}

test('the phone gives the service’s verdict and leading cause for the same 20 cases', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const service: Outcome[] = [];
  for (const c of CASES) service.push(await serviceOutcome(page, c));
  const phone = await phoneOutcomes(page, CASES);
  const rows = CASES.map((c, i) => ({
    case: c.photo ?? c.text.slice(0, 40),
    service: service[i],
    phone: phone[i],
  }));
  const agree = rows.filter((r) => r.service?.verdict === r.phone?.verdict && r.service?.top === r.phone?.top);
  console.log(`on-device parity: ${agree.length}/${rows.length}`);
  for (const r of rows) console.log(JSON.stringify(r));
  expect(new Set(service.map((o) => o.verdict)).size, 'the cases cover several verdicts').toBeGreaterThanOrEqual(3);
  // the same verdict every time; the same leading cause wherever the answer names one (diagnosed,
  // possible); for a healthy or unsure answer, whose causes are all unlikely, the phone's first cause
  // among the service's first three (the browser and sharp decode and shrink a photo a little differently)
  const named = rows.filter((r, i) => CASES[i]?.language !== 'en' && r.service?.name && r.service.top === r.phone?.top);
  expect(named.length, 'causes named in other languages than English').toBeGreaterThanOrEqual(3);
  for (const r of rows) {
    expect(r.phone?.verdict, r.case).toBe(r.service?.verdict);
    // in the farmer's language: the phone loads that language's texts of the knowledge base
    if (r.phone?.top === r.service?.top) expect(r.phone?.name, r.case).toBe(r.service?.name);
    if (r.service?.verdict === 'diagnosed' || r.service?.verdict === 'possible') {
      expect(r.phone?.top, r.case).toBe(r.service.top);
    } else if (r.service?.first.length) {
      expect(r.service.first, r.case).toContain(r.phone?.top);
    } else {
      expect(r.phone?.top, r.case).toBeNull();
    }
  }
});

test('a farmer downloads diagnosis for offline use, then is answered on the phone with no connection', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.goto('/farmAI/diagnosis');
  await controlledByServiceWorker(page);
  const pack = page.getByRole('region', { name: 'Diagnosis without a connection' });
  await expect(
    pack.getByText(/^Downloads the photo model and the knowledge base once \(\d+(\.\d)? MB\)/),
  ).toBeVisible();
  // nothing of the pack is on the phone before the farmer asks for it
  expect(await page.evaluate(() => caches.has('farmai-offline-diagnosis'))).toBe(false);
  await pack.getByRole('button', { name: 'Use diagnosis offline' }).click();
  await expect(pack.getByText('Diagnosis works on this phone with no connection.')).toBeVisible({ timeout: 90_000 });

  const historyBefore = await historyOf(page);
  await context.setOffline(true);
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/images/analyze') && sent.push(r.url()));
  await page
    .getByLabel('Describe the symptoms of your infected crops')
    .fill('tomato leaves yellow on top, olive mould below');
  await page
    .getByLabel('Upload Image (optional)')
    .setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: photoBytes('tomato-leaf-mold/0006.jpg') });
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByRole('region', { name: 'FarmAI Analysis Result:' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('note')).toHaveText(
    'This answer was made on this phone, offline. Your question will be sent again when you are back online, and that answer saved in your history.',
  );
  const waiting = pack.getByText(
    '1 diagnosis made offline waits to be saved in your history when you are back online.',
  );
  await expect(waiting).toBeVisible();
  await expect(result.getByText('Leaf mold of tomato', { exact: false }).first()).toBeVisible();
  expect(sent).toEqual([]);
  await result.scrollIntoViewIfNeeded();
  await screenshots(page, 'offline-diagnosis-answer');

  // back online: the question goes to the service once, and its answer (with the photo's thumbnail) is in the history
  const saved = page.waitForResponse((r) => r.url().includes('/api/images/analyze'));
  await context.setOffline(false);
  expect((await saved).status()).toBe(201);
  await expect(waiting).toBeHidden({ timeout: 30_000 });
  const added = (await historyOf(page)).filter((entry) => !historyBefore.some((b) => b.id === entry.id));
  expect(added).toHaveLength(1);
  expect(added[0]?.text).toBe('tomato leaves yellow on top, olive mould below');
  expect(added[0]?.top?.name).toMatch(/Leaf mold of tomato/i);
  expect(added[0]?.thumbnailUrl).toMatch(/diagnosis-history/);
  const past = page.getByRole('region', { name: 'AI-Generated Past Suggestions' });
  await expect(past.getByText('tomato leaves yellow on top, olive mould below').first()).toBeVisible();
  // sent once: a reload sends nothing more
  await page.reload();
  await expect(page.getByLabel('Describe the symptoms of your infected crops')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(await historyOf(page)).toHaveLength(Math.min(50, historyBefore.length + 1));
});

const hindi: Record<string, string> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../src/locales/hi/diagnosis.json'), 'utf8'),
);
const inHindi = (key: string) => {
  const text = hindi[key];
  if (!text) throw new Error(`hi: no message diagnosis.${key}`);
  return text;
};

test('a Hindi-reading farmer downloads the Hindi texts only, and is answered in Hindi with no connection', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/farmAI/diagnosis');
  await controlledByServiceWorker(page);
  const symptoms = 'टमाटर की पत्तियों पर भूरे धब्बे हैं जिनमें छल्ले बने हैं, नीचे की पत्तियां पीली हो रही हैं';
  const service = await serviceOutcome(page, { text: symptoms, language: 'hi' });
  expect(service.name, 'the service names the cause in Hindi').toMatch(/[\u0900-\u097F]/);

  const pack = page.getByRole('region', { name: inHindi('offlinePackTitle') });
  await pack.getByRole('button', { name: inHindi('offlinePackButton') }).click();
  await expect(pack.getByText(inHindi('offlinePackReady'))).toBeVisible({ timeout: 90_000 });
  const kept = await page.evaluate(async () =>
    (await (await caches.open('farmai-offline-diagnosis')).keys()).map((r) => new URL(r.url).pathname),
  );
  expect(kept.filter((url) => /offline-diagnosis-hi-/.test(url))).toHaveLength(1);
  expect(kept.filter((url) => /offline-diagnosis-(bn|es|fr)-/.test(url))).toEqual([]);

  await context.setOffline(true);
  await page.getByLabel(inHindi('symptomsLabel')).fill(symptoms);
  await page.getByRole('button', { name: inHindi('submit') }).click();
  const result = page.getByRole('region', { name: inHindi('resultTitle') });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('note')).toHaveText(inHindi('madeOnPhoneSavedLater'));
  await expect(result.getByText(service.name ?? 'no name', { exact: false }).first()).toBeVisible();
  await result.scrollIntoViewIfNeeded();
  await screenshots(page, 'offline-diagnosis-answer-hi');
  await context.setOffline(false);
});

test('a farmer who changes language gets its texts added to the pack once online, and is told when they are missing', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.goto('/farmAI/diagnosis');
  await controlledByServiceWorker(page);
  const pack = page.getByRole('region', { name: 'Diagnosis without a connection' });
  await pack.getByRole('button', { name: 'Use diagnosis offline' }).click();
  await expect(pack.getByText('Diagnosis works on this phone with no connection.')).toBeVisible({ timeout: 90_000 });
  const textsOnPhone = () =>
    page.evaluate(async () =>
      (await (await caches.open('farmai-offline-diagnosis')).keys())
        .map((r) => new URL(r.url).pathname)
        .filter((url) => /offline-diagnosis-(bn|es|fr|hi)-/.test(url)),
    );
  expect(await textsOnPhone()).toEqual([]);
  const symptoms = 'आलू की पत्तियों पर काले धब्बे हैं और पत्तियां सड़ रही हैं';
  const service = await serviceOutcome(page, { text: symptoms, language: 'hi' });
  expect(service.name, 'the service names the cause in Hindi').toMatch(/[\u0900-\u097F]/);
  const diagnose = async () => {
    await page.getByLabel(inHindi('symptomsLabel')).fill(symptoms);
    await page.getByRole('button', { name: inHindi('submit') }).click();
    const result = page.getByRole('region', { name: inHindi('resultTitle') });
    await expect(result.getByRole('note')).toContainText(inHindi('madeOnPhoneSavedLater'), { timeout: 60_000 });
    return result;
  };

  // with no connection the farmer switches to Hindi: the page is in Hindi, the causes in English, and it says so
  await context.setOffline(true);
  await page.getByLabel('Language').selectOption('hi');
  let result = await diagnose();
  await expect(result.getByRole('note')).toContainText(inHindi('onPhoneInEnglish'));
  await expect(result.getByText(service.name ?? 'no name', { exact: false })).toHaveCount(0);
  await result.scrollIntoViewIfNeeded();
  await screenshots(page, 'offline-diagnosis-entries-in-english');

  // back online, the Hindi texts come to the phone; opened again and offline, the causes are in Hindi
  await context.setOffline(false);
  await expect.poll(textsOnPhone, { timeout: 30_000 }).toEqual([expect.stringMatching(/offline-diagnosis-hi-/)]);
  await page.reload();
  await expect(page.getByLabel(inHindi('symptomsLabel'))).toBeVisible();
  await context.setOffline(true);
  result = await diagnose();
  await expect(result.getByRole('note')).not.toContainText(inHindi('onPhoneInEnglish'));
  await expect(result.getByText(service.name ?? 'no name', { exact: false }).first()).toBeVisible();
  await context.setOffline(false);
});

interface HistorySummary {
  id: string;
  text: string;
  top: { name: string } | null;
  thumbnailUrl: string | null;
}

async function historyOf(page: Page): Promise<HistorySummary[]> {
  const response = await page.request.get('/api/diagnosis/history');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: HistorySummary[] }).data;
}
