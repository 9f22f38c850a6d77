import type { ProductUnit } from '@farmai/contracts';
import { loadSharp } from '@farmai/media';
import type { ProductArt } from '../content/products.js';
import { pipeCoil, sprayer, tools } from './equipment-motifs.js';
import type { MotifContext } from './motif-kit.js';
import { bottle, box, netMotif, sack, seedPacket } from './packaging-motifs.js';
import { hash, JPEG_QUALITY, luminance, mix, r1, rng, toJpeg } from './svg.js';

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

/**
 * The product's further pictures, made from its main picture (no second drawing, so seeding stays
 * quick): a close-up of the label (the middle, enlarged) and the item turned a little on a paler
 * backdrop, as a second photograph would show it.
 */
export async function renderProductGallery(main: Buffer, p: { art: ProductArt }): Promise<Buffer[]> {
  const sharp = await loadSharp();
  const closeUp = sharp(main)
    .extract({ left: 170, top: 150, width: 460, height: 460 })
    .resize(800, 800)
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  const backdrop = mix(/^#[0-9a-f]{6}$/i.test(p.art.color) ? p.art.color : '#3d8b37', '#f7f4ec', 0.88);
  const turned = sharp(main)
    .resize(640, 640)
    .rotate(-7, { background: backdrop })
    .flatten({ background: backdrop })
    .resize(800, 800, { fit: 'contain', background: backdrop })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  return Promise.all([closeUp, turned]);
}

/**
 * What a product is sold by, read from its title: a weight or volume for seeds, fertilizers and
 * pesticides ("— 50 kg", "500 ml"), the roll's length of a hose ("— 50 m"), the count of a pack
 * ("Pack of 10"), else one piece.
 */
export function packOf(p: { title: string; category: string }): { unit: ProductUnit; packSize: number } {
  const count = /\(pack of (\d+)\)/i.exec(p.title);
  if (count) return { unit: 'piece', packSize: Number(count[1]) };
  const roll = /— (\d+(?:\.\d+)?) m$/.exec(p.title);
  if (roll) return { unit: 'm', packSize: Number(roll[1]) };
  if (['seed', 'fertilizer', 'pestisides'].includes(p.category)) {
    const amounts = [...p.title.matchAll(/(\d+(?:\.\d+)?)\s?(kg|g|L|ml)(?![A-Za-z0-9])/g)];
    const last = amounts.at(-1);
    if (last) {
      const unit = { kg: 'kg', g: 'g', L: 'L', ml: 'mL' }[last[2] as 'kg' | 'g' | 'L' | 'ml'] as ProductUnit;
      return { unit, packSize: Number(last[1]) };
    }
  }
  return { unit: 'piece', packSize: 1 };
}
