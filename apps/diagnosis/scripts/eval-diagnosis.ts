/**
 * The photo diagnosis as a farmer meets it, on photos held out from training: every photo is sent
 * to the real service (one at a time, with the neutral text "please check my plant"), and the
 * model's own reading is measured too. Prints one table:
 * - per crop and photo kind (lab-style / field): top-1 and top-3 of the model, healthy leaves called
 *   healthy, and the service's verdicts (diagnosed right / diagnosed wrong / possible / healthy / unsure);
 * - photos that are not crop leaves: how many the service still diagnosed, per group;
 * - calibration error (before/after the temperature), and the service's p50/p95 time per photo.
 *
 *   npm run eval:diagnosis                 (the held-out photos of ../shared/datasets, else the samples)
 *   npm run eval:diagnosis -- --write      (also puts the table in models/leaf/MODEL_CARD.md)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AnalyzeResponse } from '@farmai/contracts';
import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import { CLASS_ENTRY } from '@farmai/diagnosis-engine/photo-evidence';
import { DEFAULT_LEAF_MODEL_DIR, type LeafModel } from '../src/engine/leaf-model.js';
import { buildTestApp } from '../test/support/app.js';
import { NOT_A_LEAF, type TestPhoto, testPhotos } from '../test/support/leaf-photos.js';
import { multipart } from '../test/support/multipart.js';

const TEXT = 'please check my plant';
const VERDICTS = ['diagnosed right', 'diagnosed wrong', 'possible', 'healthy', 'unsure'] as const;
type Row = { n: number; top1: number; top3: number; healthyN: number; healthyRight: number } & Record<
  (typeof VERDICTS)[number],
  number
>;

const newRow = (): Row => ({
  n: 0,
  top1: 0,
  top3: 0,
  healthyN: 0,
  healthyRight: 0,
  ...(Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<(typeof VERDICTS)[number], number>),
});
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
const quantile = (v: number[], q: number) => [...v].sort((a, b) => a - b)[Math.floor(q * (v.length - 1))] ?? 0;

/** Expected calibration error (15 bins) of the most likely class, with the probabilities raised to `power`. */
function ece(rows: { probs: number[]; truth: number }[], power: number): number {
  const bins = Array.from({ length: 15 }, () => ({ n: 0, conf: 0, right: 0 }));
  for (const { probs, truth } of rows) {
    const raised = probs.map((p) => p ** power);
    const total = raised.reduce((a, b) => a + b, 0);
    let best = 0;
    for (let i = 1; i < raised.length; i++) if ((raised[i] ?? 0) > (raised[best] ?? 0)) best = i;
    const conf = (raised[best] ?? 0) / total;
    const bin = bins[Math.min(14, Math.floor(conf * 15))] as { n: number; conf: number; right: number };
    bin.n += 1;
    bin.conf += conf;
    bin.right += best === truth ? 1 : 0;
  }
  return bins.reduce((e, b) => e + (b.n === 0 ? 0 : (b.n / rows.length) * Math.abs(b.conf / b.n - b.right / b.n)), 0);
}

async function kinds(): Promise<Map<string, string>> {
  const card = JSON.parse(await readFile(path.join(DEFAULT_LEAF_MODEL_DIR, 'labels.json'), 'utf8')) as {
    classes: { id: string; kind?: string }[];
  };
  return new Map(card.classes.map((c) => [c.id, c.kind === 'field' ? 'field' : 'lab']));
}

interface Measured {
  rows: Map<string, Row>;
  negatives: Map<string, { n: number; diagnosed: number; takenForCrop: number }>;
  calibration: { probs: number[]; truth: number }[];
  ms: number[];
}

async function measure(model: LeafModel, photos: TestPhoto[], send: (b: Buffer) => Promise<AnalyzeResponse>) {
  const kindOf = await kinds();
  const ids = model.labels.classes.map((c) => c.id);
  const m: Measured = { rows: new Map(), negatives: new Map(), calibration: [], ms: [] };
  for (const photo of photos) {
    const bytes = await readFile(photo.file);
    const started = performance.now();
    const { data } = await send(bytes);
    m.ms.push(performance.now() - started);
    const probs = await model.probabilitiesOf([(await model.tensor(bytes)).data as Float32Array]);
    m.calibration.push({ probs: probs[0] ?? [], truth: ids.indexOf(photo.classId) });
    const prediction = await model.predict(bytes);
    if (photo.classId === NOT_A_LEAF) {
      const g = m.negatives.get(photo.group ?? '') ?? { n: 0, diagnosed: 0, takenForCrop: 0 };
      g.n += 1;
      g.diagnosed += data.verdict === 'diagnosed' || data.verdict === 'healthy' ? 1 : 0;
      g.takenForCrop += data.crop ? 1 : 0;
      m.negatives.set(photo.group ?? '', g);
      continue;
    }
    const crop = photo.classId.split('-')[0] ?? '';
    const key = `${crop} ${kindOf.get(photo.classId) ?? 'lab'}`;
    const row = m.rows.get(key) ?? newRow();
    const top = prediction.classes.map((c) => c.id);
    row.n += 1;
    row.top1 += top[0] === photo.classId ? 1 : 0;
    row.top3 += top.slice(0, 3).includes(photo.classId) ? 1 : 0;
    const healthy = CLASS_ENTRY[photo.classId] === 'healthy';
    if (healthy) {
      row.healthyN += 1;
      row.healthyRight += data.verdict === 'healthy' ? 1 : 0;
    }
    const verdict = data.verdict ?? 'unsure';
    if (verdict === 'diagnosed') {
      const right = data.candidates?.[0]?.id === CLASS_ENTRY[photo.classId];
      row[right ? 'diagnosed right' : 'diagnosed wrong'] += 1;
    } else row[verdict] += 1;
    m.rows.set(key, row);
  }
  return m;
}

