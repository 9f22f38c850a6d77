import type { DiagnosisHistorySummary } from '@farmai/contracts';
import { ScanSearchIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatDay } from '@/lib/format';
import { type Translate, useT } from '@/lib/i18n';
import { useClearDiagnosisHistoryMutation, useDeleteDiagnosisEntryMutation } from '../../api/history-api';
import { diagnosisTitle, VERDICT_WORDS } from '../../verdict-words';
import { truncate } from '../lib/truncate';

const CARD_TEXT_LENGTH = 80;

/** The title of a kept diagnosis: "Possibly — …" and "Not sure — …" say how sure it was. */
export const entryTitle = (t: Translate, entry: Pick<DiagnosisHistorySummary, 'verdict' | 'top'>) =>
  diagnosisTitle(t, entry.verdict, entry.top?.name, t('suggestions.savedUntitled'));

const failed = (t: Translate, error: unknown) =>
  toast({ title: (error as Partial<ApiError>).message ?? t('suggestions.deleteFailed'), variant: 'destructive' });

/** Deletes one kept diagnosis once the farmer confirms; `trigger` opens the question. */
export function DeleteEntry({
  userId,
  id,
  trigger,
  onDeleted,
}: {
  userId: string;
  id: string;
  trigger: React.ReactNode;
  onDeleted?: () => void;
}) {
  const t = useT();
  const [remove, { isLoading }] = useDeleteDiagnosisEntryMutation();
  return (
    <ConfirmDialog
      trigger={trigger}
      title={t('suggestions.deleteOneTitle')}
      description={t('suggestions.deleteOneText')}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      busy={isLoading}
      onConfirm={async () => {
        try {
          await remove({ userId, id }).unwrap();
          onDeleted?.();
        } catch (error) {
          failed(t, error);
        }
      }}
    />
  );
}

export function HistoryCard({ entry, userId }: { entry: DiagnosisHistorySummary; userId: string }) {
  const t = useT();
  const title = entryTitle(t, entry);
  return (
    <li className="relative">
      <Link
        to={paths.suggestion(entry.id)}
        className="group flex h-full flex-row overflow-hidden rounded-xl border bg-card shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-col"
      >
        {entry.thumbnailUrl ? (
          <img
            src={entry.thumbnailUrl}
            alt=""
            width={160}
            height={104}
            loading="lazy"
            className="aspect-square w-28 shrink-0 bg-muted object-cover sm:aspect-[20/13] sm:w-full"
          />
        ) : (
          <div className="flex aspect-square w-28 shrink-0 items-center justify-center bg-muted sm:aspect-[20/13] sm:w-full">
            <ScanSearchIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 pr-12 sm:pr-4">
          <h3 className="break-words font-semibold text-lg group-hover:underline">{title}</h3>
          <p className="w-fit rounded bg-muted px-2 py-0.5 font-semibold text-xs uppercase tracking-wide">
            {t(VERDICT_WORDS[entry.verdict].label)}
          </p>
          <p className="flex-1 break-words text-muted-foreground text-sm">
            {entry.text ? truncate(entry.text, CARD_TEXT_LENGTH) : t('suggestions.photoOnly')}
          </p>
          <p className="font-medium text-sm">
            {t('suggestions.suggestedOn')} <time dateTime={entry.createdAt}>{formatDay(entry.createdAt)}</time>
          </p>
        </div>
      </Link>
      <DeleteEntry
        userId={userId}
        id={entry.id}
        trigger={
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute top-2 right-2"
            aria-label={`${t('suggestions.deleteOne')}: ${title}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        }
      />
    </li>
  );
}

export function DeleteAll({ userId }: { userId: string }) {
  const t = useT();
  const [clear, { isLoading }] = useClearDiagnosisHistoryMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2Icon aria-hidden="true" />
          {t('suggestions.deleteAll')}
        </Button>
      }
      title={t('suggestions.deleteAllTitle')}
      description={t('suggestions.deleteAllText')}
      confirmLabel={t('suggestions.deleteAll')}
      cancelLabel={t('common.cancel')}
      busy={isLoading}
      onConfirm={async () => {
        try {
          await clear(userId).unwrap();
        } catch (error) {
          failed(t, error);
        }
      }}
    />
  );
}
