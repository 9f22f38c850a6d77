import { describe, expect, it } from 'vitest';
import { areaSizes } from '../bench/web-bundle.js';
import { type Manifest, staticClosure } from '../src/plugins/web-manifest.js';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  'src/app/routes/auth.tsx': { file: 'assets/auth.js', imports: ['_ui.js', 'index.html'] },
  'src/app/routes/shop.tsx': { file: 'assets/shop.js', imports: ['_ui.js', '_cart.js'] },
  '_cart.js': { file: 'assets/cart.js' },
  'src/components/ui/toaster.tsx': { file: 'assets/toaster.js', imports: ['_ui.js'] },
  'src/features/dialog.tsx': { file: 'assets/dialog.js' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/react.js': 60_000,
  'assets/ui.js': 10_000,
  'assets/auth.js': 2_000,
  'assets/shop.js': 30_000,
  'assets/cart.js': 5_000,
  'assets/toaster.js': 4_000,
  'assets/dialog.js': 90_000,
};

describe('initial JavaScript of each area', () => {
  it('follows static imports once each, through cycles', () => {
    expect(staticClosure(manifest, ['src/app/routes/auth.tsx']).sort()).toEqual(
      ['assets/auth.js', 'assets/index.js', 'assets/react.js', 'assets/ui.js'].sort(),
    );
  });

  it('adds the entry, not chunks loaded on demand', () => {
    const areas = [
      { name: 'sign-in', page: '/auth/login', module: 'src/app/routes/auth.tsx', budgetKb: 120 },
      { name: 'shop', page: '/shop/home', module: 'src/app/routes/shop.tsx', budgetKb: 130 },
    ];
    const [signIn, shop] = areaSizes(manifest, (file) => sizes[file] ?? Number.NaN, areas);
    expect(signIn?.gzipBytes).toBe(40_000 + 60_000 + 10_000 + 2_000);
    expect(signIn?.met).toBe(true);
    expect(shop?.gzipBytes).toBe(40_000 + 60_000 + 10_000 + 30_000 + 5_000);
    expect(shop?.files).not.toContain('assets/toaster.js');
    expect(shop?.files).not.toContain('assets/dialog.js');
    expect(shop?.met).toBe(false);
  });

  it("counts the first page's own chunk where the area loads its pages on demand", () => {
    const areas = [
      {
        name: 'shop',
        page: '/shop/listing',
        module: 'src/app/routes/shop.tsx',
        pageModule: 'src/features/dialog.tsx',
      },
    ];
    const [shop] = areaSizes(manifest, (file) => sizes[file] ?? Number.NaN, areas);
    expect(shop?.gzipBytes).toBe(40_000 + 60_000 + 10_000 + 30_000 + 5_000 + 90_000);
    expect(shop?.files).toContain('assets/dialog.js');
    expect(shop?.met).toBeNull();
  });

  it('refuses a manifest that names a missing chunk', () => {
    expect(() => staticClosure({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, ['index.html'])).toThrow(
      /_gone\.js/,
    );
  });
});