function table(m: Measured, source: string, temperature: number): string {
  const lines = [
    `Photos: ${source}; text "${TEXT}".`,
    '',
    `| crop | kind | photos | top-1 | top-3 | healthy called healthy | ${VERDICTS.join(' | ')} |`,
    `| --- | --- | ---: | ---: | ---: | ---: | ${VERDICTS.map(() => '---:').join(' | ')} |`,
  ];
  const all = newRow();
  for (const [key, r] of [...m.rows].sort()) {
    const [crop, kind] = key.split(' ');
    lines.push(
      `| ${crop} | ${kind} | ${r.n} | ${pct(r.top1, r.n)} | ${pct(r.top3, r.n)} | ${pct(r.healthyRight, r.healthyN)} | ${VERDICTS.map((v) => r[v]).join(' | ')} |`,
    );
    for (const k of Object.keys(all) as (keyof Row)[]) all[k] += r[k];
  }
  for (const kind of ['lab', 'field']) {
    const rows = [...m.rows].filter(([key]) => key.endsWith(kind)).map(([, r]) => r);
    const s = rows.reduce((a, r) => ({ n: a.n + r.n, top1: a.top1 + r.top1, top3: a.top3 + r.top3 }), {
      n: 0,
      top1: 0,
      top3: 0,
    });
    lines.push(`| **all** | ${kind} | ${s.n} | ${pct(s.top1, s.n)} | ${pct(s.top3, s.n)} | | | | | | |`);
  }
  lines.push(
    `| **all** | both | ${all.n} | ${pct(all.top1, all.n)} | ${pct(all.top3, all.n)} | ${pct(all.healthyRight, all.healthyN)} | ${VERDICTS.map((v) => all[v]).join(' | ')} |`,
    '',
    '| not a crop leaf | photos | answered diagnosed or healthy | a crop named |',
    '| --- | ---: | ---: | ---: |',
  );
  for (const [group, g] of [...m.negatives].sort()) {
    lines.push(`| ${group} | ${g.n} | ${g.diagnosed} (${pct(g.diagnosed, g.n)}) | ${pct(g.takenForCrop, g.n)} |`);
  }
  const eceAfter = ece(m.calibration, 1);
  const eceBefore = ece(m.calibration, temperature);
  lines.push(
    '',
    `Calibration error (15 bins, every photo): ${eceBefore.toFixed(3)} before the temperature (${temperature}), ${eceAfter.toFixed(3)} after.`,
    `Time per photo through the service, one at a time: p50 ${quantile(m.ms, 0.5).toFixed(0)} ms, p95 ${quantile(m.ms, 0.95).toFixed(0)} ms (${m.ms.length} photos).`,
  );
  return lines.join('\n');
}

async function main() {
  const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { knowledgeBase: KNOWLEDGE_BASE });
  const model = t.app.leafModel;
  if (!model) throw new Error('the leaf model did not load');
  const { photos, source } = testPhotos();
  const send = async (image: Buffer) => {
    const { payload, headers } = multipart({
      userInputText: TEXT,
      image: { filename: 'leaf.jpg', contentType: 'image/jpeg', data: image },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers });
    if (res.statusCode !== 201) throw new Error(`analyze answered ${res.statusCode}: ${res.body}`);
    return res.json() as AnalyzeResponse;
  };
  const measured = await measure(model, photos, send);
  await t.close();
  const out = table(measured, source, model.labels.openSet?.temperature ?? 1);
  console.log(out);
  if (process.argv.includes('--write')) {
    const file = path.join(DEFAULT_LEAF_MODEL_DIR, 'MODEL_CARD.md');
    const card = await readFile(file, 'utf8');
    const marked = /<!-- eval:diagnosis -->[\s\S]*<!-- \/eval:diagnosis -->/;
    if (!marked.test(card)) throw new Error('MODEL_CARD.md has no <!-- eval:diagnosis --> section');
    await writeFile(file, card.replace(marked, `<!-- eval:diagnosis -->\n${out}\n<!-- /eval:diagnosis -->`));
  }
}

await main();
