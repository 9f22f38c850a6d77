/**
 * The colour classes of leaf pixels and how one pixel is classed (hue h in degrees,
 * saturation s and value v in 0–1); the thresholds are explained in image-analysis.ts.
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

/** The lesion class of each MASK code: none for background and healthy, then the classes in order. */
export const CLASS_OF_CODE: (LesionClass | null)[] = [null, null, ...LESION_CLASSES];

/** Spot-forming lesion codes: every lesion class but yellow. */
export const isSpotCode = (code: number) => code >= MASK['necrotic-brown'];

/** Hue, saturation and value of every pixel, and whether it is core plant tissue. */
export interface PixelColours {
  hue: Float32Array;
  sat: Float32Array;
  val: Float32Array;
  core: Uint8Array;
}

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

/** Converts raw RGB(A) pixels to HSV and marks the core leaf tissue. */
export function pixelColours(data: Uint8Array, n: number, channels: number): PixelColours {
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
  return { hue, sat, val, core };
}

/** Class code of a pixel already known to be on the leaf. */
export function classify(h: number, s: number, v: number): number {
  if (s < 0.25 && v > 0.68) return MASK['white-powdery'];
  if (v < 0.2) return MASK.black;
  if (h >= 45 && h < 70 && s >= 0.35 && v >= 0.35) return MASK['chlorotic-yellow'];
  if (h >= 15 && h < 45 && s >= 0.6 && v >= 0.6) return MASK['orange-rust'];
  if ((h < 45 || h >= 330) && s >= 0.2 && v < 0.8) return MASK['necrotic-brown'];
  if (s < 0.25 && v >= 0.2 && v <= 0.68) return MASK['necrotic-brown'];
  if (h >= 260 && h < 330 && s >= 0.2) return MASK.purple;
  return MASK.healthy;
}
