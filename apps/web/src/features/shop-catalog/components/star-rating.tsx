import { StarIcon } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/** A read-only 0–5 star display, announced as one image ("Rated 4.5 out of 5"). */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('shop-catalog.rated', {
        rating: formatNumber(value, { maximumFractionDigits: 1 }),
        max: formatNumber(5),
      })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <span key={star} className="relative inline-flex">
          <StarIcon aria-hidden="true" className="size-4 text-muted-foreground/50" />
          {rounded >= star - 0.5 && (
            <span className={cn('absolute inset-0 overflow-hidden', rounded === star - 0.5 && 'w-1/2')}>
              <StarIcon aria-hidden="true" className="size-4 fill-chart-2 text-chart-2" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/** 1–5 clickable stars; the chosen one is pressed. */
export function StarPicker({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div role="group" aria-labelledby={labelledBy} className="flex items-center gap-1">
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          aria-label={t('shop-catalog.starCount', { count: star })}
          aria-pressed={value === star}
          onClick={() => onChange(star)}
          className="rounded-md p-1 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <StarIcon
            aria-hidden="true"
            className={cn('size-6', star <= value ? 'fill-chart-2 text-chart-2' : 'text-muted-foreground')}
          />
        </button>
      ))}
    </div>
  );
}
