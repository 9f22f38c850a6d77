/** How a generated landscape picture (home banner, advice or guide cover) is drawn. */
export interface BannerArt {
  scene: 'field' | 'greenhouse' | 'harvest' | 'orchard' | 'paddy' | 'tractor';
  /** Hex colour of the sky at the top of the picture. */
  sky: string;
  /** Hex colour of the land in the foreground. */
  ground: string;
  /** Hex colour used for highlights: sun glow, crops, caption stripe. */
  accent: string;
}

export interface SeedBanner {
  title: string;
  art: BannerArt;
}

/** Home-page carousel banners. */
export const seedBanners: SeedBanner[] = [
  {
    title: 'Monsoon Season Sale — up to 20% off seeds, fertilizers and sprayers',
    art: { scene: 'paddy', sky: '#7fb8e6', ground: '#4f8f3a', accent: '#f5c542' },
  },
  {
    title: 'Certified hybrid seeds for a stronger harvest',
    art: { scene: 'harvest', sky: '#f3c27a', ground: '#9a6b34', accent: '#e8612c' },
  },
  {
    title: 'Tools and irrigation kits that save time and water',
    art: { scene: 'tractor', sky: '#8ecdf0', ground: '#6f9e3d', accent: '#d9482b' },
  },
];
