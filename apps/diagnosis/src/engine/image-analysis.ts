import sharp from 'sharp';
import type { VisualSignature } from './knowledge/types.js';

/**
 * Photo analysis with plain pixel statistics (no model): find the plant tissue,
 * classify discoloured pixels on it, group them into spots and measure them.
 *
 * Heuristics (hue h in degrees, saturation s and value v in 0–1):
 * - Plant tissue ("core leaf") is green (h 70–170, s ≥ 0.18, v ≥ 0.12) or a clearly
 *   saturated yellow (h 45–70, s ≥ 0.4, v ≥ 0.3). Sky (blue hues), soil and stones
 *   (browns and greys with no green around them) and white paper are not tissue.
 * - The leaf is the core tissue plus everything it encloses: the background is
 *   flood-filled from the image border through non-core pixels, and whatever the
 *   flood cannot reach is leaf. So a brown spot inside a leaf counts as leaf, the
 *   brown soil around it does not. Lesions cut by the leaf edge or the photo edge are
 *   partly missed; a close-up that fills the frame works as long as spots are enclosed.
 * - On the leaf, pixels are classed as white-powdery (s < 0.25, v > 0.68), black
 *   (v < 0.2), chlorotic-yellow (h 45–70, s ≥ 0.35, v ≥ 0.35), orange-rust (h 15–45,
 *   s ≥ 0.6, v ≥ 0.6), necrotic-brown (reds/browns h < 45 or ≥ 330 with v < 0.8, and
 *   dull greys), purple (h 260–330) or healthy.
 * - Spots are 8-connected components of non-yellow lesion pixels; a necrotic spot has
 *   a halo when at least 40 % of a thin ring around it is chlorotic yellow.
 */

export type LesionClass = 'chlorotic-yellow' | 'necrotic-brown' | 'black' | 'white-powdery' | 'orange-rust' | 'purple';

export const LESION_CLASSES: readonly LesionClass[] = [
  'chlorotic-yellow',
  'necrotic-brown',
  'black',
  'white-powdery',
  'orange-rust',
  'purple',
];

/** Codes in ImageFeatures.mask. */
export const MASK = {
  background: 0,
  healthy: 1,
  'chlorotic-yellow': 2,
  'necrotic-brown': 3,
  black: 4,
  'white-powdery': 5,
  'orange-rust': 6,
  purple: 7,
} as const;

const CLASS_OF_CODE: (LesionClass | null)[] = [
  null,
  null,
  'chlorotic-yellow',
  'necrotic-brown',
  'black',
  'white-powdery',
  'orange-rust',
  'purple',
];

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

export interface ImageFeatures {
  /** Analysis size (the photo scaled to ≤ 512 px). */
  width: number;
  height: number;
  /** Enough plant tissue was found to say anything. */
  leafFound: boolean;
  /** Share of the photo that is plant tissue, %. */
  leafPct: number;
  /** Share of the leaf showing any lesion colour (incl. yellowing), %. */
  affectedPct: number;
  /** Share of the leaf per lesion class, %. */
  classPct: Record<LesionClass, number>;
  /** Yellow that is not part of a halo around a spot, % of the leaf. */
  diffuseYellowPct: number;
  /** Discrete spots (necrotic, black, white, orange or purple components). */
  spotCount: number;
  /** Mean spot size, % of the leaf. */
  meanSpotSizePct: number;
  largestSpotPct: number;
  /** Necrotic/black spots with a yellow halo, and their share of all necrotic/black spots. */
  haloSpotCount: number;
  haloFraction: number;
  hasHalo: boolean;
  /** Lesion colours present (≥ 0.5 % of the leaf), strongest first. */
  colours: LesionClass[];
  pattern: VisualSignature['pattern'];
  /** The largest components (at most 200), for the overlay. */
  components: LesionComponent[];
  /** Per-pixel class codes (see MASK), width × height. */
  mask: Uint8Array;
}

export const ANALYSIS_SIZE = 512;

function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const v = max / 255;
  const s = max === 0 ? 0 : d / max;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return [h, s, v];
}

