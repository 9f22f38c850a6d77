import sharp from 'sharp';
import type { LeafModel } from './leaf-model.js';
import { ENGLISH, type ReportContext } from './report-text.js';

/** Where the photo model looked: how much hiding each part of its input lowers its answer. */
export interface AttentionMap {
  /** Cells per side of the model's (square, centre-cropped) input. */
  cells: number;
  /** cells × cells, row by row, 0 … 1 (1: hiding this part removes most of the answer). */
  values: Float32Array;
  /** Model runs made to measure it. */
  runs: number;
  ms: number;
}

/** Grid of the map and the hidden square: a window of 2 × 2 cells slid one cell at a time. */
const CELLS = 6;
const WINDOW = 2;

/**
 * Occlusion sensitivity: the input is shown again with one square at a time set to the mean colour
 * (zero after normalisation), all in one batch, and the drop in the answer's probability is spread
 * over the cells the square covered. 25 model runs of a couple of milliseconds each.
 */
export async function attentionMap(model: LeafModel, photo: Buffer, classId: string): Promise<AttentionMap> {
  const started = performance.now();
  const size = model.labels.inputSize;
  const index = model.labels.classes.findIndex((c) => c.id === classId);
  const base = (await model.tensor(photo)).data as Float32Array;
  const cell = size / CELLS;
  const positions: [number, number][] = [];
  for (let cy = 0; cy + WINDOW <= CELLS; cy++) for (let cx = 0; cx + WINDOW <= CELLS; cx++) positions.push([cx, cy]);
  const inputs = [base, ...positions.map(([cx, cy]) => occlude(base, size, cx * cell, cy * cell, WINDOW * cell))];
  const probabilities = await model.probabilitiesOf(inputs);
  const p0 = probabilities[0]?.[index] ?? 0;
  const sum = new Float32Array(CELLS * CELLS);
  const count = new Float32Array(CELLS * CELLS);
  positions.forEach(([cx, cy], i) => {
    const drop = Math.max(0, p0 - (probabilities[i + 1]?.[index] ?? 0));
    for (let y = cy; y < cy + WINDOW; y++) {
      for (let x = cx; x < cx + WINDOW; x++) {
        sum[y * CELLS + x] = (sum[y * CELLS + x] ?? 0) + drop;
        count[y * CELLS + x] = (count[y * CELLS + x] ?? 0) + 1;
      }
    }
  });
  const values = sum.map((s, i) => s / (count[i] || 1));
  const max = values.reduce((m, v) => Math.max(m, v), 0);
  if (max > 0) for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) / max;
  return { cells: CELLS, values, runs: inputs.length, ms: performance.now() - started };
}

function occlude(base: Float32Array, size: number, x0: number, y0: number, side: number): Float32Array {
  const out = base.slice();
  const plane = size * size;
  const xa = Math.round(x0);
  const xb = Math.min(size, Math.round(x0 + side));
  for (let y = Math.round(y0); y < Math.min(size, Math.round(y0 + side)); y++) {
    for (let c = 0; c < 3; c++) out.fill(0, c * plane + y * size + xa, c * plane + y * size + xb);
  }
  return out;
}

/** The legend under the map, in the context's language: the crop (an id) and the problem the model read. */
export function attentionLegend(crop: string, problem: string, ctx: ReportContext = ENGLISH): string {
  return `${ctx.t.legend.lookedFor(ctx.cropName(crop), problem)} · FarmAI`;
}

/**
 * The photo with the model's attention laid over the part it classified (the centre square): warm
 * colour where hiding the photo changed the answer most, nothing where it did not, and a legend.
 * Returns a JPEG.
 */
export async function renderAttention(
  photo: Buffer,
  map: AttentionMap,
  legend: string,
  maxSize = 1024,
): Promise<Buffer> {
  const base = await sharp(photo, { failOn: 'error' })
    .rotate()
    .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const W = base.info.width;
  const H = base.info.height;
  const side = Math.min(W, H);
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const heat = Buffer.alloc(map.cells * map.cells * 4);
  map.values.forEach((v, i) => {
    heat[i * 4] = 255;
    heat[i * 4 + 1] = Math.round(200 * (1 - v));
    heat[i * 4 + 2] = 0;
    heat[i * 4 + 3] = v < 0.25 ? 0 : Math.round(150 * v);
  });
  const layer = await sharp(heat, { raw: { width: map.cells, height: map.cells, channels: 4 } })
    .resize({ width: side, height: side, fit: 'fill', kernel: 'cubic' })
    .png()
    .toBuffer();
  const legendHeight = Math.max(28, Math.round(Math.min(W, 1024) * 0.05));
  const fontSize = Math.max(8, Math.min(Math.round(legendHeight * 0.5), Math.floor((W - 16) / (0.6 * legend.length))));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H + legendHeight}">
<rect x="${left + 1}" y="${top + 1}" width="${side - 2}" height="${side - 2}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-dasharray="6 4" stroke-width="2"/>
<rect x="0" y="${H}" width="${W}" height="${legendHeight}" fill="#1b1b1b"/>
<text x="8" y="${H + Math.round(legendHeight / 2 + fontSize * 0.35)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(legend)}</text>
</svg>`;
  return sharp(base.data, { raw: { width: W, height: H, channels: base.info.channels } })
    .extend({ bottom: legendHeight, background: '#1b1b1b' })
    .composite([
      { input: layer, top, left },
      { input: Buffer.from(svg), top: 0, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
