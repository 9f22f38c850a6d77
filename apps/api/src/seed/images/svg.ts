import { loadSharp } from '@farmai/media';

/*
 * Seed pictures drawn as SVG and rasterised with sharp: products are 800×800, banners 1600×600 JPEGs. Everything is
 * derived from the inputs (no randomness, no network), so the same data always gives byte-identical images.
 * This file holds what both kinds share: colours, deterministic randomness, text, JPEG output.
 */

export const FONT = 'DejaVu Sans, sans-serif';
export const JPEG_QUALITY = 82;

/** Escapes text for use inside SVG elements and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type Rgb = [number, number, number];

export function parseHex(color: string): Rgb {
  let hex = color.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return [128, 128, 128];
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Blends `a` towards `b`; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance 0 (black) … 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark or light text colour, whichever reads better on `background`. */
export const inkOn = (background: string) => (luminance(background) > 0.45 ? '#1f2a1f' : '#ffffff');

/** FNV-1a hash, used to vary details deterministically per item. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small deterministic pseudo-random generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** Rough width of `text` in DejaVu Sans at `size` px (good enough to fit labels and wrap captions). */
export function textWidth(text: string, size: number, bold = true): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += bold ? 0.35 : 0.32;
    else if (/[MWmw]/.test(ch)) em += bold ? 1.0 : 0.9;
    else if (/[A-Z]/.test(ch)) em += bold ? 0.77 : 0.69;
    else if (/[0-9]/.test(ch)) em += bold ? 0.7 : 0.64;
    else if (/[iljtfI.,:;'!|]/.test(ch)) em += bold ? 0.4 : 0.32;
    else if (/[a-z]/.test(ch)) em += bold ? 0.67 : 0.6;
    else em += bold ? 0.74 : 0.68;
  }
  return em * size;
}

/** Largest font size ≤ max at which `text` fits in `width`. */
export const fitSize = (text: string, width: number, max: number, bold = true) =>
  r1(Math.max(10, Math.min(max, (max * width) / Math.max(1, textWidth(text, max, bold)))));

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra = 'font-weight="bold" text-anchor="middle"',
): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

/** Greedy word wrap by estimated width. */
export function wrap(content: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function toJpeg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
