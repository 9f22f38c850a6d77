import type { ComponentType, ReactNode } from 'react';
import type { ApiError } from '@/lib/api';
import { t as translate, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

/** The parts of a server answer (an RTK Query result) that decide what a list shows. */
export interface LoadState {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The server's message for a failed call, or a general one. */
export const failureMessage = (error: unknown) =>
  (error as ApiError | undefined)?.message ?? translate('common.somethingWrong');

/** A list that could not be loaded: what failed, the server's reason and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn('grid justify-items-center gap-3 p-8 text-center', className)} role="alert">
      <p className="font-medium">{title}</p>
      <p className="text-muted-foreground text-sm">{failureMessage(error)}</p>
      <Button type="button" variant="outline" onClick={() => onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** A list with nothing in it yet: an icon, a short title and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid justify-items-center gap-3 p-8 text-center', className)}>
      {Icon && <Icon aria-hidden className="size-10 text-muted-foreground" />}
      {title && <p className="font-medium">{title}</p>}
      <p className={cn('text-muted-foreground', title && 'text-sm')}>{children}</p>
    </div>
  );
}

/**
 * The face of a server list: its placeholders while it loads, the error with Try again when it
 * failed, `empty` when it has nothing, else the list itself.
 */
export function LoadStates({
  state,
  loading,
  errorTitle,
  errorClassName,
  isEmpty,
  empty,
  children,
}: {
  state: LoadState;
  loading: ReactNode;
  errorTitle: string;
  errorClassName?: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (state.isLoading) return loading;
  if (state.isError) {
    return <LoadError title={errorTitle} error={state.error} onRetry={state.refetch} className={errorClassName} />;
  }
  return isEmpty ? empty : children;
}
