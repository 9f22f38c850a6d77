import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '@/lib/i18n';
import { useOnline } from '@/lib/offline/connection';
import { addPackLanguage, currentPackList, downloadedPack, downloadPack, packDownloadBytes } from '../offline/pack';

/**
 * The offline diagnosis pack on this phone: `unavailable` where the app has none (or the browser
 * keeps no caches), what it costs to download before it is, the share done while it downloads.
 */
export type OfflinePackState =
  | { status: 'checking' }
  | { status: 'unavailable' }
  | { status: 'absent'; bytes: number }
  | { status: 'downloading'; fraction: number }
  | { status: 'ready' }
  | { status: 'failed'; bytes: number };

export function useOfflinePack() {
  const language = useLanguage();
  const [state, setState] = useState<OfflinePackState>({ status: 'checking' });

  useEffect(() => {
    let live = true;
    const set = (next: OfflinePackState) => live && setState(next);
    (async () => {
      if (typeof caches === 'undefined') return set({ status: 'unavailable' });
      if (await downloadedPack()) return set({ status: 'ready' });
      const list = await currentPackList();
      set({ status: 'absent', bytes: packDownloadBytes(list, language) });
    })().catch(() => set({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, [language]);

  // a pack on the phone gets the texts of a language the farmer changes to, as soon as there is a connection
  const ready = state.status === 'ready';
  const online = useOnline();
  useEffect(() => {
    if (ready && online) {
      addPackLanguage(language).catch((error) => console.warn('Offline diagnosis texts not downloaded', error));
    }
  }, [ready, language, online]);

  const download = useCallback(async () => {
    const bytes = state.status === 'absent' || state.status === 'failed' ? state.bytes : 0;
    setState({ status: 'downloading', fraction: 0 });
    try {
      await downloadPack(language, (fraction) => setState({ status: 'downloading', fraction }));
      setState({ status: 'ready' });
    } catch (error) {
      console.error('Offline diagnosis download failed', error);
      setState({ status: 'failed', bytes });
    }
  }, [state, language]);

  return { state, download };
}
