import type { BannerArt } from '../content/banners.js';
import { darken, lighten, mix, r1 } from './svg.js';

export const W = 1600;
export const H = 600;
export const HORIZON = 360;

export interface SceneContext {
  art: BannerArt;
  rand: () => number;
}

/** Rolling hills line across the picture. */
export function hills(baseY: number, amplitude: number, fill: string, rand: () => number): string {
  const waves = 3 + Math.floor(rand() * 3);
  const phase = rand() * Math.PI * 2;
  let d = `M0 ${H} L0 ${r1(baseY)}`;
  for (let x = 0; x <= W; x += 40) {
    const y = baseY - amplitude * (0.5 + 0.5 * Math.sin((x / W) * waves * Math.PI + phase));
    d += ` L${x} ${r1(y)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`;
}

export function cloud(x: number, y: number, s: number): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})" fill="#fff" opacity="0.85">
    <ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="-34" cy="-14" rx="36" ry="26"/>
    <ellipse cx="22" cy="-24" rx="44" ry="34"/><ellipse cx="60" cy="-4" rx="34" ry="22"/>
  </g>`;
}

/** A young crop plant standing at (x, y), `size` px tall. */
export function sprout(x: number, y: number, size: number, color: string): string {
  const s = size / 20;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})">
    <path d="M0 0 L0 -16" stroke="${darken(color, 0.2)}" stroke-width="2.4"/>
    <ellipse cx="-7" cy="-10" rx="8" ry="3.6" fill="${color}" transform="rotate(-35 -7 -10)"/>
    <ellipse cx="7" cy="-13" rx="8" ry="3.6" fill="${lighten(color, 0.12)}" transform="rotate(35 7 -13)"/>
    <ellipse cx="0" cy="-19" rx="3.4" ry="6" fill="${lighten(color, 0.2)}"/>
  </g>`;
}

/** Perspective crop rows converging on a vanishing point; `plants` adds young plants on the rows. */
export function fieldRows(ctx: SceneContext, top = HORIZON + 30, count = 22, plants = true): string {
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
