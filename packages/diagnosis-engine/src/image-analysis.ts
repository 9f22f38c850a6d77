import type { VisualSignature } from './knowledge/types.js';
import { countPatches, dilate, findBackground, findSpots, type LesionComponent, markHalos } from './leaf-regions.js';
import { classify, LESION_CLASSES, type LesionClass, MASK, type PixelColours, pixelColours } from './lesion-classes.js';
import { ENGLISH, type ReportContext } from './report-text.js';

export type { LesionComponent } from './leaf-regions.js';
export { LESION_CLASSES, type LesionClass, MASK } from './lesion-classes.js';

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

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The analysis proper, on raw RGB(A) pixels. */
export function analysePixels(data: Uint8Array, width: number, height: number, channels: number): ImageFeatures {
  const n = width * height;
  const colours = pixelColours(data, n, channels);
  const background = findBackground(colours.core, width, height);
  // The leaf's outline is a blend of leaf and background colours: pixels within 2 px of
  // the background count as leaf but are never classed as lesions.
  const nearBackground = dilate(background, width, height, 2);
  const { mask, leafPixels, classCount } = classifyLeaf(colours, background, nearBackground);
  const leafPct = (100 * leafPixels) / Math.max(1, n);
  if (leafPixels < Math.max(400, n * 0.02)) return noLeafFeatures(width, height, leafPct, mask);

  const minArea = Math.max(3, Math.round(leafPixels * 0.00005));
  const spots = findSpots(mask, width, height).filter((c) => c.area >= minArea);
  const { haloPixels, haloSpotCount, darkSpotCount } = markHalos(spots, mask, width, height);

  // Yellow outside halos, and how it is spread (one sheet vs. many patches).
  let diffuseYellow = 0;
  for (let i = 0; i < n; i++) if (mask[i] === MASK['chlorotic-yellow'] && !haloPixels[i]) diffuseYellow++;
  const yellowPatches = countPatches(mask, haloPixels, width, height, minArea * 4);

  const pct = (count: number) => (100 * count) / leafPixels;
  const { classPct, lesionPixels } = classShares(classCount, pct);
  const spotArea = spots.reduce((sum, c) => sum + c.area, 0);
  const measures: SpotMeasures = {
    spotPct: pct(spotArea),
    meanSpotSizePct: spots.length > 0 ? pct(spotArea / spots.length) : 0,
    largestSpotPct: spots.length > 0 ? pct(Math.max(...spots.map((c) => c.area))) : 0,
    affectedPct: pct(lesionPixels),
    diffuseYellowPct: pct(diffuseYellow),
  };
  const largest = [...spots].sort((a, b) => b.area - a.area).slice(0, 200);
  return {
    width,
    height,
    leafFound: true,
    leafPct: round(leafPct),
    affectedPct: round(measures.affectedPct),
    classPct,
    diffuseYellowPct: round(measures.diffuseYellowPct),
    spotCount: spots.length,
    meanSpotSizePct: round(measures.meanSpotSizePct, 2),
    largestSpotPct: round(measures.largestSpotPct, 2),
    haloSpotCount,
    haloFraction: darkSpotCount > 0 ? round(haloSpotCount / darkSpotCount, 2) : 0,
    hasHalo: haloSpotCount >= 2 && haloSpotCount >= 0.3 * darkSpotCount,
    colours: LESION_CLASSES.filter((c) => classPct[c] >= 0.5).sort((a, b) => classPct[b] - classPct[a]),
    pattern: patternOf(spots, classPct, measures, yellowPatches, minArea),
    components: largest.map(({ pixels: _pixels, ...c }) => c),
    mask,
  };
}

const noClasses = (): Record<LesionClass, number> => ({
  'chlorotic-yellow': 0,
  'necrotic-brown': 0,
  black: 0,
  'white-powdery': 0,
  'orange-rust': 0,
  purple: 0,
});

