import { ENGLISH, type ReportContext } from '@farmai/diagnosis-engine/report-text';
import type { LeafModel } from './leaf-model.js';
import { openPhoto, type Pixels, rgbPixels } from './photo-pixels.js';

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
 * (zero after normalisation), a few to a batch, and the drop in the answer's probability is spread
 * over the cells the square covered. 25 model runs of a couple of milliseconds each, and one more
 * for the whole photo unless its probability (`known`, from the model's reading) is given.
 */
export async function attentionMap(
  model: LeafModel,
  photo: Buffer | Pixels | Float32Array,
  classId: string,
  known?: number,
): Promise<AttentionMap> {
  const started = performance.now();
  const size = model.labels.inputSize;
  const index = model.labels.classes.findIndex((c) => c.id === classId);
  const base = photo instanceof Float32Array ? photo : await model.input(photo);
  const cell = size / CELLS;
  const positions: [number, number][] = [];
  for (let cy = 0; cy + WINDOW <= CELLS; cy++) for (let cx = 0; cx + WINDOW <= CELLS; cx++) positions.push([cx, cy]);
  // the whole photo first when its probability is not known, then each masked copy, made in the batch
  const first = known === undefined ? 1 : 0;
  const runs = positions.length + first;
  const probabilities = await model.probabilitiesOfMade(runs, (slot, i) => {
    slot.set(base);
    const at = positions[i - first];
    if (at) occlude(slot, size, at[0] * cell, at[1] * cell, WINDOW * cell);
  });
  const p0 = known ?? probabilities.shift()?.[index] ?? 0;
  const sum = new Float32Array(CELLS * CELLS);
  const count = new Float32Array(CELLS * CELLS);
  positions.forEach(([cx, cy], i) => {
    const drop = Math.max(0, p0 - (probabilities[i]?.[index] ?? 0));
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
  return { cells: CELLS, values, runs, ms: performance.now() - started };
}

/** Sets a square of the input to the mean colour (zero after normalisation), in place. */
function occlude(out: Float32Array, size: number, x0: number, y0: number, side: number): void {
  const plane = size * size;
  const xa = Math.round(x0);
  const xb = Math.min(size, Math.round(x0 + side));
  for (let y = Math.round(y0); y < Math.min(size, Math.round(y0 + side)); y++) {
    for (let c = 0; c < 3; c++) out.fill(0, c * plane + y * size + xa, c * plane + y * size + xb);
  }
}

/** The legend under the map, in the context's language: the crop (an id) and the problem the model read. */
export function attentionLegend(crop: string, problem: string, ctx: ReportContext = ENGLISH): string {
  return `${ctx.t.legend.lookedFor(ctx.cropName(crop), problem)} · FarmAI`;
}

/** The warm colour of the map: green channel and opacity at each cell (none under a quarter of the top value). */
function heatCells(map: AttentionMap) {
  const green = new Float32Array(map.values.length);
  const alpha = new Float32Array(map.values.length);
  map.values.forEach((v, i) => {
    green[i] = Math.round(200 * (1 - v));
    alpha[i] = v < 0.25 ? 0 : Math.round(150 * v) / 255;
  });
  return { green, alpha };
}

/**
 * Lays the map over the square of `side` px at (`left`, `top`) of the RGB pixels, in place: red to
 * yellow, more opaque where hiding the photo changed the answer more, interpolated between cells
 * (drawn here rather than by resizing a layer and compositing it, which cost most of the drawing).
 */
function layHeat(base: Pixels, map: AttentionMap, left: number, top: number, side: number): void {
  const { green, alpha } = heatCells(map);
  const n = map.cells;
  const at = (p: number) => {
    const s = Math.min(n - 1, Math.max(0, ((p + 0.5) * n) / side - 0.5));
    const i = Math.min(n - 2, Math.floor(s));
    return { i, f: s - i };
  };
  const columns = Array.from({ length: side }, (_, x) => at(x));
  const { data, width, channels } = base;
  // bilinear between the four cells around a pixel
  const mix = (v: Float32Array, c: number, fx: number, fy: number) =>
    ((v[c] ?? 0) * (1 - fx) + (v[c + 1] ?? 0) * fx) * (1 - fy) +
    ((v[c + n] ?? 0) * (1 - fx) + (v[c + n + 1] ?? 0) * fx) * fy;
  for (let y = 0; y < side; y++) {
    const { i: row, f: fy } = at(y);
    for (let x = 0; x < side; x++) {
      const { i: col, f: fx } = columns[x] as { i: number; f: number };
      const c = row * n + col;
      const a = mix(alpha, c, fx, fy);
      if (a <= 0) continue;
      const o = ((top + y) * width + left + x) * channels;
      data[o] = Math.round((data[o] ?? 0) * (1 - a) + 255 * a);
      data[o + 1] = Math.round((data[o + 1] ?? 0) * (1 - a) + mix(green, c, fx, fy) * a);
      data[o + 2] = Math.round((data[o + 2] ?? 0) * (1 - a));
    }
  }
}

/** A dashed white outline (2 px, 6 on and 4 off, 70% opaque) around the square the model classified, in place. */
function outlineSquare(base: Pixels, left: number, top: number, side: number): void {
  const { data, width, channels } = base;
  const paint = (x: number, y: number) => {
    const o = (y * width + x) * channels;
    for (let k = 0; k < 3; k++) data[o + k] = Math.round((data[o + k] ?? 0) * 0.3 + 255 * 0.7);
  };
  for (let d = 0; d < side; d++) {
    if (d % 10 >= 6) continue;
    for (let w = 0; w < 2; w++) {
      paint(left + d, top + w);
      paint(left + d, top + side - 1 - w);
      if (d >= 2 && d < side - 2) {
        paint(left + w, top + d);
        paint(left + side - 1 - w, top + d);
      }
    }
  }
}

/**
 * The photo with the model's attention laid over the part it classified (the centre square): warm
 * colour where hiding the photo changed the answer most, nothing where it did not, and a legend.
 * Returns a JPEG.
 */
export async function renderAttention(
  photo: Buffer | Pixels,
  map: AttentionMap,
  legend: string,
  maxSize = 1024,
): Promise<Buffer> {
  const base = await rgbPixels(photo, maxSize);
  const W = base.width;
  const H = base.height;
  const side = Math.min(W, H);
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  layHeat(base, map, left, top, side);
  outlineSquare(base, left, top, side);
  const legendHeight = Math.max(28, Math.round(Math.min(W, 1024) * 0.05));
  const fontSize = Math.max(8, Math.min(Math.round(legendHeight * 0.5), Math.floor((W - 16) / (0.6 * legend.length))));
  // the legend strip only: an SVG as large as the photo took longer to draw and lay over it
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${legendHeight}">
<text x="8" y="${Math.round(legendHeight / 2 + fontSize * 0.35)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(legend)}</text>
</svg>`;
  return openPhoto(base)
    .extend({ bottom: legendHeight, background: '#1b1b1b' })
    .composite([{ input: Buffer.from(svg), top: H, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
