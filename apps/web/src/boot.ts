/**
 * The app's first file, small and without the app's libraries: it starts the API reads the first page
 * needs (`startEarlyReads`), then opens the app, whose code (about 300 KB) the page is still
 * downloading on a slow link. The styles are named here so that index.html links them at once.
 */
import '@/styles/theme.css';
// Bangla and Hindi glyphs shipped with the app (used only for those scripts, by unicode-range), so
// a phone or computer without a Bengali or Devanagari font shows words, not empty boxes
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import { startEarlyReads } from '@/lib/early-reads';

startEarlyReads(window.location.pathname);
await import('./main');
