import type { DiagnosisHistoryEntry } from '@farmai/contracts';
import { ArrowLeftIcon, RotateCwIcon, Trash2Icon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatDay } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { DiagnosisResult as Result } from '../../api/analyze';
import { useGetDiagnosisEntryQuery, useHistoryOwner } from '../../api/history-api';
import { DiagnosisResult, type ProductsFor } from '../../components/diagnosis-result';
import { DeleteEntry, entryTitle } from './history-card';
import { SuggestionNotFound } from './suggestion-not-found';

/** A kept diagnosis as the result blocks show it; the photo is its thumbnail. */
const resultOf = (entry: DiagnosisHistoryEntry): Result => ({
  userInputText: entry.text,
  gptResponse: entry.response,
  candidates: entry.candidates,
  verdict: entry.verdict,
  crop: entry.crop,
  engine: entry.engine,
  activeIngredients: entry.activeIngredients,
  ...(entry.fallbackReason ? { fallbackReason: entry.fallbackReason } : {}),
  ...(entry.thumbnailUrl ? { uploadedImageUrl: entry.thumbnailUrl } : {}),
});

function Detail({
  entry,
  userId,
  onBack,
  productsFor,
}: {
  entry: DiagnosisHistoryEntry;
  userId: string;
  onBack: () => void;
  productsFor: ProductsFor | undefined;
}) {
  const t = useT();
  const navigate = useNavigate();
  const title = entryTitle(t, entry);
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('suggestions.back')}
        </Button>
        <DeleteEntry
          userId={userId}
          id={entry.id}
          onDeleted={() => navigate(paths.farmAI.diagnosis, { replace: true })}
          trigger={
            <Button type="button" variant="outline" size="sm">
              <Trash2Icon aria-hidden="true" />
              {t('suggestions.deleteOne')}
            </Button>
          }
        />
      </div>
      <header className="space-y-3 rounded-xl border bg-card p-5 sm:p-8">
        <h1 className="break-words font-extrabold text-3xl tracking-tight">{title}</h1>
        <Badge variant="secondary">
          {t('suggestions.suggestedOn')} <time dateTime={entry.createdAt}>{formatDay(entry.createdAt)}</time>
        </Badge>
      </header>
      <DiagnosisResult result={resultOf(entry)} productsFor={productsFor} />
    </div>
  );
}

function Loaded({ userId, id, onBack, productsFor }: SavedDiagnosisProps & { userId: string }) {
  const t = useT();
  // asked again on every visit: an entry deleted meanwhile (on another device too) is not shown from memory
  const { data, error, isLoading, isFetching, refetch } = useGetDiagnosisEntryQuery(
    { userId, id },
    { refetchOnMountOrArgChange: true },
  );
  if (isLoading) {
    return (
      <div role="status" className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8 sm:px-6 lg:py-10">
        <span className="sr-only">{t('suggestions.historyLoading')}</span>
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    );
  }
  if ((error as ApiError | undefined)?.status === 404) {
    return <SuggestionNotFound text={t('suggestions.savedNotFoundText')} />;
  }
  if (data && !error) return <Detail entry={data} userId={userId} onBack={onBack} productsFor={productsFor} />;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-3 px-4 py-16 text-center sm:px-6">
      <p role="alert" className="font-medium">
        {t('suggestions.historyError')}
      </p>
      <Button type="button" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
        <RotateCwIcon aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </div>
  );
}

interface SavedDiagnosisProps {
  id: string;
  onBack: () => void;
  productsFor: ProductsFor | undefined;
}

/** /suggestion/{uuid}: one of the signed-in farmer's kept diagnoses, as it was answered; a guest is told to sign in. */
export function SavedDiagnosis(props: SavedDiagnosisProps) {
  const t = useT();
  const userId = useHistoryOwner();
  if (!userId) return <SuggestionNotFound text={t('suggestions.signInToKeep')} />;
  return <Loaded key={userId} userId={userId} {...props} />;
}
