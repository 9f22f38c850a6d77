import type { Plugin } from 'vite';

/**
 * The modules a first visit opens: the app, the farmer's and the shop's areas, a product's page and the
 * sign-in pages (the keys the API reads in the build manifest to list a page's first files:
 * apps/api/src/plugins/web-manifest.ts).
 */
const FIRST_VIEW_ENTRIES = [
  'src/main.tsx',
  'src/app/routes/farm-ai.tsx',
  'src/app/routes/shop.tsx',
  'src/app/routes/auth.tsx',
  'src/features/shop-catalog/components/product-page/product-page.tsx',
];
/** The back office's modules: a farmer's screens never open them (vite.pwa.ts keeps them off the phone too). */
export const BACK_OFFICE = [
  /^src\/app\/routes\/admin\.tsx$/,
  /^src\/features\/admin-/,
  /admin-[\w-]+\.tsx$/,
  /virtual:messages\/[a-z]+-admin$/,
];

/** What the module graph says of one module, once the build has read every module. */
export interface FirstView {
  /** Whether a first visit's code needs it: imported statically, directly or not, by a first view's module. */
  needs(id: string): boolean;
  /** Whether any farmer's screen may open it (the back office's own modules and what only they use are not). */
  farmerMayOpen(id: string): boolean;
}

/**
 * A plugin that reads the module graph when the build has loaded it, and what it found, which the
 * code-splitting groups (vite.config.ts) ask while they place modules in chunks: the first view's
 * shared code in a file of its own, the rest of the farmer's shared code in another that later screens
 * fetch, and none of the back office's in either.
 */
export function firstViewGraph(root: string): { plugin: Plugin; firstView: FirstView } {
  const needed = new Set<string>();
  const farmers = new Set<string>();
  const relative = (id: string) => id.replace(/\\/g, '/').replace(`${root.replace(/\\/g, '/')}/`, '');
  const plugin: Plugin = {
    name: 'farmai:first-view-graph',
    apply: 'build',
    buildEnd() {
      needed.clear();
      farmers.clear();
      const ids = [...this.getModuleIds()];
      const walk = (from: string[], into: Set<string>, next: (id: string) => readonly string[]) => {
        const stack = [...from];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (into.has(id) || BACK_OFFICE.some((pattern) => pattern.test(relative(id)))) continue;
          into.add(id);
          stack.push(...next(id));
        }
      };
      const info = (id: string) => this.getModuleInfo(id);
      walk(
        ids.filter((id) => FIRST_VIEW_ENTRIES.includes(relative(id))),
        needed,
        (id) => info(id)?.importedIds ?? [],
      );
      walk(
        ids.filter((id) => info(id)?.isEntry),
        farmers,
        (id) => [...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? [])],
      );
      if (needed.size === 0) this.error(`none of the first view's modules is in the build: ${FIRST_VIEW_ENTRIES}`);
    },
  };
  return { plugin, firstView: { needs: (id) => needed.has(id), farmerMayOpen: (id) => farmers.has(id) } };
}
