import { loadSharp } from '@farmai/media';
import type { BannerArt } from './content/banners.js';
import type { ProductArt } from './content/products.js';

/*
 * Seed pictures drawn as SVG and rasterised with sharp: products are 800×800, banners 1600×600 JPEGs. Everything is
 * derived from the inputs (no randomness, no network), so the same data always gives byte-identical images.
 */

const FONT = 'DejaVu Sans, sans-serif';
const JPEG_QUALITY = 82;

// ------------------------------------------------------------------ helpers

/** Escapes text for use inside SVG elements and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Rgb = [number, number, number];

function parseHex(color: string): Rgb {
  let hex = color.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return [128, 128, 128];
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Blends `a` towards `b`; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance 0 (black) … 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark or light text colour, whichever reads better on `background`. */
const inkOn = (background: string) => (luminance(background) > 0.45 ? '#1f2a1f' : '#ffffff');

/** FNV-1a hash, used to vary details deterministically per item. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small deterministic pseudo-random generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Rough width of `text` in DejaVu Sans at `size` px (good enough to fit labels and wrap captions). */
function textWidth(text: string, size: number, bold = true): number {
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
const fitSize = (text: string, width: number, max: number, bold = true) =>
  r1(Math.max(10, Math.min(max, (max * width) / Math.max(1, textWidth(text, max, bold)))));

function text(
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
function wrap(content: string, width: number, size: number): string[] {
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

/** Pack size shown on a sticker ("10 g", "50 kg", "Pack of 10"), taken from the product title. */
export function packSizeOf(title: string): string | undefined {
  const dims = /(\d+(?:\.\d+)?)\s?m\s?×\s?(\d+(?:\.\d+)?)\s?m(?![A-Za-z0-9])/.exec(title);
  if (dims) return `${dims[1]} × ${dims[2]} m`;
  const afterDash = title.split(' — ')[1]?.trim();
  if (afterDash && afterDash.length <= 14) return afterDash;
  const inBrackets = /\(((?:pack of )?\d+[^)]*)\)\s*$/i.exec(title)?.[1];
  if (inBrackets && inBrackets.length <= 14) return inBrackets;
  const unit = /(\d+(?:\.\d+)?\s?(?:kg|g|ml|L|m²|m|cc))(?![A-Za-z0-9])/.exec(title)?.[1];
  return unit;
}

async function toJpeg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

// ------------------------------------------------------------------ product motifs

interface MotifContext {
  color: string;
  label: string;
  size?: string;
  title: string;
  rand: () => number;
}

/** Label text on a rectangle centred at (cx, cy). */
function labelText(label: string, cx: number, cy: number, width: number, max: number, fill: string): string {
  const size = fitSize(label, width, max);
  return text(cx, cy + size * 0.36, label, size, fill);
}

/** Little round price-sticker style badge with the pack size. */
function sizeBadge(size: string | undefined, cx: number, cy: number, color: string): string {
  if (!size) return '';
  const fontSize = fitSize(size, 94, 30);
  return `<g>
    <circle cx="${cx}" cy="${cy + 4}" r="64" fill="#000" opacity="0.15"/>
    <circle cx="${cx}" cy="${cy}" r="64" fill="#fffdf4" stroke="${color}" stroke-width="6"/>
    <circle cx="${cx}" cy="${cy}" r="53" fill="none" stroke="${color}" stroke-width="2" stroke-dasharray="4 5"/>
    ${text(cx, cy + fontSize * 0.36, size, fontSize, darken(color, 0.25))}
  </g>`;
}

/** A small leaf emblem used on labels. */
function leafIcon(cx: number, cy: number, s: number, fill: string): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="M0 22 C-22 4 -16 -20 14 -26 C20 0 14 16 0 22 Z" fill="${fill}"/>
    <path d="M0 22 C2 6 6 -8 12 -22" stroke="#fff" stroke-width="2.2" fill="none" opacity="0.8"/>
  </g>`;
}

type PlantKind = 'fruit' | 'pod' | 'grain' | 'leafy';

function plantKind(title: string): PlantKind {
  const t = title.toLowerCase();
  if (/rice|wheat|maize|corn|barley/.test(t)) return 'grain';
  if (/chili|okra|cucumber|gourd|bean/.test(t)) return 'pod';
  if (/spinach|cauliflower|cabbage|lettuce|onion/.test(t)) return 'leafy';
  return 'fruit';
}

/** Plant drawing inside the seed packet window (x0, y0, w, h). */
function plantDrawing(kind: PlantKind, x0: number, y0: number, w: number, h: number, color: string): string {
  const cx = x0 + w / 2;
  const soil = y0 + h - 42;
  const leaf = '#3d8b37';
  const leafDark = '#2d6e2a';
  const parts: string[] = [
    `<rect x="${x0}" y="${soil}" width="${w}" height="42" fill="#8a5a34"/>`,
    `<path d="M${x0} ${soil} Q${cx} ${soil - 14} ${x0 + w} ${soil} L${x0 + w} ${soil + 8} L${x0} ${soil + 8} Z" fill="#6e4526"/>`,
  ];
  if (kind === 'grain') {
    for (const [dx, tall, lean] of [
      [-60, 0.78, -10],
      [0, 0.9, 0],
      [60, 0.74, 12],
    ] as const) {
      const bx = cx + dx;
      const top = soil - (h - 60) * tall;
      parts.push(
        `<path d="M${bx} ${soil} Q${bx + lean * 0.3} ${(soil + top) / 2} ${bx + lean} ${top}" stroke="${leafDark}" stroke-width="5" fill="none"/>`,
        `<path d="M${bx} ${soil - 20} Q${bx - 40} ${soil - 70} ${bx - 58} ${soil - 60}" stroke="${leaf}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
        `<path d="M${bx} ${soil - 40} Q${bx + 40} ${soil - 95} ${bx + 56} ${soil - 84}" stroke="${leaf}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      );
      for (let i = 0; i < 6; i++) {
        const gy = top + 8 + i * 13;
        const gx = bx + lean * (1 - i / 10);
        parts.push(
          `<ellipse cx="${r1(gx - 7)}" cy="${gy}" rx="5" ry="9" fill="${color}" transform="rotate(-25 ${r1(gx - 7)} ${gy})"/>`,
          `<ellipse cx="${r1(gx + 7)}" cy="${gy}" rx="5" ry="9" fill="${color}" transform="rotate(25 ${r1(gx + 7)} ${gy})"/>`,
        );
      }
    }
    return parts.join('');
  }
  if (kind === 'leafy') {
    for (let i = 0; i < 7; i++) {
      const angle = -75 + i * 25;
      parts.push(
        `<ellipse cx="${cx}" cy="${soil - 60}" rx="26" ry="64" fill="${i % 2 ? leaf : leafDark}" ` +
          `transform="rotate(${angle} ${cx} ${soil - 4})"/>`,
      );
    }
    parts.push(
      `<circle cx="${cx}" cy="${soil - 34}" r="34" fill="${lighten(color, 0.55)}"/>`,
      `<circle cx="${cx - 12}" cy="${soil - 44}" r="12" fill="#fff" opacity="0.5"/>`,
    );
    return parts.join('');
  }
  // fruit and pod: a staked stem with leaves
  const top = y0 + 26;
  parts.push(
    `<path d="M${cx} ${soil} C${cx - 18} ${soil - 70} ${cx + 20} ${top + 80} ${cx} ${top}" stroke="${leafDark}" stroke-width="7" fill="none"/>`,
  );
  const leaves: Array<[number, number, number]> = [
    [-1, soil - 50, -30],
    [1, soil - 85, 30],
    [-1, top + 70, -40],
    [1, top + 40, 40],
  ];
  for (const [side, ly, angle] of leaves) {
    const lx = cx + side * 38;
    parts.push(
      `<ellipse cx="${lx}" cy="${ly}" rx="36" ry="15" fill="${side < 0 ? leaf : leafDark}" transform="rotate(${angle} ${lx} ${ly})"/>`,
    );
  }
  if (kind === 'pod') {
    for (const [px, py, a] of [
      [cx - 42, soil - 108, 12],
      [cx + 44, top + 96, -14],
      [cx + 12, soil - 64, -6],
    ] as const) {
      parts.push(
        `<path d="M${px} ${py} q10 0 10 16 q-3 42 -12 56 q-6 -16 -8 -56 q0 -16 10 -16 Z" fill="${color}" transform="rotate(${a} ${px} ${py})"/>`,
        `<rect x="${px - 3}" y="${py - 10}" width="6" height="12" rx="2" fill="${leafDark}" transform="rotate(${a} ${px} ${py})"/>`,
      );
    }
  } else {
    for (const [fx, fy, fr] of [
      [cx - 40, soil - 112, 25],
      [cx + 40, top + 106, 23],
      [cx + 18, soil - 52, 20],
    ] as const) {
      parts.push(
        `<circle cx="${fx}" cy="${fy}" r="${fr}" fill="${color}"/>`,
        `<circle cx="${fx - fr * 0.35}" cy="${fy - fr * 0.35}" r="${fr * 0.28}" fill="#fff" opacity="0.45"/>`,
        `<path d="M${fx - 8} ${fy - fr + 2} l8 5 l8 -5" stroke="${leafDark}" stroke-width="3.5" fill="none"/>`,
      );
    }
  }
  return parts.join('');
}

function seedPacket(m: MotifContext): string {
  const c = m.color;
  const x = 225;
  const y = 130;
  const w = 350;
  const h = 540;
  let crimp = `M${x} ${y + 28}`;
  for (let i = 0; i <= 25; i++) crimp += ` L${x + (i * w) / 25} ${y + (i % 2 ? 18 : 28)}`;
  crimp += ` L${x + w} ${y} L${x} ${y} Z`;
  const seeds = Array.from({ length: 9 }, (_, i) => {
    const sx = 560 + m.rand() * 150;
    const sy = 676 + m.rand() * 50;
    return `<ellipse cx="${r1(sx)}" cy="${r1(sy)}" rx="9" ry="6" fill="${darken(c, 0.15 + (i % 3) * 0.1)}" transform="rotate(${Math.round(m.rand() * 180)} ${r1(sx)} ${r1(sy)})"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="pk" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${lighten(c, 0.12)}"/><stop offset="0.55" stop-color="${c}"/>
      <stop offset="1" stop-color="${darken(c, 0.22)}"/>
    </linearGradient>
    <linearGradient id="win" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#eaf6ff"/><stop offset="1" stop-color="#fffbe8"/>
    </linearGradient>
  </defs>
  <ellipse cx="410" cy="${y + h + 22}" rx="215" ry="24" fill="#000" opacity="0.18"/>
  <g transform="rotate(-3 400 400)">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="url(#pk)"/>
    <path d="${crimp}" fill="${darken(c, 0.3)}"/>
    <rect x="${x}" y="${y + 34}" width="${w}" height="6" fill="#fff" opacity="0.25"/>
    ${labelText(m.label, 400, y + 100, w - 50, 52, inkOn(c))}
    <text x="400" y="${y + 150}" font-family="${FONT}" font-size="20" fill="${inkOn(c)}" text-anchor="middle" opacity="0.85" letter-spacing="3">QUALITY SEED</text>
    <rect x="${x + 28}" y="${y + 172}" width="${w - 56}" height="${h - 250}" rx="14" fill="url(#win)" stroke="#fff" stroke-width="6"/>
    <svg x="${x + 28}" y="${y + 172}" width="${w - 56}" height="${h - 250}" overflow="hidden">
      ${plantDrawing(plantKind(`${m.title} ${m.label}`), 0, 0, w - 56, h - 250, c)}
    </svg>
    <rect x="${x}" y="${y + h - 58}" width="${w}" height="58" rx="0" fill="${darken(c, 0.18)}"/>
    ${leafIcon(x + 40, y + h - 30, 0.7, lighten(c, 0.6))}
    <text x="${x + 66}" y="${y + h - 22}" font-family="${FONT}" font-size="21" fill="#fff" font-weight="bold">Germination tested</text>
    <rect x="${x + 10}" y="${y + 40}" width="22" height="${h - 110}" rx="11" fill="#fff" opacity="0.14"/>
  </g>
  ${seeds}
  ${sizeBadge(m.size, 612, 206, c)}`;
}

function bottle(m: MotifContext): string {
  const c = m.color;
  const labelInk = darken(c, 0.35);
  return `
  <defs>
    <linearGradient id="bt" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(c, 0.1)}"/><stop offset="0.22" stop-color="${lighten(c, 0.25)}"/>
      <stop offset="0.5" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.38)}"/>
    </linearGradient>
    <linearGradient id="cap" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3a3a3a"/><stop offset="0.3" stop-color="#6b6b6b"/><stop offset="1" stop-color="#1e1e1e"/>
    </linearGradient>
  </defs>
  <ellipse cx="405" cy="690" rx="190" ry="24" fill="#000" opacity="0.2"/>
  <path d="M352 250 L448 250 L448 272 C448 300 540 300 548 360 L550 640 C550 672 530 688 500 688 L300 688
    C270 688 250 672 250 640 L252 360 C260 300 352 300 352 272 Z" fill="url(#bt)"/>
  <rect x="338" y="170" width="124" height="84" rx="10" fill="url(#cap)"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${346 + i * 13}" y="178" width="5" height="68" rx="2" fill="#000" opacity="0.25"/>`).join('')}
  <rect x="330" y="246" width="140" height="14" rx="5" fill="#2b2b2b"/>
  <rect x="272" y="370" width="256" height="250" rx="16" fill="#fffdf6"/>
  <rect x="272" y="370" width="256" height="56" rx="16" fill="${darken(c, 0.15)}"/>
  <rect x="272" y="410" width="256" height="16" fill="${darken(c, 0.15)}"/>
  ${leafIcon(400, 398, 0.75, lighten(c, 0.7))}
  ${labelText(m.label, 400, 486, 226, 40, labelInk)}
  <rect x="300" y="522" width="200" height="3" fill="${c}" opacity="0.6"/>
  <text x="400" y="562" font-family="${FONT}" font-size="19" fill="#555" text-anchor="middle">Read label before use</text>
  ${m.size ? text(400, 598, m.size, 26, labelInk) : ''}
  <rect x="268" y="330" width="20" height="300" rx="10" fill="#fff" opacity="0.22"/>`;
}

function sack(m: MotifContext): string {
  const c = m.color;
  const light = luminance(c) > 0.6;
  const panel = light ? '#2f7d32' : '#fffdf4';
  const ink = light ? '#ffffff' : darken(c, 0.35);
  const outline = darken(c, light ? 0.25 : 0.35);
  return `
  <defs>
    <linearGradient id="sk" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(c, 0.2)}"/><stop offset="0.3" stop-color="${lighten(c, 0.1)}"/>
      <stop offset="0.65" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.3)}"/>
    </linearGradient>
    <pattern id="weave" width="10" height="10" patternUnits="userSpaceOnUse">
      <path d="M0 5 H10 M5 0 V10" stroke="#000" stroke-width="1" opacity="0.06"/>
    </pattern>
  </defs>
  <ellipse cx="400" cy="690" rx="250" ry="28" fill="#000" opacity="0.2"/>
  <path id="bag" d="M225 170 Q400 196 575 170 L588 205 Q618 420 596 640 Q590 690 540 694 Q400 706 260 694
    Q210 690 204 640 Q182 420 212 205 Z" fill="url(#sk)" stroke="${outline}" stroke-width="3"/>
  <path d="M225 170 Q400 196 575 170 L588 205 Q618 420 596 640 Q590 690 540 694 Q400 706 260 694
    Q210 690 204 640 Q182 420 212 205 Z" fill="url(#weave)"/>
  <path d="M214 214 Q400 238 586 214" stroke="${outline}" stroke-width="3" fill="none"/>
  <path d="M216 200 Q400 224 584 200" stroke="#fff" stroke-width="3" fill="none" stroke-dasharray="10 8" opacity="0.8"/>
  <path d="M225 170 L206 150 L238 160 Z M575 170 L594 150 L562 160 Z" fill="${outline}"/>
  <rect x="252" y="300" width="296" height="250" rx="20" fill="${panel}" opacity="0.95"/>
  <circle cx="400" cy="358" r="34" fill="${light ? '#ffffff' : c}" opacity="0.9"/>
  ${leafIcon(400, 360, 0.95, light ? '#2f7d32' : '#fffdf4')}
  ${labelText(m.label, 400, 436, 262, 44, ink)}
  <rect x="290" y="472" width="220" height="3" fill="${ink}" opacity="0.4"/>
  ${m.size ? text(400, 518, m.size, 30, ink) : ''}
  <path d="M236 260 Q220 450 236 640" stroke="#fff" stroke-width="16" fill="none" opacity="0.13" stroke-linecap="round"/>`;
}

function tools(m: MotifContext): string {
  const c = m.color;
  const wood = '#b07a45';
  const steel = 'url(#steel)';
  const teeth = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${-103 + i * 18}" y="-352" width="9" height="56" rx="4" fill="${steel}"/>`,
  ).join('');
  return `
  <defs>
    <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#8f9aa3"/><stop offset="0.45" stop-color="#e4e9ed"/><stop offset="1" stop-color="#6c7780"/>
    </linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(wood, 0.15)}"/><stop offset="0.5" stop-color="${lighten(wood, 0.2)}"/>
      <stop offset="1" stop-color="${darken(wood, 0.25)}"/>
    </linearGradient>
  </defs>
  <ellipse cx="400" cy="712" rx="250" ry="22" fill="#000" opacity="0.16"/>
  <g transform="translate(400 430) rotate(32)">
    <path d="M-110 -300 Q-60 -250 -10 -250 M110 -300 Q60 -250 10 -250" stroke="#7d8891" stroke-width="7" fill="none"/>
    <rect x="-13" y="-292" width="26" height="560" rx="12" fill="url(#wood)"/>
    <rect x="-19" y="214" width="38" height="78" rx="16" fill="${c}"/>
    ${teeth}
    <rect x="-114" y="-310" width="228" height="20" rx="8" fill="${steel}"/>
    <rect x="-16" y="-300" width="32" height="40" rx="6" fill="#59636b"/>
  </g>
  <g transform="translate(400 430) rotate(-32)">
    <rect x="-14" y="-150" width="28" height="400" rx="12" fill="url(#wood)"/>
    <path d="M-40 236 L40 236 L40 300 Q0 322 -40 300 Z" fill="${c}"/>
    <path d="M-26 248 L26 248 L26 290 Q0 304 -26 290 Z" fill="${darken(c, 0.35)}"/>
    <rect x="-20" y="-196" width="40" height="64" rx="8" fill="#59636b"/>
    <path d="M-84 -186 L84 -186 L82 -300 Q78 -344 0 -366 Q-78 -344 -82 -300 Z" fill="${steel}" stroke="#59636b" stroke-width="3"/>
    <path d="M-90 -180 L90 -180 L88 -198 L-88 -198 Z" fill="#59636b"/>
    <path d="M-44 -214 L-44 -312" stroke="#fff" stroke-width="9" opacity="0.4" stroke-linecap="round"/>
  </g>
  <g transform="translate(400 540) rotate(-3)">
    <path d="M0 -6 L0 -104" stroke="#6b4a2a" stroke-width="3"/>
    <circle cx="0" cy="-108" r="7" fill="#6b4a2a"/>
    <rect x="-160" y="-10" width="320" height="100" rx="18" fill="#fffdf4" stroke="${c}" stroke-width="6"/>
    <circle cx="-130" cy="40" r="10" fill="none" stroke="#6b4a2a" stroke-width="3"/>
    ${labelText(m.label, 14, 40, 246, 42, darken(c, 0.3))}
  </g>
  ${sizeBadge(m.size, 670, 600, c)}`;
}