function isCoreTissue(h: number, s: number, v: number): boolean {
  return (h >= 70 && h <= 170 && s >= 0.18 && v >= 0.12) || (h >= 45 && h < 70 && s >= 0.4 && v >= 0.3);
}

/** Class code of a pixel already known to be on the leaf. */
function classify(h: number, s: number, v: number): number {
  if (s < 0.25 && v > 0.68) return MASK['white-powdery'];
  if (v < 0.2) return MASK.black;
  if (h >= 45 && h < 70 && s >= 0.35 && v >= 0.35) return MASK['chlorotic-yellow'];
  if (h >= 15 && h < 45 && s >= 0.6 && v >= 0.6) return MASK['orange-rust'];
  if ((h < 45 || h >= 330) && s >= 0.2 && v < 0.8) return MASK['necrotic-brown'];
  if (s < 0.25 && v >= 0.2 && v <= 0.68) return MASK['necrotic-brown'];
  if (h >= 260 && h < 330 && s >= 0.2) return MASK.purple;
  return MASK.healthy;
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Decodes a photo to sRGB pixels at analysis size (transparent areas become white background). */
export async function decodeForAnalysis(input: Buffer, size = ANALYSIS_SIZE) {
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export async function analyseImage(input: Buffer): Promise<ImageFeatures> {
  const { data, width, height, channels } = await decodeForAnalysis(input);
  return analysePixels(data, width, height, channels);
}

/** The analysis proper, on raw RGB(A) pixels. */
export function analysePixels(data: Uint8Array, width: number, height: number, channels: number): ImageFeatures {
  const n = width * height;
  const hue = new Float32Array(n);
  const sat = new Float32Array(n);
  const val = new Float32Array(n);
  const core = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * channels;
    const [h, s, v] = hsv(data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0);
    hue[i] = h;
    sat[i] = s;
    val[i] = v;
    core[i] = isCoreTissue(h, s, v) ? 1 : 0;
  }

  // Background = non-core pixels reachable from the border (4-connected flood fill).
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

  // The leaf's outline is a blend of leaf and background colours: pixels within 2 px of
  // the background count as leaf but are never classed as lesions.
  const nearBackground = dilate(background, width, height, 2);

  const mask = new Uint8Array(n);
  let leafPixels = 0;
  const classCount = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (background[i]) continue;
    leafPixels++;
    const code = nearBackground[i] ? MASK.healthy : classify(hue[i] ?? 0, sat[i] ?? 0, val[i] ?? 0);
    mask[i] = code;
    classCount.set(code, (classCount.get(code) ?? 0) + 1);
  }

  const empty: Record<LesionClass, number> = {
    'chlorotic-yellow': 0,
    'necrotic-brown': 0,
    black: 0,
    'white-powdery': 0,
    'orange-rust': 0,
    purple: 0,
  };
  const leafPct = (100 * leafPixels) / Math.max(1, n);
  if (leafPixels < Math.max(400, n * 0.02)) {
    return {
      width,
      height,
      leafFound: false,
      leafPct: round(leafPct),
      affectedPct: 0,
      classPct: empty,
      diffuseYellowPct: 0,
      spotCount: 0,
      meanSpotSizePct: 0,
      largestSpotPct: 0,
      haloSpotCount: 0,
      haloFraction: 0,
      hasHalo: false,
      colours: [],
      pattern: 'none',
      components: [],
      mask,
    };
  }

  // Connected components (8-connected) of spot-forming lesion pixels (everything but yellow).
  const isSpot = (code: number) => code >= MASK['necrotic-brown'];
  const label = new Int32Array(n).fill(-1);
  const minArea = Math.max(3, Math.round(leafPixels * 0.00005));
  const components: (LesionComponent & { pixels: number[] })[] = [];
  for (let start = 0; start < n; start++) {
    if (label[start] !== -1 || !isSpot(mask[start] ?? 0)) continue;
    const pixels: number[] = [];
    const counts = new Map<number, number>();
    label[start] = components.length;
    queue[0] = start;
    head = 0;
    tail = 1;
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
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
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (label[j] === -1 && isSpot(mask[j] ?? 0)) {
            label[j] = components.length;
            queue[tail++] = j;
          }
        }
      }
    }
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
    components.push({
      cls: CLASS_OF_CODE[best] ?? 'necrotic-brown',
      area: pixels.length,
      x0,
      y0,
      x1,
      y1,
      halo: false,
      pixels,
    });
  }
  const spots = components.filter((c) => c.area >= minArea);

  // Halo: a ring a few pixels wide around each necrotic/black spot, mostly chlorotic yellow.
  const ringStamp = new Int32Array(n).fill(-1);
  const haloPixels = new Uint8Array(n);
  let haloSpotCount = 0;
  let darkSpotCount = 0;
  spots.forEach((spot, index) => {
    if (spot.cls !== 'necrotic-brown' && spot.cls !== 'black') return;
    darkSpotCount++;
    const radius = Math.min(8, Math.max(2, Math.round(0.5 * Math.sqrt(spot.area / Math.PI))));
    let frontier = spot.pixels;
    const ring: number[] = [];
    for (let step = 0; step < radius; step++) {
      const next: number[] = [];
      for (const i of frontier) {
        const x = i % width;
        const y = (i - x) / width;
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= width) continue;
            const j = yy * width + xx;
            if (ringStamp[j] === index || isSpot(mask[j] ?? 0) || !mask[j]) continue;
            ringStamp[j] = index;
            ring.push(j);
            next.push(j);
          }
        }
      }
      frontier = next;
    }
    let yellow = 0;
    for (const j of ring) if (mask[j] === MASK['chlorotic-yellow']) yellow++;
    if (ring.length >= 4 && yellow / ring.length >= 0.4) {
      spot.halo = true;
      haloSpotCount++;
      for (const j of ring) if (mask[j] === MASK['chlorotic-yellow']) haloPixels[j] = 1;
    }
  });

  // Yellow outside halos, and how it is spread (one sheet vs. many patches).
  let diffuseYellow = 0;
  for (let i = 0; i < n; i++) if (mask[i] === MASK['chlorotic-yellow'] && !haloPixels[i]) diffuseYellow++;
  const yellowPatches = countPatches(mask, haloPixels, width, height, minArea * 4);

  const pct = (count: number) => (100 * count) / leafPixels;
  const classPct = { ...empty };
  let lesionPixels = 0;
  for (const cls of LESION_CLASSES) {
    const count = classCount.get(MASK[cls]) ?? 0;
    classPct[cls] = round(pct(count), 2);
    lesionPixels += count;
  }
  const spotArea = spots.reduce((sum, c) => sum + c.area, 0);
  const spotPct = pct(spotArea);
  const meanSpotSizePct = spots.length > 0 ? pct(spotArea / spots.length) : 0;
  const largestSpotPct = spots.length > 0 ? pct(Math.max(...spots.map((c) => c.area))) : 0;
  const affectedPct = pct(lesionPixels);
  const diffuseYellowPct = pct(diffuseYellow);

  const colours = LESION_CLASSES.filter((c) => classPct[c] >= 0.5).sort((a, b) => classPct[b] - classPct[a]);

  const orangeSpots = spots.filter((c) => c.cls === 'orange-rust');
  const elongated = spots.filter((c) => {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    return c.area >= minArea * 3 && Math.max(w, h) >= 4 * Math.min(w, h);
  });
  let pattern: VisualSignature['pattern'];
  if (affectedPct < 1) pattern = 'none';
  else if (classPct['white-powdery'] >= 3 && classPct['white-powdery'] >= 0.4 * spotPct) pattern = 'powdery-coating';
  else if (orangeSpots.length >= 5 && classPct['orange-rust'] >= 0.3) pattern = 'pustules';
  else if (diffuseYellowPct >= 25 && spotPct < 3) pattern = 'uniform-yellowing';
  else if (diffuseYellowPct >= 6 && yellowPatches >= 6 && spotPct < 2) pattern = 'mosaic';
  else if (spots.length >= 2 && elongated.length >= 0.5 * spots.length) pattern = 'streaks';
  else if (spotPct >= 3 && (meanSpotSizePct >= 1.5 || largestSpotPct >= 6)) pattern = 'large-blotches';
  else if (spots.length >= 1) pattern = 'spots';
  else if (diffuseYellowPct >= 6) pattern = 'uniform-yellowing';
  else pattern = 'none';

  const largest = [...spots].sort((a, b) => b.area - a.area).slice(0, 200);
  return {
    width,
    height,
    leafFound: true,
    leafPct: round(leafPct),
    affectedPct: round(affectedPct),
    classPct,
    diffuseYellowPct: round(diffuseYellowPct),
    spotCount: spots.length,
    meanSpotSizePct: round(meanSpotSizePct, 2),
    largestSpotPct: round(largestSpotPct, 2),
    haloSpotCount,
    haloFraction: darkSpotCount > 0 ? round(haloSpotCount / darkSpotCount, 2) : 0,
    hasHalo: haloSpotCount >= 2 && haloSpotCount >= 0.3 * darkSpotCount,
    colours,
    pattern,
    components: largest.map(({ pixels: _pixels, ...c }) => c),
    mask,
  };
}

