import { CheckIcon, DownloadIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import type { SavedKind } from '../offline/saved-articles';
import { canSaveArticles, useSavedToggle } from '../offline/use-saved-articles';

/**
 * "Save for offline" on a guide's or an article's page: keeps its text and picture on the phone for
 * the field. Once saved it says so, with a button to remove it. Nothing shows where the browser
 * cannot keep it (Cache Storage needs a secure page).
 */
export function SaveForOffline({ kind, id }: { kind: SavedKind; id: string }) {
  if (!canSaveArticles()) return null;
  return <SaveToggle kind={kind} id={id} />;
}

function SaveToggle({ kind, id }: { kind: SavedKind; id: string }) {
  const t = useT();
  const { saved, busy, save, remove } = useSavedToggle(kind, id);
  return (
    <div data-slot="save-for-offline" className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p role="status" className="flex items-center gap-1.5 font-medium text-primary text-sm empty:hidden">
        {saved && (
          <>
            <CheckIcon aria-hidden="true" className="size-4" />
            {t('content-reader.savedOnPhone')}
          </>
        )}
      </p>
      {saved ? (
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={remove}>
          <Trash2Icon aria-hidden="true" />
          {t('content-reader.removeFromPhone')}
        </Button>
      ) : (
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={save}>
          <DownloadIcon aria-hidden="true" />
          {t('content-reader.saveForOffline')}
        </Button>
      )}
    </div>
  );
}
