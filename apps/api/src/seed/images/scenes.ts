import type { BannerArt } from '../content/banners.js';
import { fieldRows, H, HORIZON, type SceneContext, W } from './scene-kit.js';
import { darken, lighten, mix, r1 } from './svg.js';

/** The banner landscapes, one per BannerArt scene. */

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

export const SCENES: Record<BannerArt['scene'], (ctx: SceneContext) => string> = {
  field: (ctx) => fieldRows(ctx),
  greenhouse: greenhouseScene,
  harvest: harvestScene,
  orchard: orchardScene,
  paddy: paddyScene,
  tractor: tractorScene,
};