/** Square dilation of a binary mask by `radius` pixels (separable max filter). */
function dilate(source: Uint8Array, width: number, height: number, radius: number): Uint8Array {
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

/** Number of separate yellow patches (not halos) of at least minArea pixels. */
function countPatches(mask: Uint8Array, exclude: Uint8Array, width: number, height: number, minArea: number): number {
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
    while (top > 0) {
      const i = stack[--top] ?? 0;
      area++;
      const x = i % width;
      if (x > 0 && isYellow(i - 1)) {
        seen[i - 1] = 1;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && isYellow(i + 1)) {
        seen[i + 1] = 1;
        stack[top++] = i + 1;
      }
      if (i >= width && isYellow(i - width)) {
        seen[i - width] = 1;
        stack[top++] = i - width;
      }
      if (i < n - width && isYellow(i + width)) {
        seen[i + width] = 1;
        stack[top++] = i + width;
      }
    }
    if (area >= minArea) patches++;
  }
  return patches;
}

/** A short plain-language summary of the photo findings, for the report. */
export function describeFeatures(f: ImageFeatures): string[] {
  if (!f.leafFound) {
    return [
      'We could not find enough green leaf in the photo to measure the damage; a close, sharp photo of one leaf helps.',
    ];
  }
  const lines: string[] = [];
  lines.push(`**Affected area: ${f.affectedPct.toFixed(1)}%** of the visible leaf surface.`);
  const names: Record<LesionClass, string> = {
    'chlorotic-yellow': 'yellowing',
    'necrotic-brown': 'brown dead tissue',
    black: 'black areas',
    'white-powdery': 'white powdery patches',
    'orange-rust': 'orange/rust-coloured pustules',
    purple: 'purple discolouration',
  };
  if (f.colours.length > 0) {
    lines.push(
      `Colours seen on the leaf: ${f.colours.map((c) => `${names[c]} (${f.classPct[c].toFixed(1)}%)`).join(', ')}.`,
    );
  }
  if (f.spotCount > 0) {
    lines.push(
      `${f.spotCount} separate spot${f.spotCount === 1 ? '' : 's'}, on average ${f.meanSpotSizePct.toFixed(2)}% of the leaf each` +
        (f.hasHalo ? `; ${f.haloSpotCount} with a yellow halo around them.` : '; no clear yellow halo around them.'),
    );
  }
  const patterns: Record<VisualSignature['pattern'], string> = {
    spots: 'separate spots',
    'large-blotches': 'large blotches',
    'powdery-coating': 'a powdery coating',
    pustules: 'small raised pustules',
    'uniform-yellowing': 'even yellowing without spots',
    mosaic: 'a patchy light/dark mosaic',
    streaks: 'streaks along the leaf',
    wilting: 'wilting',
    holes: 'holes',
    none: 'no clear lesions',
  };
  lines.push(`Overall pattern: ${patterns[f.pattern]}.`);
  return lines;
}
