import { CLASS_OF_CODE, isSpotCode, type LesionClass, MASK } from './lesion-classes.js';

/** Regions of the analysis mask: the background around the leaf, lesion spots, their halos, yellow patches. */

export interface LesionComponent {
  cls: LesionClass;
  /** Pixels (at analysis size). */
  area: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** A yellow ring surrounds the spot. */
  halo: boolean;
}

/** A component with its pixel indices, while the analysis runs. */
export type SpotComponent = LesionComponent & { pixels: number[] };

/** Background = non-core pixels reachable from the border (4-connected flood fill). */
export function findBackground(core: Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const background = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const seed = (i: number) => {
    if (!core[i] && !background[i]) {
      background[i] = 1;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (head < tail) {
    const i = queue[head++] ?? 0;
    const x = i % width;
    if (x > 0) seed(i - 1);
    if (x < width - 1) seed(i + 1);
    if (i >= width) seed(i - width);
    if (i < n - width) seed(i + width);
  }
  return background;
}

/** Square dilation of a binary mask by `radius` pixels (separable max filter). */
export function dilate(source: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const horizontal = new Uint8Array(source.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!source[row + x]) continue;
      const from = Math.max(0, x - radius);
      const to = Math.min(width - 1, x + radius);
      for (let xx = from; xx <= to; xx++) horizontal[row + xx] = 1;
    }
  }
  const out = new Uint8Array(source.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!horizontal[y * width + x]) continue;
      const from = Math.max(0, y - radius);
      const to = Math.min(height - 1, y + radius);
      for (let yy = from; yy <= to; yy++) out[yy * width + x] = 1;
    }
  }
  return out;
}

/** Calls `visit` with the index of each of the (up to 8) neighbours of pixel i inside the image. */
function forEachNeighbour(i: number, width: number, height: number, visit: (j: number) => void): void {
  const x = i % width;
  const y = (i - x) / width;
  for (let dy = -1; dy <= 1; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx;
      if (xx < 0 || xx >= width) continue;
      visit(yy * width + xx);
    }
  }
}

/** The class of a spot: its most frequent code, except that a dark spot with a brown rim is necrotic. */
function spotClass(counts: Map<number, number>): LesionClass {
  let best = MASK['necrotic-brown'] as number;
  let bestCount = -1;
  for (const [code, count] of counts) {
    if (count > bestCount) {
      best = code;
      bestCount = count;
    }
  }
  // a dark spot with a brown rim is one necrotic lesion, not a "black" one
  const dark = (counts.get(MASK.black) ?? 0) + (counts.get(MASK['necrotic-brown']) ?? 0);
  if (best === MASK.black && (counts.get(MASK['necrotic-brown']) ?? 0) > 0.35 * dark) best = MASK['necrotic-brown'];
  return CLASS_OF_CODE[best] ?? 'necrotic-brown';
}

/** Connected components (8-connected) of spot-forming lesion pixels (everything but yellow). */
export function findSpots(mask: Uint8Array, width: number, height: number): SpotComponent[] {
  const n = width * height;
  const label = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const components: SpotComponent[] = [];
  for (let start = 0; start < n; start++) {
    if (label[start] !== -1 || !isSpotCode(mask[start] ?? 0)) continue;
    const pixels: number[] = [];
    const counts = new Map<number, number>();
    const id = components.length;
    label[start] = id;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    const visit = (j: number) => {
      if (label[j] === -1 && isSpotCode(mask[j] ?? 0)) {
        label[j] = id;
        queue[tail++] = j;
      }
    };
    while (head < tail) {
      const i = queue[head++] ?? 0;
      pixels.push(i);
      const code = mask[i] ?? 0;
      counts.set(code, (counts.get(code) ?? 0) + 1);
      const x = i % width;
      const y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      forEachNeighbour(i, width, height, visit);
    }
    components.push({ cls: spotClass(counts), area: pixels.length, x0, y0, x1, y1, halo: false, pixels });
  }
  return components;
}

export interface Halos {
  /** Yellow pixels that belong to a halo. */
  haloPixels: Uint8Array;
  haloSpotCount: number;
  /** Necrotic and black spots, the ones that can have a halo. */
  darkSpotCount: number;
}

interface Size {
  width: number;
  height: number;
}

/** The ring of leaf pixels up to `radius` steps around a spot (not other spots, not background). */
function ringAround(spot: SpotComponent, stamp: number, ringStamp: Int32Array, mask: Uint8Array, size: Size) {
  const radius = Math.min(8, Math.max(2, Math.round(0.5 * Math.sqrt(spot.area / Math.PI))));
  let frontier = spot.pixels;
  const ring: number[] = [];
  for (let step = 0; step < radius; step++) {
    const next: number[] = [];
    const visit = (j: number) => {
      if (ringStamp[j] === stamp || isSpotCode(mask[j] ?? 0) || !mask[j]) return;
      ringStamp[j] = stamp;
      ring.push(j);
      next.push(j);
    };
    for (const i of frontier) forEachNeighbour(i, size.width, size.height, visit);
    frontier = next;
  }
  return ring;
}

/** Halo: a ring a few pixels wide around each necrotic/black spot, mostly chlorotic yellow; marks the spots. */
export function markHalos(spots: SpotComponent[], mask: Uint8Array, width: number, height: number): Halos {
  const n = width * height;
  const ringStamp = new Int32Array(n).fill(-1);
  const haloPixels = new Uint8Array(n);
  let haloSpotCount = 0;
  let darkSpotCount = 0;
  spots.forEach((spot, index) => {
    if (spot.cls !== 'necrotic-brown' && spot.cls !== 'black') return;
    darkSpotCount++;
    const ring = ringAround(spot, index, ringStamp, mask, { width, height });
    let yellow = 0;
    for (const j of ring) if (mask[j] === MASK['chlorotic-yellow']) yellow++;
    if (ring.length >= 4 && yellow / ring.length >= 0.4) {
      spot.halo = true;
      haloSpotCount++;
      for (const j of ring) if (mask[j] === MASK['chlorotic-yellow']) haloPixels[j] = 1;
    }
  });
  return { haloPixels, haloSpotCount, darkSpotCount };
}

/** Number of separate yellow patches (not halos) of at least minArea pixels. */
export function countPatches(
  mask: Uint8Array,
  exclude: Uint8Array,
  width: number,
  height: number,
  minArea: number,
): number {
  const n = width * height;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const isYellow = (j: number) => !seen[j] && mask[j] === MASK['chlorotic-yellow'] && !exclude[j];
  let patches = 0;
  for (let start = 0; start < n; start++) {
    if (!isYellow(start)) continue;
    let area = 0;
    let top = 0;
    seen[start] = 1;
    stack[top++] = start;
    const push = (j: number) => {
      seen[j] = 1;
      stack[top++] = j;
    };
    while (top > 0) {
      const i = stack[--top] ?? 0;
      area++;
      const x = i % width;
      if (x > 0 && isYellow(i - 1)) push(i - 1);
      if (x < width - 1 && isYellow(i + 1)) push(i + 1);
      if (i >= width && isYellow(i - width)) push(i - width);
      if (i < n - width && isYellow(i + width)) push(i + width);
    }
    if (area >= minArea) patches++;
  }
  return patches;
}
