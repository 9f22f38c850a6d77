import { lighten, r1 } from './svg.js';

export type PlantKind = 'fruit' | 'pod' | 'grain' | 'leafy';

export function plantKind(title: string): PlantKind {
  const t = title.toLowerCase();
  if (/rice|wheat|maize|corn|barley/.test(t)) return 'grain';
  if (/chili|okra|cucumber|gourd|bean/.test(t)) return 'pod';
  if (/spinach|cauliflower|cabbage|lettuce|onion/.test(t)) return 'leafy';
  return 'fruit';
}

const LEAF = '#3d8b37';
const LEAF_DARK = '#2d6e2a';

/** Where a plant stands in the packet window: its centre line, the soil line, the window's top and height. */
interface Ground {
  cx: number;
  soil: number;
  y0: number;
  h: number;
  color: string;
}

/** Plant drawing inside the seed packet window (x0, y0, w, h). */
export function plantDrawing(kind: PlantKind, x0: number, y0: number, w: number, h: number, color: string): string {
  const cx = x0 + w / 2;
  const soil = y0 + h - 42;
  const parts: string[] = [
    `<rect x="${x0}" y="${soil}" width="${w}" height="42" fill="#8a5a34"/>`,
    `<path d="M${x0} ${soil} Q${cx} ${soil - 14} ${x0 + w} ${soil} L${x0 + w} ${soil + 8} L${x0} ${soil + 8} Z" fill="#6e4526"/>`,
  ];
  const ground: Ground = { cx, soil, y0, h, color };
  if (kind === 'grain') parts.push(...grainStalks(ground));
  else if (kind === 'leafy') parts.push(...leafyHead(ground));
  else parts.push(...stakedPlant(ground, kind));
  return parts.join('');
}

/** Three stalks with leaves and a grain head each. */
function grainStalks({ cx, soil, h, color }: Ground): string[] {
  const parts: string[] = [];
  for (const [dx, tall, lean] of [
    [-60, 0.78, -10],
    [0, 0.9, 0],
    [60, 0.74, 12],
  ] as const) {
    const bx = cx + dx;
    const top = soil - (h - 60) * tall;
    parts.push(
      `<path d="M${bx} ${soil} Q${bx + lean * 0.3} ${(soil + top) / 2} ${bx + lean} ${top}" stroke="${LEAF_DARK}" stroke-width="5" fill="none"/>`,
      `<path d="M${bx} ${soil - 20} Q${bx - 40} ${soil - 70} ${bx - 58} ${soil - 60}" stroke="${LEAF}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      `<path d="M${bx} ${soil - 40} Q${bx + 40} ${soil - 95} ${bx + 56} ${soil - 84}" stroke="${LEAF}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
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
  return parts;
}

/** A rosette of leaves around a head. */
function leafyHead({ cx, soil, color }: Ground): string[] {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const angle = -75 + i * 25;
    parts.push(
      `<ellipse cx="${cx}" cy="${soil - 60}" rx="26" ry="64" fill="${i % 2 ? LEAF : LEAF_DARK}" ` +
        `transform="rotate(${angle} ${cx} ${soil - 4})"/>`,
    );
  }
  parts.push(
    `<circle cx="${cx}" cy="${soil - 34}" r="34" fill="${lighten(color, 0.55)}"/>`,
    `<circle cx="${cx - 12}" cy="${soil - 44}" r="12" fill="#fff" opacity="0.5"/>`,
  );
  return parts;
}

/** Fruit and pod: a staked stem with leaves, and pods or round fruit on it. */
function stakedPlant({ cx, soil, y0, color }: Ground, kind: 'fruit' | 'pod'): string[] {
  const top = y0 + 26;
  const parts = [
    `<path d="M${cx} ${soil} C${cx - 18} ${soil - 70} ${cx + 20} ${top + 80} ${cx} ${top}" stroke="${LEAF_DARK}" stroke-width="7" fill="none"/>`,
  ];
  const leaves: Array<[number, number, number]> = [
    [-1, soil - 50, -30],
    [1, soil - 85, 30],
    [-1, top + 70, -40],
    [1, top + 40, 40],
  ];
  for (const [side, ly, angle] of leaves) {
    const lx = cx + side * 38;
    parts.push(
      `<ellipse cx="${lx}" cy="${ly}" rx="36" ry="15" fill="${side < 0 ? LEAF : LEAF_DARK}" transform="rotate(${angle} ${lx} ${ly})"/>`,
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
        `<rect x="${px - 3}" y="${py - 10}" width="6" height="12" rx="2" fill="${LEAF_DARK}" transform="rotate(${a} ${px} ${py})"/>`,
      );
    }
    return parts;
  }
  for (const [fx, fy, fr] of [
    [cx - 40, soil - 112, 25],
    [cx + 40, top + 106, 23],
    [cx + 18, soil - 52, 20],
  ] as const) {
    parts.push(
      `<circle cx="${fx}" cy="${fy}" r="${fr}" fill="${color}"/>`,
      `<circle cx="${fx - fr * 0.35}" cy="${fy - fr * 0.35}" r="${fr * 0.28}" fill="#fff" opacity="0.45"/>`,
      `<path d="M${fx - 8} ${fy - fr + 2} l8 5 l8 -5" stroke="${LEAF_DARK}" stroke-width="3.5" fill="none"/>`,
    );
  }
  return parts;
}