/** Class codes of the leaf pixels (0 on the background), with the number of leaf pixels per code. */
function classifyLeaf(colours: PixelColours, background: Uint8Array, nearBackground: Uint8Array) {
  const { hue, sat, val } = colours;
  const n = background.length;
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
  return { mask, leafPixels, classCount };
}

/** The features of a photo without enough plant tissue to say anything. */
function noLeafFeatures(width: number, height: number, leafPct: number, mask: Uint8Array): ImageFeatures {
  return {
    width,
    height,
    leafFound: false,
    leafPct: round(leafPct),
    affectedPct: 0,
    classPct: noClasses(),
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

/** Share of the leaf per lesion class (%, rounded), and the lesion pixels of all classes together. */
function classShares(classCount: Map<number, number>, pct: (count: number) => number) {
  const classPct = noClasses();
  let lesionPixels = 0;
  for (const cls of LESION_CLASSES) {
    const count = classCount.get(MASK[cls]) ?? 0;
    classPct[cls] = round(pct(count), 2);
    lesionPixels += count;
  }
  return { classPct, lesionPixels };
}

/** Unrounded shares of the leaf, %. */
interface SpotMeasures {
  spotPct: number;
  meanSpotSizePct: number;
  largestSpotPct: number;
  affectedPct: number;
  diffuseYellowPct: number;
}

/** How the lesions are laid out on the leaf. */
function patternOf(
  spots: readonly LesionComponent[],
  classPct: Record<LesionClass, number>,
  m: SpotMeasures,
  yellowPatches: number,
  minArea: number,
): VisualSignature['pattern'] {
  const orangeSpots = spots.filter((c) => c.cls === 'orange-rust');
  const elongated = spots.filter((c) => {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    return c.area >= minArea * 3 && Math.max(w, h) >= 4 * Math.min(w, h);
  });
  if (m.affectedPct < 1) return 'none';
  if (classPct['white-powdery'] >= 3 && classPct['white-powdery'] >= 0.4 * m.spotPct) return 'powdery-coating';
  if (orangeSpots.length >= 5 && classPct['orange-rust'] >= 0.3) return 'pustules';
  if (m.diffuseYellowPct >= 25 && m.spotPct < 3) return 'uniform-yellowing';
  if (m.diffuseYellowPct >= 6 && yellowPatches >= 6 && m.spotPct < 2) return 'mosaic';
  if (spots.length >= 2 && elongated.length >= 0.5 * spots.length) return 'streaks';
  if (m.spotPct >= 3 && (m.meanSpotSizePct >= 1.5 || m.largestSpotPct >= 6)) return 'large-blotches';
  if (spots.length >= 1) return 'spots';
  if (m.diffuseYellowPct >= 6) return 'uniform-yellowing';
  return 'none';
}

/**
 * A short plain-language summary of the photo findings, for the report; the measured shares only
 * when `stated` (a `diagnosed` answer), else the colours, spots and pattern in words and counts.
 */
export function describeFeatures(f: ImageFeatures, ctx: ReportContext = ENGLISH, stated = true): string[] {
  const p = ctx.t.photo;
  if (!f.leafFound) return [p.noLeaf];
  const lines: string[] = [];
  if (stated) lines.push(p.affectedArea(ctx.percent(f.affectedPct, 1)));
  if (f.colours.length > 0) {
    const share = (c: LesionClass) => (stated ? ` (${ctx.percent(f.classPct[c], 1)})` : '');
    const colours = f.colours.map((c) => `${p.colourNames[c]}${share(c)}`);
    lines.push(p.coloursSeen(colours.join(ctx.t.comma)));
  }
  if (f.spotCount > 0) {
    const halos = f.hasHalo ? ctx.count(f.haloSpotCount) : undefined;
    const meanSize = stated ? ctx.percent(f.meanSpotSizePct, 2) : undefined;
    lines.push(p.spots(ctx.count(f.spotCount), f.spotCount, meanSize, halos));
  }
  lines.push(p.overallPattern(p.patterns[f.pattern]));
  return lines;
}
