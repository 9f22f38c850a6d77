import sharp from 'sharp';

/** A real photo-like image of the given format, made in memory. */
export async function makeImage(format: 'png' | 'jpeg' | 'webp', width = 320, height = 240): Promise<Buffer> {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 60, g: 140, b: 60 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#a0522d"/></svg>`,
      ),
    },
  ]);
  if (format === 'jpeg') {
    return base
      .jpeg()
      .withExif({ IFD0: { Copyright: 'FarmAI fixture camera' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
  }
  return format === 'png' ? base.png().toBuffer() : base.webp().toBuffer();
}

export const sampleProduct = {
  image: '/uploads/products/sample.webp',
  title: 'Hybrid Tomato Seeds F1 — 10 g',
  description: 'High-yield determinate tomato, tolerant to leaf curl virus. Germination above 85%.',
  category: 'seed',
  brand: 'agritech',
  price: 12.5,
  salePrice: 9.99,
  totalStock: 40,
};
