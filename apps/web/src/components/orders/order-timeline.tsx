import { TIMELINE_STEPS, type TimelineEntry, type TimelineStep } from '@farmai/contracts';
import { CheckIcon, CircleIcon, XIcon } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { type MessageId, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const STEP_LABELS: Record<TimelineStep, MessageId> = {
  placed: 'order-tracking.stepPlaced',
  paid: 'order-tracking.stepPaid',
  packed: 'order-tracking.stepPacked',
  shipped: 'order-tracking.stepShipped',
  delivered: 'order-tracking.stepDelivered',
  cancelled: 'order-tracking.stepCancelled',
  rejected: 'order-tracking.stepRejected',
};

/** The label of a timeline step in the current language. */
export const useStepLabel = () => {
  const t = useT();
  return (step: TimelineStep) => t(STEP_LABELS[step]);
};

/**
 * The order's tracking timeline (docs/product/screens.md#shop-screens): placed, paid, packed, shipped and
 * delivered, each with the day and time it was reached in words, the ones still ahead marked "Not yet"; an
 * order that was cancelled or rejected ends there instead.
 */
export function OrderTimeline({ timeline, headingId }: { timeline: TimelineEntry[]; headingId: string }) {
  const t = useT();
  const label = useStepLabel();
  const ended = timeline.find((entry) => entry.step === 'cancelled' || entry.step === 'rejected');
  const reached = new Map(timeline.map((entry) => [entry.step, entry]));
  const steps: { step: TimelineStep; entry: TimelineEntry | undefined }[] = ended
    ? timeline.map((entry) => ({ step: entry.step, entry }))
    : TIMELINE_STEPS.map((step) => ({ step, entry: reached.get(step) }));
  const current = timeline.at(-1)?.step;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('order-tracking.tracking')}
      </h3>
      <ol className="grid gap-0" data-testid="order-timeline">
        {steps.map(({ step, entry }, index) => {
          const done = entry !== undefined;
          const end = step === 'cancelled' || step === 'rejected';
          const Icon = end ? XIcon : done ? CheckIcon : CircleIcon;
          return (
            <li
              key={step}
              data-step={step}
              data-done={done}
              aria-current={step === current ? 'step' : undefined}
              className="relative flex gap-3 pb-3 last:pb-0"
            >
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn('absolute top-6 left-3 h-[calc(100%-1.5rem)] w-px', done ? 'bg-primary' : 'bg-border')}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'z-10 flex size-6 shrink-0 items-center justify-center rounded-full border',
                  end
                    ? 'border-destructive bg-destructive text-destructive-foreground'
                    : done
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-background text-muted-foreground',
                )}
              >
                <Icon className="size-3.5" />
              </span>
              <div className="min-w-0">
                <p className={cn('font-medium', !done && 'text-muted-foreground')}>
                  {label(step)}
                  {step === current && <span className="sr-only"> ({t('order-tracking.currentStep')})</span>}
                </p>
                <p className="text-muted-foreground text-xs">
                  {!done
                    ? t('order-tracking.notYet')
                    : entry.at
                      ? t('order-tracking.reachedOn', {
                          date: formatDate(entry.at, { dateStyle: 'long', timeStyle: 'short' }),
                        })
                      : t('order-tracking.dateNotRecorded')}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
