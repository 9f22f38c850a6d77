import { type Ranking, rank, visualScore } from '@farmai/diagnosis-engine/ranker';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseImage, type ImageFeatures } from '../src/engine/image-analysis.js';
import { renderOverlay } from '../src/engine/overlay.js';
import { TEST_KB } from './support/kb.js';
import { type LeafKind, leafPhoto, PUSTULE_CENTRES, SPOT_CENTRES } from './support/leaf-images.js';

const photos = new Map<LeafKind, Buffer>();
const features = new Map<LeafKind, ImageFeatures>();
const kinds: LeafKind[] = ['spots-halo', 'powdery', 'rust', 'yellow', 'healthy'];
const matcher = new TextMatcher(TEST_KB);

beforeAll(async () => {
  for (const kind of kinds) {
    const photo = await leafPhoto(kind);
    photos.set(kind, photo);
    features.set(kind, await analyseImage(photo));
  }
});

const f = (kind: LeafKind) => {
  const value = features.get(kind);
  if (!value) throw new Error(`no features for ${kind}`);
  return value;
};
const entry = (id: string) => {
  const e = TEST_KB.find((x) => x.id === id);
  if (!e) throw new Error(`no entry ${id}`);
  return e;
};
const position = (ranking: Ranking, id: string) => ranking.ranked.findIndex((r) => r.entry.id === id);
const confidenceOf = (ranking: Ranking, id: string) => ranking.ranked.find((r) => r.entry.id === id)?.confidence ?? 0;

// Leaf ellipse 170 × 100 px; spots are 15 px (halo) and 8 px (brown centre) circles.
const LEAF_AREA = Math.PI * 170 * 100;

describe('image analysis features', () => {
  it('finds brown spots with yellow halos and measures the affected area', () => {
    const s = f('spots-halo');
    expect(s.leafFound).toBe(true);
    expect(s.spotCount).toBeGreaterThanOrEqual(SPOT_CENTRES.length - 2);
    expect(s.spotCount).toBeLessThanOrEqual(SPOT_CENTRES.length + 2);
    expect(s.hasHalo).toBe(true);
    expect(s.haloFraction).toBeGreaterThanOrEqual(0.8);
    expect(s.colours).toContain('necrotic-brown');
    expect(s.pattern).toBe('spots');
    const truth = (100 * SPOT_CENTRES.length * Math.PI * 15 ** 2) / LEAF_AREA;
    expect(s.affectedPct).toBeGreaterThan(truth * 0.7);
    expect(s.affectedPct).toBeLessThan(truth * 1.3);
    const brownTruth = (100 * SPOT_CENTRES.length * Math.PI * 8 ** 2) / LEAF_AREA;
    expect(s.classPct['necrotic-brown']).toBeGreaterThan(brownTruth * 0.6);
    expect(s.classPct['necrotic-brown']).toBeLessThan(brownTruth * 1.5);
  });

  it('classes white powdery blotches on the leaf', () => {
    const s = f('powdery');
    expect(s.classPct['white-powdery']).toBeGreaterThan(10);
    expect(s.pattern).toBe('powdery-coating');
    expect(s.colours[0]).toBe('white-powdery');
    expect(s.spotCount).toBeGreaterThanOrEqual(4);
    expect(s.spotCount).toBeLessThanOrEqual(6);
    expect(s.hasHalo).toBe(false);
  });

  it('classes orange pustules as rust', () => {
    const s = f('rust');
    expect(s.classPct['orange-rust']).toBeGreaterThan(2);
    expect(s.colours[0]).toBe('orange-rust');
    expect(s.pattern).toBe('pustules');
    expect(s.spotCount).toBeGreaterThan(PUSTULE_CENTRES.length * 0.8);
    expect(s.spotCount).toBeLessThan(PUSTULE_CENTRES.length * 1.2);
  });

  it('sees a uniformly yellow leaf as yellowing without spots', () => {
    const s = f('yellow');
    expect(s.diffuseYellowPct).toBeGreaterThan(85);
    expect(s.spotCount).toBeLessThanOrEqual(1);
    expect(s.pattern).toBe('uniform-yellowing');
  });

  it('sees a healthy leaf as healthy and ignores the sky and soil', () => {
    const s = f('healthy');
    expect(s.leafFound).toBe(true);
    expect(s.leafPct).toBeGreaterThan(25);
    expect(s.leafPct).toBeLessThan(40);
    expect(s.affectedPct).toBeLessThan(1);
    expect(s.spotCount).toBe(0);
    expect(s.pattern).toBe('none');
  });

  it('reports no leaf for a photo without plant tissue', async () => {
    const soil = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a5f46' } })
      .jpeg()
      .toBuffer();
    const s = await analyseImage(soil);
    expect(s.leafFound).toBe(false);
    expect(s.spotCount).toBe(0);
  });
});

