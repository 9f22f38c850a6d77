import { ENGLISH, type ReportContext } from '@farmai/diagnosis-engine/report-text';
import sharp from 'sharp';
import { type ImageFeatures, MASK } from './image-analysis.js';
import { openPhoto, type Pixels, rgbPixels } from './photo-pixels.js';

export interface OverlayOptions {
  /** Longest side of the output, px. */
  maxSize?: number;
  /** Mark the measured lesions (default); off for a photo the model reads as healthy. */
  marks?: boolean;
  /** What the photo model saw, put first in the legend. */
  caption?: string;
  /** The language of the legend (English by default). */
  context?: ReportContext;
  /** Whether the legend gives the affected share: only under a `diagnosed` answer (default true). */
  stated?: boolean;
}

/** The legend under the measured spots, in the context's language. */
export function overlayLegend(features: ImageFeatures, options: OverlayOptions = {}): string {
  const ctx = options.context ?? ENGLISH;
  const l = ctx.t.legend;
  const affected = (options.stated ?? true) ? ctx.percent(features.affectedPct, 1) : undefined;
  const halos = features.hasHalo ? ctx.count(features.haloSpotCount) : undefined;
  const measured = !(options.marks ?? true)
    ? l.noDamageMarked
    : features.leafFound
      ? l.measured(affected, ctx.count(features.spotCount), features.spotCount, halos)
      : l.noLeaf;
  return `${options.caption ? `${options.caption} · ` : ''}${measured} · FarmAI`;
}

const SPOT_FILL = [230, 25, 25, 120] as const;
const YELLOW_FILL = [230, 25, 25, 60] as const;

/**
 * Draws the detected lesions on the photo: a semi-transparent red fill over lesion
 * pixels (lighter over plain yellowing), a box around each spot, and a legend strip
 * under the photo with the affected area (`overlayLegend`). Returns a JPEG.
 */
export async function renderOverlay(
  photo: Buffer | Pixels,
  features: ImageFeatures,
  options: OverlayOptions = {},
): Promise<Buffer> {
  const base = await rgbPixels(photo, options.maxSize ?? 1024);
  const W = base.width;
  const H = base.height;

  // Lesion layer at analysis size, scaled up with nearest-neighbour so edges stay crisp.
  const marks = options.marks ?? true;
  const { width, height, mask } = features;
  const layer = Buffer.alloc(width * height * 4);
  for (let i = 0; marks && i < width * height; i++) {
    const code = mask[i] ?? 0;
    const fill = code === MASK['chlorotic-yellow'] ? YELLOW_FILL : code > MASK['chlorotic-yellow'] ? SPOT_FILL : null;
    if (!fill) continue;
    layer[i * 4] = fill[0];
    layer[i * 4 + 1] = fill[1];
    layer[i * 4 + 2] = fill[2];
    layer[i * 4 + 3] = fill[3];
  }
  const layerPixels = await sharp(layer, { raw: { width, height, channels: 4 } })
    .resize({ width: W, height: H, fit: 'fill', kernel: 'nearest' })
    .raw()
    .toBuffer();

  const sx = W / width;
  const sy = H / height;
  const boxes = (marks ? features.components : [])
    .slice(0, 80)
    .map((c) => {
      const x = Math.max(0, Math.floor(c.x0 * sx) - 2);
      const y = Math.max(0, Math.floor(c.y0 * sy) - 2);
      const w = Math.min(W - x, Math.ceil((c.x1 - c.x0 + 1) * sx) + 4);
      const h = Math.min(H - y, Math.ceil((c.y1 - c.y0 + 1) * sy) + 4);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ff2020" stroke-width="2"/>`;
    })
    .join('');

  const legendHeight = Math.max(28, Math.round(Math.min(W, 1024) * 0.05));
  const legendText = overlayLegend(features, options);
  const swatch = Math.round(legendHeight * 0.5);
  // DejaVu Sans averages about 0.6 em per character: shrink the text to fit narrow photos
  const fontSize = Math.max(
    8,
    Math.min(Math.round(legendHeight * 0.5), Math.floor((W - swatch - legendHeight) / (0.6 * legendText.length))),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H + legendHeight}">
${boxes}
<rect x="0" y="${H}" width="${W}" height="${legendHeight}" fill="#1b1b1b"/>
<rect x="${Math.round(legendHeight * 0.3)}" y="${H + Math.round((legendHeight - swatch) / 2)}" width="${swatch}" height="${swatch}" fill="#e61919" fill-opacity="0.8"/>
<text x="${Math.round(legendHeight * 0.3) + swatch + 8}" y="${H + Math.round(legendHeight / 2 + fontSize * 0.35)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(legendText)}</text>
</svg>`;

  return openPhoto(base)
    .extend({ bottom: legendHeight, background: '#1b1b1b' })
    .composite([
      { input: layerPixels, raw: { width: W, height: H, channels: 4 }, top: 0, left: 0 },
      { input: Buffer.from(svg), top: 0, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
