import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { firstViewGraph } from './vite.first-view';
import { compiledMessages } from './vite.messages';
import { offlineDiagnosisPack, PACK_LANGUAGES_GROUP, PACK_MODULES } from './vite.offline-diagnosis';
import { answerFromSavedCopies, precacheFarmerFiles } from './vite.pwa';

/** The libraries of the app's look, shared by every screen. */
const UI_KIT =
  /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|lucide-react|class-variance-authority|clsx|tailwind-merge|react-remove-scroll[\w-]*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/;
/**
 * Widgets no first page shows (selects, menus, tabs, check boxes, radio groups, toasts, confirmations),
 * with the positioning library they share, and the farmer's screens that use them (listing filters and
 * sort, checkout, addresses, account, profile): they load with those screens, not with every page.
 */
const WIDGETS = new RegExp(
  [
    /node_modules[\\/](@radix-ui[\\/]react-(select|menu|dropdown-menu|popper|arrow|tabs|checkbox|radio-group|alert-dialog|toast|scroll-area|roving-focus|collection)|@floating-ui)[\\/]/,
    /src[\\/]components[\\/]ui[\\/](select|tabs|checkbox|radio-group|alert-dialog|dropdown-menu|toast|toaster|scroll-area)\.tsx$/,
    /src[\\/]features[\\/](shop-catalog[\\/]components[\\/](filters-panel|filters-sheet|sort-menu)|(checkout|addresses|account|profile)[\\/]components[\\/])/,
  ]
    .map((part) => part.source)
    .join('|'),
);

/** The app's own shared code: its widgets, its libraries and the wire's plain values. */
const APP_KIT = /src[\\/](components[\\/]ui|lib)[\\/]|packages[\\/]contracts[\\/]src[\\/]wire-values\.ts$/;
/** The farmer's screens' shared parts: features but the back office's, components, config, the shop's layout. */
const FARMER_KIT = /src[\\/](features[\\/](?!admin-)|components[\\/]|config[\\/]|app[\\/]layouts[\\/]shopping-layout)/;

const outDir = fileURLToPath(new URL('./dist', import.meta.url));
/** Which modules the first view needs and which a farmer's screen may open, read from the build's module graph. */
const { plugin: moduleGraph, firstView } = firstViewGraph(
  fileURLToPath(new URL('.', import.meta.url)).replace(/[\\/]$/, ''),
);

