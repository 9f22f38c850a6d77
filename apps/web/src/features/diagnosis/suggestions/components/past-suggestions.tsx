import { LogInIcon, RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { signInPath } from '@/lib/next-page';
import { useGetDiagnosisHistoryQuery, useHistoryOwner } from '../../api/history-api';
import { DeleteAll, HistoryCard } from './history-card';

function Section({ action, children }: { action?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="past-suggestions-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="past-suggestions-title" className="font-bold text-2xl tracking-tight">
          {t('suggestions.pastTitle')}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Note = ({ children }: { children: ReactNode }) => (
  <div className="space-y-3 rounded-xl border border-dashed bg-card p-5 text-muted-foreground sm:p-6">{children}</div>
);

/** A guest keeps no history: the page says that signing in keeps the diagnoses. */
function GuestNote() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Section>
      <Note>
        <p>{t('suggestions.signInToKeep')}</p>
        <Button asChild size="sm">
          <Link to={signInPath(`${pathname}${search}`)}>
            <LogInIcon aria-hidden="true" />
            {t('guest.signIn')}
          </Link>
        </Button>
      </Note>
    </Section>
  );
}

function OwnHistory({ userId, onlyOwn }: { userId: string; onlyOwn: boolean }) {
  const t = useT();
  const { data, isLoading, isError, refetch, isFetching } = useGetDiagnosisHistoryQuery(userId);
  if (isLoading) {
    if (onlyOwn) return null;
    return (
      <Section>
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('suggestions.historyLoading')}</span>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="hidden h-40 rounded-xl lg:block" />
        </div>
      </Section>
    );
  }
  if (isError || !data) {
    if (onlyOwn) return null;
    return (
      <Section>
        <Note>
          <p role="alert">{t('suggestions.historyError')}</p>
          <Button type="button" size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </Note>
      </Section>
    );
  }
  if (data.length === 0) {
    if (onlyOwn) return null;
    return (
      <Section>
        <Note>
          <p>{t('suggestions.emptyHistory')}</p>
        </Note>
      </Section>
    );
  }
  return (
    <Section action={<DeleteAll userId={userId} />}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((entry) => (
          <HistoryCard key={entry.id} entry={entry} userId={userId} />
        ))}
      </ul>
    </Section>
  );
}

/**
 * 'AI-Generated Past Suggestions': the signed-in farmer's own last diagnoses, kept with the
 * account by the API and shown on every device, newest first (a card opens the answer; one or all
 * can be deleted). With none yet it explains where they will appear; a guest is asked to sign in.
 * Where `onlyOwn` is set (the farmer home) only an account's own diagnoses are shown, or nothing.
 */
export function PastSuggestions({ onlyOwn = false }: { onlyOwn?: boolean }) {
  const userId = useHistoryOwner();
  if (!userId) return onlyOwn ? null : <GuestNote />;
  return <OwnHistory key={userId} userId={userId} onlyOwn={onlyOwn} />;
}
