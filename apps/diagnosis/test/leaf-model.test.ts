import { readFile } from 'node:fs/promises';
import { photoEvidence } from '@farmai/diagnosis-engine/photo-evidence';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LeafModel } from '../src/engine/leaf-model.js';
import { NOT_A_LEAF, testPhotos } from './support/leaf-photos.js';

let model: LeafModel;
beforeAll(async () => {
  model = await LeafModel.load();
});

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

describe('the leaf-photo model on the photos held out from its training', () => {
  it('names the right class for most leaves and takes almost nothing else for a crop', async () => {
    const { photos: all, source, full } = testPhotos();
    const photos = all.filter((p) => p.classId !== NOT_A_LEAF);
    const others = new Map<string, { n: number; taken: number }>();
    for (const photo of all.filter((p) => p.classId === NOT_A_LEAF)) {
      const group = others.get(photo.group ?? '') ?? { n: 0, taken: 0 };
      group.n += 1;
      // taken for a crop as the service takes it from a photo with a text that names no crop
      if (photoEvidence(await model.predict(await readFile(photo.file)), []).status === 'recognised') group.taken += 1;
      others.set(photo.group ?? '', group);
    }
    expect(photos.length).toBeGreaterThan(full ? 1000 : 100);
    const perClass = new Map<string, { n: number; right: number; top3: number }>();
    const confusions = new Map<string, number>();
    let ms = 0;
    for (const photo of photos) {
      const prediction = await model.predict(await readFile(photo.file));
      ms += prediction.inferenceMs;
      const ids = prediction.classes.map((c) => c.id);
      const row = perClass.get(photo.classId) ?? { n: 0, right: 0, top3: 0 };
      row.n += 1;
      if (ids[0] === photo.classId) row.right += 1;
      else confusions.set(`${photo.classId} → ${ids[0]}`, (confusions.get(`${photo.classId} → ${ids[0]}`) ?? 0) + 1);
      if (ids.slice(0, 3).includes(photo.classId)) row.top3 += 1;
      perClass.set(photo.classId, row);
    }
    const sum = (rows: { n: number; right: number; top3: number }[]) =>
      rows.reduce((a, r) => ({ n: a.n + r.n, right: a.right + r.right, top3: a.top3 + r.top3 }), {
        n: 0,
        right: 0,
        top3: 0,
      });
    const crops = new Map<string, { n: number; right: number; top3: number }[]>();
    for (const [id, row] of perClass) {
      const crop = id.split('-')[0] ?? id;
      crops.set(crop, [...(crops.get(crop) ?? []), row]);
    }
    const field = sum(
      [...perClass].filter(([id]) => /^(sugarcane|cotton|bean|banana|rice)-/.test(id)).map(([, row]) => row),
    );
    const total = sum([...perClass.values()]);
    const nonPlants = [...others].filter(([g]) => g !== 'other-plants').map(([, g]) => g);
    const taken = nonPlants.reduce((a, g) => a + g.taken, 0);
    const nNon = nonPlants.reduce((a, g) => a + g.n, 0);
    const lines = [
      `Photos: ${source}`,
      `Not crop leaves taken for one: ${[...others].map(([g, o]) => `${g} ${o.taken}/${o.n}`).join(', ')}`,
      `Leaf model on ${total.n} held-out photos: top-1 ${total.right}/${total.n} (${pct(total.right, total.n)}), top-3 ${pct(total.top3, total.n)}; ${(ms / total.n).toFixed(1)} ms per photo in the model`,
      `Field photos (sugarcane, cotton, bean, banana, rice): top-1 ${field.right}/${field.n} (${pct(field.right, field.n)})`,
      `Per crop: ${[...crops].map(([crop, rows]) => `${crop} ${pct(sum(rows).right, sum(rows).n)}`).join(', ')}`,
      'Per class:',
      ...[...perClass].sort().map(([id, row]) => `  ${id.padEnd(32)} ${row.right}/${row.n} (${pct(row.right, row.n)})`),
      `Most frequent confusions: ${[...confusions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([pair, n]) => `${pair} ×${n}`)
        .join('; ')}`,
    ];
    console.log(lines.join('\n'));
    expect(total.right / total.n).toBeGreaterThanOrEqual(full ? 0.85 : 0.75);
    expect(taken / Math.max(1, nNon)).toBeLessThanOrEqual(full ? 0.02 : 0);
    const plants = others.get('other-plants');
    if (plants) expect(plants.taken / plants.n).toBeLessThanOrEqual(0.1);
  }, 600_000);
});

describe('the views the model reads of one photo', () => {
  it('are the photo mirrored as an image library mirrors it, their probabilities averaged', async () => {
    const views = model.labels.views ?? ['identity'];
    expect(views.length).toBeGreaterThan(1);
    const photo = testPhotos().photos.find((p) => p.classId !== NOT_A_LEAF);
    if (!photo) throw new Error('no leaf photo');
    const bytes = await readFile(photo.file);
    const size = model.labels.inputSize;
    // each view made by sharp from the centre crop, then read alone
    const crop = await sharp(bytes).rotate().resize(size, size, { fit: 'cover' }).png().toBuffer();
    const made: Record<string, (s: Sharp) => Sharp> = {
      identity: (s) => s,
      'horizontal-flip': (s) => s.flop(),
      'vertical-flip': (s) => s.flip(),
      'rotate-90': (s) => s.rotate(270),
    };
    const inputs = await Promise.all(
      views.map(async (v) => model.input(await (made[v] as (s: Sharp) => Sharp)(sharp(crop)).toBuffer())),
    );
    const rows = await model.probabilitiesOf(inputs);
    const mean = (rows[0] ?? []).map((_, i) => rows.reduce((a, r) => a + (r[i] ?? 0), 0) / rows.length);
    const prediction = await model.predict(await model.input(crop));
    const byId = new Map(prediction.classes.map((c) => [c.id, c.probability]));
    model.labels.classes.forEach((c, i) => {
      if (c.crop !== null) expect(byId.get(c.id)).toBeCloseTo(mean[i] ?? 0, 4);
    });
    // and the views differ: a mirrored leaf is not read exactly as the leaf itself
    expect(Math.abs((rows[0]?.[0] ?? 0) - (rows[1]?.[0] ?? 0))).toBeGreaterThan(0);
  });
});
