import { ScanSearchIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { forgetAllDiagnoses, forgetDiagnosis, type SavedDiagnosis, useDiagnosisHistory } from '../../lib/history';
import { VERDICT_WORDS } from '../../verdict-words';
import { pastSuggestions } from '../data/suggestions';
import { useSuggestions } from '../lib/localized-suggestions';
import { truncate } from '../lib/truncate';
import { SuggestionDate } from './suggestion-date';

const CARD_TEXT_LENGTH = 80;

function SavedCard({ entry }: { entry: SavedDiagnosis }) {
  const t = useT();
  const title = entry.top?.name ?? t('suggestions.savedUntitled');
  return (
    <li className="relative">
      <Link
        to={paths.suggestion(entry.id)}
        className="group flex h-full flex-row overflow-hidden sm:flex-col rounded-xl border bg-card shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {entry.thumbnail ? (
          <img
            src={entry.thumbnail}
            alt=""
            width={160}
            height={104}
            className="aspect-square w-28 shrink-0 bg-muted object-cover sm:aspect-[20/13] sm:w-full"
          />
        ) : (
          <div className="flex aspect-square w-28 shrink-0 items-center justify-center bg-muted sm:aspect-[20/13] sm:w-full">
            <ScanSearchIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 pr-12 sm:pr-4">
          <h3 className="font-semibold text-lg group-hover:underline">{title}</h3>
          {entry.verdict && (
            <p className="w-fit rounded bg-muted px-2 py-0.5 font-semibold text-xs uppercase tracking-wide">
              {t(VERDICT_WORDS[entry.verdict].label)}
            </p>
          )}
          <p className="flex-1 text-muted-foreground text-sm">{truncate(entry.text, CARD_TEXT_LENGTH)}</p>
          <p className="font-medium text-sm">
            {t('suggestions.suggestedOn')} <time dateTime={entry.savedAt}>{formatDay(entry.savedAt)}</time>
          </p>
        </div>
      </Link>
      <Button
        type="button"
        variant="secondary"
        size="icon"
        className="absolute top-2 right-2"
        aria-label={`${t('suggestions.deleteOne')}: ${title}`}
        onClick={() => forgetDiagnosis(entry.id)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}

function DeleteAll() {
  const t = useT();
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
      onConfirm={forgetAllDiagnoses}
      closeOnConfirm
    />
  );
}

/**
 * 'AI-Generated Past Suggestions': the farmer's own last diagnoses, kept in this browser, newest
 * first (a card opens the saved result; one or all can be deleted); the three fixed samples while
 * there are none, or nothing at all where `onlyOwn` is set (the farmer home).
 */
export function PastSuggestions({ onlyOwn = false }: { onlyOwn?: boolean }) {
  const t = useT();
  const history = useDiagnosisHistory();
  const samples = useSuggestions(pastSuggestions);
  if (history.length > 0) {
    return (
      <section aria-labelledby="past-suggestions-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="past-suggestions-title" className="font-bold text-2xl tracking-tight">
            {t('suggestions.pastTitle')}
          </h2>
          <DeleteAll />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {history.map((entry) => (
            <SavedCard key={entry.id} entry={entry} />
          ))}
        </ul>
      </section>
    );
  }
  if (onlyOwn) return null;
  return (
    <section aria-labelledby="past-suggestions-title" className="space-y-4">
      <h2 id="past-suggestions-title" className="font-bold text-2xl tracking-tight">
        {t('suggestions.pastTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {samples.map((suggestion) => (
          <li key={suggestion.id}>
            <Link
              to={paths.suggestion(suggestion.id)}
              className="group flex h-full flex-row overflow-hidden sm:flex-col rounded-xl border bg-card shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <img
                src={suggestion.image}
                alt=""
                width={400}
                height={260}
                loading="lazy"
                className="aspect-square w-28 shrink-0 bg-muted object-cover sm:aspect-[20/13] sm:w-full"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
                <h3 className="font-semibold text-lg group-hover:underline">{suggestion.title}</h3>
                <p className="flex-1 text-muted-foreground text-sm">
                  {truncate(suggestion.description, CARD_TEXT_LENGTH)}
                </p>
                <p className="font-medium text-sm">
                  {t('suggestions.suggestedOn')} <SuggestionDate date={suggestion.date} />
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