function sprayer(m: MotifContext): string {
  const c = m.color;
  const drops = Array.from({ length: 14 }, () => {
    const t = m.rand();
    const dx = 640 + t * 120 + m.rand() * 20;
    const dy = 170 - t * 80 + (m.rand() - 0.5) * 80 * t;
    return `<circle cx="${r1(dx)}" cy="${r1(dy)}" r="${r1(2 + m.rand() * 4)}" fill="#7cc4ef" opacity="0.8"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="tank" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(c, 0.2)}"/><stop offset="0.3" stop-color="${lighten(c, 0.22)}"/>
      <stop offset="0.6" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.35)}"/>
    </linearGradient>
    <linearGradient id="mist" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#bfe4fb" stop-opacity="0.9"/><stop offset="1" stop-color="#bfe4fb" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <ellipse cx="420" cy="690" rx="260" ry="26" fill="#000" opacity="0.18"/>
  <path d="M236 640 L236 300" stroke="#3b3b3b" stroke-width="14" stroke-linecap="round"/>
  <path d="M236 300 L300 270" stroke="#3b3b3b" stroke-width="14" stroke-linecap="round"/>
  <rect x="214" y="230" width="44" height="80" rx="14" fill="${darken(c, 0.3)}" transform="rotate(-20 236 270)"/>
  <rect x="262" y="190" width="260" height="480" rx="70" fill="url(#tank)"/>
  <ellipse cx="392" cy="198" rx="62" ry="20" fill="${darken(c, 0.35)}"/>
  <ellipse cx="392" cy="192" rx="46" ry="14" fill="#2b2b2b"/>
  <path d="M300 250 Q392 230 484 250" stroke="#fff" stroke-width="6" fill="none" opacity="0.3"/>
  <rect x="294" y="330" width="196" height="170" rx="18" fill="#fffdf4"/>
  ${labelText(m.label, 392, 400, 170, 34, darken(c, 0.35))}
  <rect x="316" y="432" width="152" height="3" fill="${c}" opacity="0.6"/>
  <text x="392" y="472" font-family="${FONT}" font-size="19" fill="#555" text-anchor="middle">2–4 bar</text>
  <rect x="280" y="560" width="224" height="18" rx="9" fill="#000" opacity="0.12"/>
  <path d="M500 640 C560 700 610 690 600 620 C592 560 560 520 585 470" stroke="#222" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M585 470 L650 190" stroke="#8f9aa3" stroke-width="11" stroke-linecap="round"/>
  <rect x="566" y="440" width="40" height="70" rx="10" fill="${darken(c, 0.25)}" transform="rotate(13 586 475)"/>
  <path d="M652 182 L640 176 L646 160 L664 166 Z" fill="#444"/>
  <path d="M652 172 L800 60 L800 200 Z" fill="url(#mist)"/>
  ${drops}
  <rect x="280" y="230" width="22" height="400" rx="11" fill="#fff" opacity="0.18"/>`;
}

function pipeCoil(m: MotifContext): string {
  const c = m.color;
  const rings: string[] = [];
  for (let i = 0; i < 7; i++) {
    const rx = 250 - i * 17;
    const ry = 120 - i * 8;
    const cy = 470 - i * 12;
    rings.push(
      `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${darken(c, 0.25)}" stroke-width="26"/>`,
      `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${c}" stroke-width="18"/>`,
      `<ellipse cx="400" cy="${cy - 5}" rx="${rx}" ry="${ry}" fill="none" stroke="#fff" stroke-width="4" opacity="0.35" stroke-dasharray="${r1(rx * 1.6)} ${r1(rx * 4.4)}"/>`,
    );
  }
  const drippers = [0, 1, 2, 3]
    .map((i) => `<rect x="${556 + i * 50}" y="${616 + i * 8}" width="24" height="16" rx="5" fill="#1e8e3e"/>`)
    .join('');
  const drops = [0, 1, 2, 3]
    .map((i) => `<path d="M${568 + i * 50} ${646 + i * 8} q-9 14 0 20 q9 -6 0 -20 Z" fill="#3aa0e0"/>`)
    .join('');
  return `
  <ellipse cx="400" cy="610" rx="300" ry="40" fill="#000" opacity="0.16"/>
  ${rings.join('')}
  <ellipse cx="400" cy="398" rx="130" ry="60" fill="#000" opacity="0.08"/>
  <path d="M640 500 C690 560 560 600 540 620 L760 660" stroke="${darken(c, 0.25)}" stroke-width="26" fill="none" stroke-linecap="round"/>
  <path d="M640 500 C690 560 560 600 540 620 L760 660" stroke="${c}" stroke-width="18" fill="none" stroke-linecap="round"/>
  ${drippers}${drops}
  <g transform="translate(238 190) rotate(-8)">
    <rect x="-100" y="-12" width="320" height="96" rx="18" fill="#fffdf4" stroke="#1e8e3e" stroke-width="6"/>
    ${labelText(m.label, 60, 36, 280, 44, '#1d5e2e')}
  </g>
  ${sizeBadge(m.size, 660, 230, '#1e8e3e')}`;
}

function box(m: MotifContext): string {
  const c = m.color;
  const ink = darken(c, 0.4);
  return `
  <defs>
    <linearGradient id="front" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${lighten(c, 0.08)}"/><stop offset="1" stop-color="${darken(c, 0.12)}"/>
    </linearGradient>
  </defs>
  <ellipse cx="430" cy="672" rx="270" ry="26" fill="#000" opacity="0.2"/>
  <path d="M200 280 L300 210 L640 210 L540 280 Z" fill="${lighten(c, 0.3)}"/>
  <path d="M540 280 L640 210 L640 590 L540 660 Z" fill="${darken(c, 0.3)}"/>
  <rect x="200" y="280" width="340" height="380" fill="url(#front)"/>
  <path d="M200 280 L300 210 L640 210 L540 280 Z" fill="none" stroke="${darken(c, 0.2)}" stroke-width="2"/>
  <rect x="218" y="370" width="304" height="180" rx="14" fill="#fffdf4"/>
  ${leafIcon(250, 408, 0.6, c)}
  ${labelText(m.label, 370, 456, 270, 42, ink)}
  <rect x="250" y="494" width="240" height="3" fill="${c}" opacity="0.7"/>
  ${m.size ? text(370, 532, m.size, 24, ink) : ''}
  <text x="370" y="330" font-family="${FONT}" font-size="24" fill="${inkOn(c)}" text-anchor="middle" font-weight="bold" letter-spacing="4">FARM USE</text>
  <rect x="200" y="600" width="340" height="60" fill="#000" opacity="0.08"/>
  <path d="M560 290 L620 248 L620 560 L560 602 Z" fill="#fff" opacity="0.06"/>`;
}

function netMotif(m: MotifContext): string {
  const c = m.color;
  const strand = luminance(c) > 0.6 ? darken(c, 0.35) : c;
  return `
  <defs>
    <pattern id="mesh" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <path d="M0 0 H26 M0 0 V26" stroke="${strand}" stroke-width="3"/>
    </pattern>
    <linearGradient id="roll" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${lighten(strand, 0.25)}"/><stop offset="0.45" stop-color="${strand}"/>
      <stop offset="1" stop-color="${darken(strand, 0.35)}"/>
    </linearGradient>
  </defs>
  <ellipse cx="400" cy="700" rx="280" ry="24" fill="#000" opacity="0.16"/>
  <path d="M190 150 Q400 120 610 150" stroke="#6b4a2a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M200 150 Q400 124 600 150 L610 600 L190 600 Z" fill="url(#mesh)"/>
  <path d="M200 150 Q400 124 600 150 L610 600 L190 600 Z" fill="none" stroke="${darken(strand, 0.2)}" stroke-width="7"/>
  <circle cx="200" cy="150" r="12" fill="#6b4a2a"/><circle cx="600" cy="150" r="12" fill="#6b4a2a"/>
  <rect x="180" y="585" width="440" height="110" rx="55" fill="url(#roll)"/>
  <rect x="180" y="585" width="440" height="110" rx="55" fill="url(#mesh)" opacity="0.5"/>
  <ellipse cx="590" cy="640" rx="28" ry="55" fill="${darken(strand, 0.2)}"/>
  <ellipse cx="590" cy="640" rx="12" ry="24" fill="#3b3b3b"/>
  <rect x="270" y="606" width="260" height="68" rx="12" fill="#fffdf4"/>
  ${labelText(m.label, 400, 640, 236, 40, darken(strand, 0.4))}
  ${sizeBadge(m.size, 690, 210, strand)}`;
}

const MOTIFS: Record<ProductArt['motif'], (m: MotifContext) => string> = {
  'seed-packet': seedPacket,
  bottle,
  bag: sack,
  tool: tools,
  sprayer,
  pipe: pipeCoil,
  box,
  net: netMotif,
};

/** SVG source of an 800×800 product picture. */
export function productSvg(p: { title: string; art: ProductArt }): string {
  const color = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(p.art.color) ? p.art.color : '#3d8b37';
  const rand = rng(hash(p.title));
  const light = luminance(color) > 0.6;
  const bgInner = light ? '#e6eef2' : mix(color, '#fbf8f0', 0.9);
  const bgOuter = light ? '#b9cbd6' : mix(color, '#efe9dc', 0.72);
  const bubbles = Array.from({ length: 6 }, () => {
    const x = r1(rand() * 800);
    const y = r1(rand() * 800);
    return `<circle cx="${x}" cy="${y}" r="${r1(40 + rand() * 110)}" fill="#fff" opacity="0.18"/>`;
  }).join('');
  const motif = (MOTIFS[p.art.motif] ?? box)({
    color,
    label: p.art.label.slice(0, 14),
    size: packSizeOf(p.title),
    title: p.title,
    rand,
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.42" r="0.75">
      <stop offset="0" stop-color="${bgInner}"/><stop offset="1" stop-color="${bgOuter}"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${bubbles}
  <rect y="700" width="800" height="100" fill="#000" opacity="0.04"/>
  ${motif}
</svg>`;
}

/** 800×800 JPEG product picture. */
export async function renderProductImage(p: { title: string; art: ProductArt }): Promise<Buffer> {
  return toJpeg(productSvg(p));
}

// ------------------------------------------------------------------ banner scenes

const W = 1600;
const H = 600;
const HORIZON = 360;

interface SceneContext {
  art: BannerArt;
  rand: () => number;
}

/** Rolling hills line across the picture. */
function hills(baseY: number, amplitude: number, fill: string, rand: () => number): string {
  const waves = 3 + Math.floor(rand() * 3);
  const phase = rand() * Math.PI * 2;
  let d = `M0 ${H} L0 ${r1(baseY)}`;
  for (let x = 0; x <= W; x += 40) {
    const y = baseY - amplitude * (0.5 + 0.5 * Math.sin((x / W) * waves * Math.PI + phase));
    d += ` L${x} ${r1(y)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`;
}

function cloud(x: number, y: number, s: number): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})" fill="#fff" opacity="0.85">
    <ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="-34" cy="-14" rx="36" ry="26"/>
    <ellipse cx="22" cy="-24" rx="44" ry="34"/><ellipse cx="60" cy="-4" rx="34" ry="22"/>
  </g>`;
}

/** A young crop plant standing at (x, y), `size` px tall. */
function sprout(x: number, y: number, size: number, color: string): string {
  const s = size / 20;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})">
    <path d="M0 0 L0 -16" stroke="${darken(color, 0.2)}" stroke-width="2.4"/>
    <ellipse cx="-7" cy="-10" rx="8" ry="3.6" fill="${color}" transform="rotate(-35 -7 -10)"/>
    <ellipse cx="7" cy="-13" rx="8" ry="3.6" fill="${lighten(color, 0.12)}" transform="rotate(35 7 -13)"/>
    <ellipse cx="0" cy="-19" rx="3.4" ry="6" fill="${lighten(color, 0.2)}"/>
  </g>`;
}

/** Perspective crop rows converging on a vanishing point; `plants` adds young plants on the rows. */
function fieldRows(ctx: SceneContext, top = HORIZON + 30, count = 22, plants = true): string {
  const g = ctx.art.ground;
  const vx = W / 2 + (ctx.rand() - 0.5) * 400;
  const vy = top - 140;
  const parts = [`<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#gr)"/>`];
  const spread = W * 2.4;
  const atY = (xBottom: number, y: number) => vx + (xBottom - vx) * ((y - vy) / (H - vy));
  for (let i = 0; i < count; i += 2) {
    const x0 = W / 2 - spread / 2 + (i * spread) / count;
    const x1 = x0 + spread / count;
    parts.push(
      `<path d="M${r1(atY(x0, top))} ${top} L${r1(atY(x1, top))} ${top} L${r1(x1)} ${H} L${r1(x0)} ${H} Z" fill="${darken(g, 0.14)}"/>`,
    );
  }
  if (!plants) return parts.join('');
  const crop = mix('#3d8b2f', g, 0.3);
  for (let i = 1; i < count; i += 2) {
    const xb = W / 2 - spread / 2 + ((i + 0.5) * spread) / count;
    for (let k = 3; k <= 12; k++) {
      const t = k / 12;
      const y = top + (H - top) * t * t;
      const x = atY(xb, y);
      if (x < -30 || x > W + 30) continue;
      parts.push(sprout(x, y, 6 + t * 30, crop));
    }
  }
  return parts.join('');
}

function paddyScene(ctx: SceneContext): string {
  const g = ctx.art.ground;
  const water = mix(ctx.art.sky, g, 0.35);
  const parts: string[] = [];
  const bands = [HORIZON + 10, HORIZON + 60, HORIZON + 125, HORIZON + 210];
  bands.forEach((y, i) => {
    const next = bands[i + 1] ?? H;
    const wob = 10 + i * 6;
    parts.push(
      `<path d="M0 ${y} Q${W * 0.3} ${y - wob} ${W * 0.55} ${y + wob * 0.4} T${W} ${y - wob * 0.5} L${W} ${next + 20} L0 ${next + 20} Z" fill="${mix(water, '#ffffff', 0.1 * (3 - i))}"/>`,
      `<path d="M0 ${y} Q${W * 0.3} ${y - wob} ${W * 0.55} ${y + wob * 0.4} T${W} ${y - wob * 0.5}" stroke="${darken(g, 0.1)}" stroke-width="${4 + i * 3}" fill="none"/>`,
    );
    const rowGap = 16 + i * 12;
    const s = 6 + i * 6;
    for (let ry = y + 12 + i * 4; ry < next - 4; ry += rowGap * 0.7) {
      for (let x = (ry * 7) % rowGap; x < W; x += rowGap) {
        parts.push(
          `<path d="M${r1(x)} ${r1(ry)} l${r1(-s * 0.45)} ${r1(-s)} M${r1(x)} ${r1(ry)} l0 ${r1(-s * 1.25)} M${r1(x)} ${r1(ry)} l${r1(s * 0.45)} ${r1(-s)}" stroke="${i % 2 ? darken(g, 0.05) : lighten(g, 0.05)}" stroke-width="${r1(1.4 + i * 0.9)}" stroke-linecap="round"/>`,
        );
      }
    }
  });
  parts.push(`<rect x="0" y="${HORIZON + 14}" width="${W}" height="${H}" fill="url(#shine)" opacity="0.25"/>`);
  return parts.join('');
}

function greenhouseScene(ctx: SceneContext): string {
  const parts = [fieldRows(ctx, HORIZON + 40, 18)];
  const houses = [
    [900, 250, 560, 230],
    [560, 300, 360, 150],
    [1380, 320, 300, 120],
  ] as const;
  for (const [x, y, w, h] of houses.slice().reverse()) {
    const ribs = Array.from({ length: 8 }, (_, i) => {
      const rx = x + (i * w) / 7;
      return `<path d="M${r1(rx)} ${y + h} L${r1(rx)} ${y + h * 0.35}" stroke="#fff" stroke-width="2" opacity="0.7"/>`;
    }).join('');
    parts.push(
      `<rect x="${x}" y="${y + h - 6}" width="${w}" height="14" fill="#000" opacity="0.12"/>`,
      `<path d="M${x} ${y + h} L${x} ${y + h * 0.35} Q${x + w / 2} ${y - h * 0.45} ${x + w} ${y + h * 0.35} L${x + w} ${y + h} Z" fill="#eef7fb" opacity="0.82"/>`,
      `<path d="M${x + 10} ${y + h} L${x + w - 10} ${y + h} L${x + w - 10} ${y + h * 0.75} L${x + 10} ${y + h * 0.75} Z" fill="${ctx.art.ground}" opacity="0.75"/>`,
      ribs,
      `<path d="M${x} ${y + h * 0.35} Q${x + w / 2} ${y - h * 0.45} ${x + w} ${y + h * 0.35}" stroke="#fff" stroke-width="5" fill="none"/>`,
      `<path d="M${x + w * 0.2} ${y + h * 0.1} Q${x + w * 0.4} ${y - h * 0.1} ${x + w * 0.55} ${y - h * 0.05}" stroke="#fff" stroke-width="7" fill="none" opacity="0.6" stroke-linecap="round"/>`,
      `<rect x="${x + w / 2 - 22}" y="${y + h * 0.5}" width="44" height="${h * 0.5}" fill="${darken(ctx.art.ground, 0.2)}" opacity="0.7"/>`,
    );
  }
  return parts.join('');
}

function orchardScene(ctx: SceneContext): string {
  const g = ctx.art.ground;
  const parts = [`<rect x="0" y="${HORIZON + 20}" width="${W}" height="${H}" fill="url(#gr)"/>`];
  for (const [rowY, scale, gap, offset] of [
    [HORIZON + 60, 0.5, 150, 40],
    [HORIZON + 130, 0.8, 230, 120],
    [HORIZON + 230, 1.2, 340, 10],
  ] as const) {
    for (let x = offset; x < W + 100; x += gap) {
      const tx = x + (ctx.rand() - 0.5) * 30;
      const s = scale * (0.9 + ctx.rand() * 0.2);
      const canopy = darken(g, 0.1 + ctx.rand() * 0.12);
      const fruits = Array.from({ length: 6 }, () => {
        const fx = tx + (ctx.rand() - 0.5) * 130 * s;
        const fy = rowY - 150 * s + (ctx.rand() - 0.5) * 90 * s;
        return `<circle cx="${r1(fx)}" cy="${r1(fy)}" r="${r1(7 * s)}" fill="${ctx.art.accent}"/>`;
      }).join('');
      parts.push(
        `<ellipse cx="${r1(tx + 20 * s)}" cy="${rowY}" rx="${r1(80 * s)}" ry="${r1(14 * s)}" fill="#000" opacity="0.15"/>`,
        `<rect x="${r1(tx - 9 * s)}" y="${r1(rowY - 90 * s)}" width="${r1(18 * s)}" height="${r1(90 * s)}" fill="#6b4a2a"/>`,
        `<circle cx="${r1(tx)}" cy="${r1(rowY - 150 * s)}" r="${r1(80 * s)}" fill="${canopy}"/>`,
        `<circle cx="${r1(tx - 50 * s)}" cy="${r1(rowY - 120 * s)}" r="${r1(50 * s)}" fill="${canopy}"/>`,
        `<circle cx="${r1(tx + 52 * s)}" cy="${r1(rowY - 118 * s)}" r="${r1(52 * s)}" fill="${canopy}"/>`,
        `<circle cx="${r1(tx - 22 * s)}" cy="${r1(rowY - 180 * s)}" r="${r1(36 * s)}" fill="${lighten(canopy, 0.15)}"/>`,
        fruits,
      );
    }
  }
  return parts.join('');
}

function harvestScene(ctx: SceneContext): string {
  const g = ctx.art.ground;
  const parts = [fieldRows(ctx, HORIZON + 20, 26, false)];
  // round hay bales in the middle distance
  for (const [x, y, r] of [
    [760, HORIZON + 62, 26],
    [560, HORIZON + 90, 38],
    [300, HORIZON + 150, 58],
  ] as const) {
    const hay = '#e2b85a';
    parts.push(
      `<ellipse cx="${x + r * 0.3}" cy="${y + r * 0.95}" rx="${r * 1.3}" ry="${r * 0.22}" fill="#000" opacity="0.2"/>`,
      `<rect x="${x - r * 0.9}" y="${y - r}" width="${r * 1.8}" height="${r * 2}" rx="${r * 0.3}" fill="${darken(hay, 0.12)}"/>`,
      `<circle cx="${x + r * 0.9}" cy="${y}" r="${r}" fill="${hay}"/>`,
      `<circle cx="${x + r * 0.9}" cy="${y}" r="${r * 0.66}" fill="none" stroke="${darken(hay, 0.2)}" stroke-width="${r1(r * 0.08)}"/>`,
      `<circle cx="${x + r * 0.9}" cy="${y}" r="${r * 0.33}" fill="none" stroke="${darken(hay, 0.2)}" stroke-width="${r1(r * 0.08)}"/>`,
    );
  }
  // crates of produce in the foreground
  const produce = [ctx.art.accent, '#d63b2f', '#f0b429', '#6aa84f'];
  for (const [x, y, s, k] of [
    [1080, 520, 1, 0],
    [1300, 540, 1.1, 1],
    [1190, 440, 0.85, 2],
  ] as const) {
    const fill = produce[k % produce.length] ?? ctx.art.accent;
    const items = Array.from({ length: 7 }, (_, i) => {
      const cx = x + 22 * s + i * 28 * s;
      const cy = y - 6 * s - (i % 2) * 10 * s;
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(20 * s)}" fill="${fill}"/><circle cx="${r1(cx - 6 * s)}" cy="${r1(cy - 6 * s)}" r="${r1(5 * s)}" fill="#fff" opacity="0.45"/>`;
    }).join('');
    parts.push(
      `<ellipse cx="${r1(x + 110 * s)}" cy="${r1(y + 80 * s)}" rx="${r1(130 * s)}" ry="${r1(16 * s)}" fill="#000" opacity="0.18"/>`,
      items,
      `<rect x="${x}" y="${y}" width="${r1(220 * s)}" height="${r1(80 * s)}" rx="6" fill="#a8713d"/>`,
      `<rect x="${x}" y="${r1(y + 30 * s)}" width="${r1(220 * s)}" height="${r1(8 * s)}" fill="${darken('#a8713d', 0.25)}"/>`,
      `<rect x="${x}" y="${r1(y + 58 * s)}" width="${r1(220 * s)}" height="${r1(8 * s)}" fill="${darken('#a8713d', 0.25)}"/>`,
      `<rect x="${x}" y="${y}" width="${r1(220 * s)}" height="${r1(80 * s)}" rx="6" fill="none" stroke="${darken('#a8713d', 0.35)}" stroke-width="4"/>`,
    );
  }
  parts.push(`<rect x="0" y="${H - 40}" width="${W}" height="40" fill="${darken(g, 0.2)}" opacity="0.35"/>`);
  return parts.join('');
}

function tractorScene(ctx: SceneContext): string {
  const c = ctx.art.accent;
  const wheel = (cx: number, cy: number, r: number) => `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#222"/>
    <circle cx="${cx}" cy="${cy}" r="${r1(r * 0.82)}" fill="none" stroke="#3b3b3b" stroke-width="${r1(r * 0.14)}" stroke-dasharray="${r1(r * 0.2)} ${r1(r * 0.16)}"/>
    <circle cx="${cx}" cy="${cy}" r="${r1(r * 0.5)}" fill="#e8c35a"/>
    <circle cx="${cx}" cy="${cy}" r="${r1(r * 0.18)}" fill="#777"/>`;
  return `${fieldRows(ctx, HORIZON + 30, 24)}
  <g transform="translate(1030 250)">
    <ellipse cx="150" cy="250" rx="250" ry="22" fill="#000" opacity="0.22"/>
    <rect x="150" y="-26" width="14" height="80" rx="4" fill="#444"/>
    <path d="M60 40 L260 40 L280 60 L300 150 L40 150 L40 60 Z" fill="${c}"/>
    <path d="M-30 20 L110 20 L130 150 L-50 150 Z" fill="${darken(c, 0.1)}"/>
    <path d="M-20 30 L96 30 L110 110 L-30 110 Z" fill="#cfe9f7" opacity="0.9"/>
    <path d="M-36 10 L120 10 L120 24 L-36 24 Z" fill="${darken(c, 0.3)}"/>
    <rect x="250" y="70" width="60" height="20" rx="4" fill="#ffe9a6"/>
    <rect x="60" y="100" width="200" height="10" fill="${darken(c, 0.25)}"/>
    ${wheel(20, 170, 80)}
    ${wheel(270, 200, 48)}
    <path d="M-60 180 L-100 214" stroke="#555" stroke-width="10" stroke-linecap="round"/>
    <path d="M-120 230 L-40 230 L-30 210 L-110 210 Z" fill="#666"/>
    ${Array.from({ length: 6 }, (_, i) => `<path d="M${-115 + i * 14} 230 l-6 22" stroke="#555" stroke-width="5"/>`).join('')}
  </g>`;
}

const SCENES: Record<BannerArt['scene'], (ctx: SceneContext) => string> = {
  field: (ctx) => fieldRows(ctx),
  greenhouse: greenhouseScene,
  harvest: harvestScene,
  orchard: orchardScene,
  paddy: paddyScene,
  tractor: tractorScene,
};

function captionPanel(caption: string, accent: string): string {
  let size = 58;
  let lines = wrap(caption, 640, size);
  while (lines.length > 3 && size > 36) {
    size -= 4;
    lines = wrap(caption, 640, size);
  }
  if (lines.length > 3) {
    lines = lines.slice(0, 3);
    lines[2] = `${lines[2]?.replace(/\s*\S*$/, '') ?? ''}…`;
  }
  const lineHeight = Math.round(size * 1.22);
  const panelH = lines.length * lineHeight + 70;
  const widest = Math.max(...lines.map((l) => textWidth(l, size)));
  const panelW = Math.min(780, Math.max(340, widest + 100));
  const y0 = Math.round((H - panelH) / 2) - 20;
  const tspans = lines
    .map((l, i) => `<tspan x="110" y="${y0 + 35 + size * 0.9 + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<g>
    <rect x="64" y="${y0 + 6}" width="${r1(panelW)}" height="${panelH}" rx="22" fill="#000" opacity="0.18"/>
    <rect x="60" y="${y0}" width="${r1(panelW)}" height="${panelH}" rx="22" fill="#10241a" opacity="0.72"/>
    <rect x="60" y="${y0 + 24}" width="10" height="${panelH - 48}" rx="5" fill="${accent}"/>
    <text font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${tspans}</text>
  </g>`;
}

/** SVG source of a 1600×600 landscape banner. */
export function bannerSvg(art: BannerArt, caption?: string): string {
  const seedText = `${art.scene}${art.sky}${art.ground}${art.accent}${caption ?? ''}`;
  const rand = rng(hash(seedText));
  const ctx: SceneContext = { art, rand };
  const sunX = r1(caption ? 1000 + rand() * 400 : 200 + rand() * 1200);
  const sunY = r1(110 + rand() * 60);
  const clouds = Array.from({ length: 4 }, (_, i) => {
    // spread clouds over four slots across the sky and keep them clear of the sun
    let x = (i + 0.2 + rand() * 0.6) * (W / 4);
    if (Math.abs(x - sunX) < 220) x = sunX + (x < sunX ? -240 : 240);
    return cloud(x, 60 + rand() * 140, 0.6 + rand() * 0.8);
  }).join('');
  const scene = (SCENES[art.scene] ?? SCENES.field)(ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${darken(art.sky, 0.08)}"/><stop offset="0.65" stop-color="${lighten(art.sky, 0.45)}"/>
      <stop offset="1" stop-color="${lighten(art.accent, 0.75)}"/>
    </linearGradient>
    <radialGradient id="sun">
      <stop offset="0" stop-color="#fffbe6"/><stop offset="0.25" stop-color="${mix('#ffe9a0', art.accent, 0.2)}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${mix('#ffe9a0', art.accent, 0.2)}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="gr" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${lighten(art.ground, 0.12)}"/><stop offset="1" stop-color="${darken(art.ground, 0.12)}"/>
    </linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.8"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="170" fill="url(#sun)"/>
  <circle cx="${sunX}" cy="${sunY}" r="48" fill="#fff6cf"/>
  ${clouds}
  ${hills(HORIZON - 40, 70, mix(art.ground, art.sky, 0.6), rand)}
  ${hills(HORIZON, 50, mix(art.ground, art.sky, 0.35), rand)}
  ${scene}
  ${caption ? captionPanel(caption, art.accent) : ''}
</svg>`;
}

/** 1600×600 JPEG banner; `caption` (e.g. an article title) is printed on a panel at the left. */
export async function renderBannerImage(art: BannerArt, caption?: string): Promise<Buffer> {
  return toJpeg(bannerSvg(art, caption));
}
