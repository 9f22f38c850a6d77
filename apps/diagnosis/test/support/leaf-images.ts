import sharp from 'sharp';

export type LeafKind = 'spots-halo' | 'powdery' | 'rust' | 'yellow' | 'healthy';

export const PHOTO_WIDTH = 480;
export const PHOTO_HEIGHT = 360;
const CX = 240;
const CY = 190;
const RX = 170;
const RY = 100;

/** Points on a grid that fall well inside the leaf ellipse. */
function gridInsideLeaf(step: number, margin: number): [number, number][] {
  const points: [number, number][] = [];
  for (let y = CY - RY; y <= CY + RY; y += step) {
    for (let x = CX - RX; x <= CX + RX; x += step) {
      const d = ((x - CX) / (RX - margin)) ** 2 + ((y - CY) / (RY - margin)) ** 2;
      if (d <= 1) points.push([x, y]);
    }
  }
  return points;
}

/** The lesions a synthetic photo carries, so tests can compare the analyser with the truth. */
export const SPOT_CENTRES = gridInsideLeaf(52, 22);
export const PUSTULE_CENTRES = gridInsideLeaf(22, 12);
export const POWDER_CENTRES: [number, number][] = [
  [160, 160],
  [240, 215],
  [320, 165],
  [200, 235],
  [290, 240],
  [130, 200],
];

/**
 * A leaf photo drawn with sharp: a green (or yellow) leaf ellipse on a sky-and-soil
 * background, with the lesions of the chosen kind.
 */
export async function leafPhoto(kind: LeafKind, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const leafFill = kind === 'yellow' ? '#d6c83c' : '#3c8c32';
  let lesions = '';
  if (kind === 'spots-halo') {
    lesions = SPOT_CENTRES.map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="15" fill="#d8c83a"/><circle cx="${x}" cy="${y}" r="8" fill="#5a3a1e"/>`,
    ).join('');
  } else if (kind === 'powdery') {
    lesions = POWDER_CENTRES.map(
      ([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="${24 + (i % 3) * 4}" ry="${18 + (i % 2) * 5}" fill="#eef0ea"/>`,
    ).join('');
  } else if (kind === 'rust') {
    lesions = PUSTULE_CENTRES.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#dc7420"/>`).join('');
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
<rect width="${PHOTO_WIDTH}" height="150" fill="#87bde6"/>
<rect y="150" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - 150}" fill="#7a5f46"/>
<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="${leafFill}"/>
${lesions}
</svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}
