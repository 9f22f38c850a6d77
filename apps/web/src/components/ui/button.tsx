import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';

import { cn } from '@/lib/utils';

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm outline-none transition-[color,background-color,border-color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive:
          'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20 dark:focus-visible:ring-destructive/40',
        outline:
          'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:hover:bg-input/50',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5',
        lg: 'h-10 rounded-md px-6 has-[>svg]:px-4',
        icon: 'size-9',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

/**
 * A button. `disabledReason` says why it is disabled, while it is: the reason becomes its tooltip
 * (`title`, with the pointer kept so the tooltip shows) and its description for screen readers
 * (`aria-describedby`, to a hidden copy inside the button, left out of its name). With `showReason`
 * the reason is written visibly after the button instead (on a line of its own in a wrapping row);
 * such a button is not the child of an `asChild` wrapper. An `asChild` button gets the tooltip only.
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  disabledReason,
  showReason = false,
  children,
  ...props
}: React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Why the button is disabled; used only while `disabled` is true. */
    disabledReason?: string | null | undefined;
    /** Writes the reason visibly after the button instead of for screen readers only. */
    showReason?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : 'button';
  const reasonId = useId();
  const reason = props.disabled && disabledReason ? disabledReason : null;
  const described = reason !== null && !asChild;
  const button = (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(
        buttonVariants({ variant, size, className }),
        reason && 'disabled:pointer-events-auto disabled:cursor-not-allowed',
      )}
      {...props}
      {...(reason ? { title: props.title ?? reason } : {})}
      {...(described ? { 'aria-describedby': [props['aria-describedby'], reasonId].filter(Boolean).join(' ') } : {})}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children}
          {described && !showReason && (
            <span id={reasonId} hidden>
              {reason}
            </span>
          )}
        </>
      )}
    </Comp>
  );
  if (!described || !showReason) return button;
  return (
    <>
      {button}
      <span
        id={reasonId}
        data-slot="disabled-reason"
        className="order-last block basis-full text-muted-foreground text-sm"
      >
        {reason}
      </span>
    </>
  );
}

export { Button, buttonVariants };
