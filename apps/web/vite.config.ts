import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './vite.messages';

// In development the API (3000) sits behind Vite's proxy (it forwards the diagnosis calls to 3001),
// so the app always talks to its own origin, as it does when the API serves the build.
export default defineConfig({
  plugins: [
    react(),
    // each language's ICU messages, compiled at build time (docs/decisions/017-i18n-library.md)
    compiledMessages(fileURLToPath(new URL('./src/locales', import.meta.url)), ['common', 'auth', 'mail']),
    tailwindcss(),
    // .br and .gz twins of the text files, which the API sends to browsers that take them
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.vite\//] }),
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
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // which chunks each page needs first (read by `npm run bench` to size each area's initial JavaScript)
    manifest: true,
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