describe('photo adjusts the ranking', () => {
  it('brown spots with halos favour early blight over Septoria leaf spot', () => {
    const spots = f('spots-halo');
    expect(visualScore(entry('tomato-early-blight').visual, spots)).toBeGreaterThan(
      visualScore(entry('tomato-septoria-leaf-spot').visual, spots),
    );
    const text = 'spots on my tomato leaves';
    const without = rank(matcher, text, undefined);
    const withPhoto = rank(matcher, text, spots);
    expect(withPhoto.ranked[0]?.entry.id).toBe('tomato-early-blight');
    expect(position(withPhoto, 'tomato-early-blight')).toBeLessThanOrEqual(position(without, 'tomato-early-blight'));
    expect(confidenceOf(withPhoto, 'tomato-early-blight')).toBeGreaterThan(
      confidenceOf(without, 'tomato-early-blight'),
    );
  });

  it('white powder favours powdery mildew', () => {
    const powdery = f('powdery');
    const text = 'white patches on my cucumber leaves';
    const without = rank(matcher, text, undefined);
    const withPhoto = rank(matcher, text, powdery);
    expect(withPhoto.ranked[0]?.entry.id).toBe('powdery-mildew-cucurbits');
    expect(confidenceOf(withPhoto, 'powdery-mildew-cucurbits')).toBeGreaterThan(
      confidenceOf(without, 'powdery-mildew-cucurbits'),
    );
    expect(visualScore(entry('powdery-mildew-cucurbits').visual, powdery)).toBeGreaterThan(0.5);
    expect(visualScore(entry('downy-mildew-cucurbits').visual, powdery)).toBeLessThan(0);
  });

  it('orange pustules favour the rusts', () => {
    const rust = f('rust');
    const text = 'small spots on the wheat leaves';
    const without = rank(matcher, text, undefined);
    const withPhoto = rank(matcher, text, rust);
    const top = withPhoto.ranked[0]?.entry;
    expect(top?.visual.colours[0]).toBe('orange-rust');
    const rusts = TEST_KB.filter((e) => e.hosts.includes('wheat') && e.visual.colours[0] === 'orange-rust');
    const rustShare = (r: Ranking) => rusts.reduce((sum, e) => sum + confidenceOf(r, e.id), 0);
    expect(rustShare(withPhoto)).toBeGreaterThan(rustShare(without));
    expect(visualScore(entry('wheat-leaf-rust').visual, rust)).toBeGreaterThan(
      visualScore(entry('septoria-tritici-blotch').visual, rust),
    );
  });

  it('uniform yellowing without spots favours nutrient deficiencies', () => {
    const yellow = f('yellow');
    const text = 'my maize leaves are turning yellow';
    const withPhoto = rank(matcher, text, yellow);
    expect(withPhoto.ranked[0]?.entry.type).toBe('nutrient');
    expect(visualScore(entry('nitrogen-deficiency').visual, yellow)).toBeGreaterThan(
      visualScore(entry('northern-corn-leaf-blight').visual, yellow),
    );
  });

  it('never overrides a clear crop mismatch', () => {
    const withPhoto = rank(matcher, 'my tomato leaves have spots and some patches', f('powdery'));
    expect(withPhoto.ranked.length).toBeGreaterThan(0);
    for (const r of withPhoto.ranked.slice(0, 3)) expect(r.entry.hosts).toContain('tomato');
    expect(position(withPhoto, 'powdery-mildew-cucurbits')).toBe(-1);
  });

  it('ranks by the photo alone when the text names only the crop', () => {
    const text = 'What is wrong with my wheat? Please see the photo.';
    expect(rank(matcher, text, undefined).ranked).toEqual([]);
    const withPhoto = rank(matcher, text, f('rust'));
    expect(withPhoto.basis).toBe('photo');
    expect(withPhoto.ranked[0]?.entry.hosts).toContain('wheat');
    expect(withPhoto.ranked[0]?.entry.visual.colours[0]).toBe('orange-rust');
    for (const r of withPhoto.ranked) expect(r.confidence).toBeLessThanOrEqual(0.5);
  });
});

describe('overlay', () => {
  it('marks the lesions on the photo and adds a legend strip', async () => {
    const photo = photos.get('spots-halo') ?? Buffer.alloc(0);
    const overlay = await renderOverlay(photo, f('spots-halo'));
    const meta = await sharp(overlay).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(480);
    expect(meta.height).toBeGreaterThan(360);

    const decode = async (input: Buffer) =>
      sharp(input).extract({ left: 0, top: 0, width: 480, height: 360 }).removeAlpha().raw().toBuffer();
    const before = await decode(photo);
    const after = await decode(overlay);
    const pixel = (data: Buffer, x: number, y: number) => {
      const o = (y * 480 + x) * 3;
      return [data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0];
    };
    const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));

    // at each spot centre the overlay is redder than the photo
    for (const [x, y] of SPOT_CENTRES) {
      const a = pixel(before, x, y);
      const b = pixel(after, x, y);
      expect(distance(a, b)).toBeGreaterThan(30);
      expect((b[0] ?? 0) - (b[1] ?? 0)).toBeGreaterThan((a[0] ?? 0) - (a[1] ?? 0));
    }
    // healthy leaf between the spots and the background are (almost) unchanged
    const [sx, sy] = SPOT_CENTRES[0] ?? [0, 0];
    for (const [x, y] of [
      [sx + 26, sy],
      [20, 20],
      [20, 340],
    ] as const) {
      expect(distance(pixel(before, x, y), pixel(after, x, y))).toBeLessThan(25);
    }
  });
});
