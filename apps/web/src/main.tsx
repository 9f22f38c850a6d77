import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadFirstArea } from '@/app/router';
import { activateLanguage, initialLanguage } from '@/lib/i18n';
import { firstViewLoaded } from '@/lib/lazy';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// the first screen is drawn in the reader's language, not in English and then again
const languageReady = activateLanguage(initialLanguage(), { persist: false }).catch(() => undefined);
preloadFirstArea(window.location.pathname, languageReady);
await languageReady;

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);

// the service worker that keeps the app on the phone for when there is no signal (not in development)
if (import.meta.env.PROD) {
  // the stored copy of the app (about 2 MB) waits until the first page has what it needs
  void firstViewLoaded()
    .then(() => import('@/lib/offline/service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker());
}
