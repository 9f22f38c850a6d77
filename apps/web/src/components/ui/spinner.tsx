import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';

import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const spinnerVariants = cva('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', {
  variants: {
    size: {
      sm: 'size-4',
      default: 'size-6',
      lg: 'size-8',
    },
  },
  defaultVariants: {
    size: 'default',
  },
});

/**
 * Accessible loading indicator: a live `role="status"` region whose text is the visually hidden `label`.
 */
function Spinner({
  className,
  size,
  label,
  ...props
}: Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Screen-reader text announced by the status region. */
    label?: string;
  }) {
  const t = useT();
  return (
    <span
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

export { Spinner, spinnerVariants };
