import { CloudDownloadIcon, WifiOffIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { type OfflinePackState, useOfflinePack } from '../hooks/use-offline-pack';
import { usePendingCount } from '../hooks/use-pending-diagnoses';

const megabytes = (bytes: number) => formatNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1 });

function PackStatus({ state, onDownload }: { state: OfflinePackState; onDownload: () => void }) {
  const t = useT();
  switch (state.status) {
    case 'ready':
      return <p role="status">{t('diagnosis.offlinePackReady')}</p>;
    case 'downloading': {
      const percent = Math.round(state.fraction * 100);
      return (
        <div className="space-y-2">
          <p role="status">
            {t('diagnosis.offlinePackDownloading', { percent: formatNumber(percent / 100, { style: 'percent' }) })}
          </p>
          <progress
            className="h-2 w-full accent-primary"
            max={100}
            value={percent}
            aria-label={t('diagnosis.offlinePackTitle')}
          />
        </div>
      );
    }
    case 'absent':
    case 'failed':
      return (
        <div className="space-y-3">
          <p className="text-muted-foreground text-sm">
            {t('diagnosis.offlinePackHint', { size: megabytes(state.bytes) })}
          </p>
          {state.status === 'failed' && (
            <p role="alert" className="text-destructive text-sm">
              {t('diagnosis.offlinePackFailed')}
            </p>
          )}
          <Button type="button" variant="outline" onClick={onDownload}>
            <CloudDownloadIcon aria-hidden="true" />
            {t('diagnosis.offlinePackButton')}
          </Button>
        </div>
      );
    default:
      return null;
  }
}

/** How many of the farmer's diagnoses made offline wait to be saved in the history, when some do. */
function PendingNote() {
  const t = useT();
  const count = usePendingCount();
  if (count === 0) return null;
  return (
    <p role="status" className="text-sm">
      {t('diagnosis.pendingWaiting', { count })}
    </p>
  );
}

/** "Use diagnosis offline": downloads the offline pack once, with its progress, when the farmer asks. */
export function OfflinePack() {
  const t = useT();
  const { state, download } = useOfflinePack();
  if (state.status === 'checking' || state.status === 'unavailable') return null;
  return (
    <section aria-labelledby="offline-pack-title" className="space-y-2 rounded-lg border bg-muted/40 p-4">
      <h2 id="offline-pack-title" className="flex items-center gap-2 font-semibold">
        <WifiOffIcon aria-hidden="true" className="size-4" />
        {t('diagnosis.offlinePackTitle')}
      </h2>
      <PackStatus state={state} onDownload={() => void download()} />
      <PendingNote />
    </section>
  );
}
