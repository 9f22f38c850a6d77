import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_MODULE, type Manifest, staticClosure } from '../src/plugins/web-manifest.js';

/** An area of the web app: the route module its pages come from, and its budget if it has one. */
export interface Area {
  name: string;
  page: string;
  module: string;
  /** The first page's own module, when the area loads its pages on demand. */
  pageModule?: string;
  budgetKb?: number;
}

/**
 * The first page of each area. Its initial JavaScript is the entry, the area's route module, the
 * page's own module where the area loads pages on demand, and everything they import statically; chunks loaded on demand or once the page is idle (dialogs,
 * sheets, the notification region, other pages) are not counted.
 */
export const AREAS: Area[] = [
  { name: 'sign-in', page: '/auth/login', module: 'src/app/routes/auth.tsx', budgetKb: 150 },
  { name: 'shop', page: '/shop/home', module: 'src/app/routes/shop.tsx', budgetKb: 200 },
  { name: 'farmer', page: '/farmAI/home', module: 'src/app/routes/farm-ai.tsx' },
  {
    name: 'admin',
    page: '/admin/dashboard',
    module: 'src/app/routes/admin.tsx',
    pageModule: 'src/features/admin-dashboard/components/dashboard-page.tsx',
  },
];

export interface AreaSize extends Area {
  files: string[];
  gzipBytes: number;
  met: boolean | null;
}

export interface WebBundle {
  built: boolean;
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Empty when the build has no manifest. */
  areas: AreaSize[];
}

/** Initial JavaScript of each area, from the manifest and the gzip size of each file. */
export function areaSizes(manifest: Manifest, gzipBytesOf: (file: string) => number, areas = AREAS): AreaSize[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return areas.map((area) => {
    // the entry opens the app at once (apps/web/src/boot.ts): its code is part of every first page
    const app = manifest[APP_MODULE] ? [APP_MODULE] : [];
    const modules = [...entries, ...app, area.module, ...(area.pageModule ? [area.pageModule] : [])];
    const files = staticClosure(manifest, modules).filter((f) => f.endsWith('.js'));
    const gzipBytes = files.reduce((sum, file) => sum + gzipBytesOf(file), 0);
    const met = area.budgetKb === undefined ? null : gzipBytes <= area.budgetKb * 1024;
    return { ...area, files, gzipBytes, met };
  });
}

/** Sizes of the built web app in `distDir` (apps/web/dist). */
export function measureWebBundle(distDir: string): WebBundle {
  const assets = path.join(distDir, 'assets');
  const names = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  const files = names.sort().map((file) => {
    const content = readFileSync(path.join(assets, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const gzipByFile = new Map(files.map((f) => [`assets/${f.file}`, f.gzipBytes]));
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const areas = existsSync(manifestFile)
    ? areaSizes(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, (file) => {
        const bytes = gzipByFile.get(file);
        if (bytes === undefined) throw new Error(`the build manifest names ${file}, which is not in ${assets}`);
        return bytes;
      })
    : [];
  return {
    built: files.length > 0,
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    areas,
  };
}
