import type { BannerArt } from '../content/banners.js';
import { cloud, H, HORIZON, hills, type SceneContext, W } from './scene-kit.js';
import { SCENES } from './scenes.js';
import { darken, escapeXml, FONT, hash, lighten, mix, r1, rng, textWidth, toJpeg, wrap } from './svg.js';

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

/**
 * SVG source of a 1600×600 landscape banner. With a caption, the scene leaves the left part for it;
 * `drawCaption: false` draws that same picture without the caption (for words drawn over it later).
 */
export function bannerSvg(art: BannerArt, caption?: string, options: { drawCaption?: boolean } = {}): string {
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
  ${caption && options.drawCaption !== false ? captionPanel(caption, art.accent) : ''}
</svg>`;
}

/**
 * 1600×600 JPEG banner; `caption` (e.g. a sale's words) is printed on a panel at the left, or, with
 * `drawCaption: false`, only room is left for it.
 */
export async function renderBannerImage(
  art: BannerArt,
  caption?: string,
  options: { drawCaption?: boolean } = {},
): Promise<Buffer> {
  return toJpeg(bannerSvg(art, caption, options));
}
