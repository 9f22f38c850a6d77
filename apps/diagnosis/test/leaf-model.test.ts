import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { LeafModel } from '../src/engine/leaf-model.js';
import { heldOutPhotos } from './support/leaf-photos.js';

let model: LeafModel;
beforeAll(async () => {
  model = await LeafModel.load();
});

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

describe('the leaf-photo model on the photos held out from its training', () => {
  it('names the right class for at least 85% of them', async () => {
    const photos = heldOutPhotos('test');
    expect(photos.length).toBeGreaterThan(1000);
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
    const all = sum([...perClass.values()]);
    const crops = new Map<string, { n: number; right: number; top3: number }[]>();
    for (const [id, row] of perClass) {
      const crop = id.split('-')[0] ?? id;
      crops.set(crop, [...(crops.get(crop) ?? []), row]);
    }
    const field = sum([...perClass].filter(([id]) => /^(sugarcane|cotton)-/.test(id)).map(([, row]) => row));
    const lines = [
      `Leaf model on ${all.n} held-out photos: top-1 ${all.right}/${all.n} (${pct(all.right, all.n)}), top-3 ${pct(all.top3, all.n)}; ${(ms / all.n).toFixed(1)} ms per photo in the model`,
      `Field photos (sugarcane, cotton): top-1 ${field.right}/${field.n} (${pct(field.right, field.n)})`,
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
    expect(all.right / all.n).toBeGreaterThanOrEqual(0.85);
  }, 600_000);
});