// In development the API (3000) sits behind Vite's proxy (it forwards the diagnosis calls to 3001),
// so the app always talks to its own origin, as it does when the API serves the build.
export default defineConfig({
  plugins: [
    react(),
    moduleGraph,
    // each language's ICU messages, compiled at build time (docs/decisions/017-i18n-library.md)
    compiledMessages(
      fileURLToPath(new URL('./src/locales', import.meta.url)),
      (area) => (['common', 'auth', 'mail'].includes(area) ? 'first' : area.startsWith('admin') ? 'admin' : 'more'),
      // the messages the API answers too (`shared.<id>`), with the farmer's and the shop's screens
      { area: 'shared', dir: fileURLToPath(new URL('../../packages/contracts/src/messages', import.meta.url)) },
    ),
    tailwindcss(),
    // the service worker: the farmer's part of the app stored on the phone at the first visit, shop and
    // content answers and pictures kept as last seen, a prompt when a new version is ready
    // (docs/decisions/032-installable-and-offline.md)
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // the offline diagnosis pack is downloaded only when the farmer asks (vite.offline-diagnosis.ts)
        globIgnores: [
          '**/node_modules/**',
          'assets/offline-diagnosis-*.js',
          'assets/on-device-*.js',
          'offline-diagnosis/**',
        ],
        manifestTransforms: [precacheFarmerFiles(outDir)],
        maximumFileSizeToCacheInBytes: 600 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/metrics/],
        cleanupOutdatedCaches: true,
        // the first visit's page is served by the worker as soon as it is installed
        clientsClaim: true,
        runtimeCaching: [
          {
            // what the farmer read: catalog, product pages, content, cart and orders, as last seen; a guide or
            // an article saved for offline answers from its own cache when this one has lost it
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(?!auth\/(?!check-auth)|admin\/|health|ready)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'farmai-answers',
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              plugins: [answerFromSavedCopies],
            },
          },
          {
            // the offline diagnosis pack, put in this cache when the farmer downloads it (its list,
            // pack.json, always from the network: a new version's pack replaces the old one)
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (/^\/assets\/(offline-diagnosis|on-device)-[\w-]+\.js$/.test(url.pathname) ||
                (url.pathname.startsWith('/offline-diagnosis/') && !url.pathname.endsWith('/pack.json'))),
            handler: 'CacheFirst',
            options: { cacheName: 'farmai-offline-diagnosis', cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'farmai-pictures',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              // the pictures of guides and articles saved for offline, past this cache's limit
              plugins: [answerFromSavedCopies],
            },
          },
        ],
      },
    }),
    // the offline diagnosis pack: downloaded only when the farmer asks (docs/decisions/034-diagnosis-on-the-phone.md)
    offlineDiagnosisPack(fileURLToPath(new URL('../diagnosis/models/leaf', import.meta.url))),
    // .br and .gz twins of the text files, which the API sends to browsers that take them
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      exclude: [/\.vite\//],
    }),
  ],
  // `@/…` is `src/…`: shared code is imported by its place in the app, features by their own relative paths
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      // the diagnosis call goes through the API too, which keeps a signed-in farmer's answers
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    outDir,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // which chunks each page needs first (read by `npm run bench` to size each area's initial JavaScript)
    manifest: true,
    // a few larger chunks instead of dozens of 1–2 KB ones: on a weak signal every file costs a round trip
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // what the first file needs to start the page's API reads (src/boot.ts), the route table included,
            // apart from the app's libraries: it runs while they download
            {
              name: 'boot',
              test: /(src[\\/]lib[\\/](early-reads|i18n[\\/]initial-language)|packages[\\/]contracts[\\/]src[\\/](first-view|languages|routes))\.ts$|vite[\\/]preload-helper|^\0rolldown[\\/]runtime/,
              priority: 50,
            },
            // the Markdown renderer of articles and answers: with the first one read, not the first page
            // (below the groups above, which take the libraries it shares with the rest of the app)
            {
              name: 'markdown',
              test: /src[\\/]components[\\/]content-markdown|node_modules[\\/](react-markdown|micromark[\w-]*|mdast-[\w-]+|hast-[\w-]+|unist-[\w-]+|vfile[\w-]*|unified|property-information|@ungap|bail|trough|devlop|ccount|character-entities[\w-]*|comma-separated-tokens|space-separated-tokens|decode-named-character-reference|html-url-attributes|is-plain-obj|estree-util-[\w-]+|style-to-[\w-]+|inline-style-parser|zwitch|longest-streak|trim-lines|remark-[\w-]+)[\\/]/,
              priority: 8,
            },
            // the on-device diagnosis (engine, knowledge base, ONNX Runtime): only in the offline pack
            { name: 'offline-diagnosis', test: PACK_MODULES, priority: 40 },
            // its knowledge-base texts, one file per language
            PACK_LANGUAGES_GROUP,
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|immer|reselect|@lingui)[\\/]/,
              priority: 30,
            },
            // the schema library's core and its tree-shakable build: the farmer's forms check the contract's
            // schemas written with it (packages/contracts/src/forms.ts)
            { name: 'zod-mini', test: /node_modules[\\/]zod[\\/](v4[\\/])?(core|mini)[\\/]/, priority: 26 },
            // the rest of the schema library: only the back office's forms use it
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 25 },
            // the look's libraries with the app's own widgets and libraries every area's first view needs, and
            // the wire's plain values (ids, error codes): one file, as every page needs them all
            {
              name: 'ui-kit',
              test: (id) => (UI_KIT.test(id) || (APP_KIT.test(id) && firstView.needs(id))) && !WIDGETS.test(id),
              minShareCount: 2,
              priority: 20,
            },
            // the farmer's screens' shared parts a first view shows (layouts, cart button, catalog hooks…) in one
            // file, not twenty 1–2 KB ones: over HTTP/1.1 a browser fetches 6 files at a time, each costing a round trip
            {
              name: 'farmer-kit',
              test: (id) => FARMER_KIT.test(id) && !WIDGETS.test(id) && firstView.needs(id),
              minShareCount: 2,
              priority: 5,
            },
            // the rest of them (orders, tabs, pagination…), with the screens that show them
            {
              name: 'farmer-more',
              test: (id) =>
                (APP_KIT.test(id) || FARMER_KIT.test(id)) &&
                !WIDGETS.test(id) &&
                !firstView.needs(id) &&
                firstView.farmerMayOpen(id),
              minShareCount: 2,
              priority: 4,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/testing/messages.ts'],
        },
      },
      // components and hooks, rendered in a light DOM and used the way a person would (Testing Library)
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/testing/messages.ts', './src/testing/setup.ts'],
        },
      },
    ],
  },
});
