import type * as React from 'react';

import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** `count` placeholders of the same shape, e.g. the cards of a grid that is loading. */
function Skeletons({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, i) => (
    // the placeholders never move or change, so their position is their identity
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Skeleton key={i} className={className} />
  ));
}

/**
 * A part of the page that is loading: busy for assistive technology, announced once with
 * `label` (visually hidden), showing its placeholders meanwhile.
 */
function LoadingRegion({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label ?? t('common.loading')}
      </span>
      {children}
    </div>
  );
}

export { LoadingRegion, Skeleton, Skeletons };
