import { RefreshCwIcon, WifiOffIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useOnline } from '@/lib/offline/connection';
import { onUpdateWaiting, reloadIntoUpdate, updateWaiting } from '@/lib/offline/service-worker';

/**
 * Under the header: with no connection, that the page shows what this phone saved and that
 * ordering and paying must wait; when a new version of the app is ready, a button to reload into it.
 */
export function ConnectionNotice() {
  const t = useT();
  const online = useOnline();
  const update = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (online && !update) return null;
  return (
    <div className="border-b bg-accent text-accent-foreground">
      {!online && (
        <p role="status" className="mx-auto flex max-w-screen-2xl items-start gap-2 px-3 py-2 text-sm sm:px-6">
          <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('common.offlineNotice')}
        </p>
      )}
      {update && (
        <div
          role="status"
          className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm sm:px-6"
        >
          <span>{t('common.updateReady')}</span>
          <Button type="button" size="sm" variant="outline" onClick={reloadIntoUpdate}>
            <RefreshCwIcon aria-hidden="true" />
            {t('common.updateReload')}
          </Button>
        </div>
      )}
    </div>
  );
}
