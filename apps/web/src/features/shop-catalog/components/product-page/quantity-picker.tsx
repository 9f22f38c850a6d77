import type { LineLimitKind } from '@farmai/contracts';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { limitText } from '@/lib/line-words';

/** A quantity between 1 and the line's limit (1 when nothing is in stock). */
export const clampQuantity = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(Math.max(1, Math.round(value)), Math.max(1, max)) : 1;

/**
 * − / number / +: the quantity to add, kept between 1 and the line's limit (`max`, set by the
 * stock or a fact that caps the line: `limitBy`, which its words follow). A number typed past the
 * limit becomes the limit when the field is left; everything is disabled when nothing is in stock.
 */
export function QuantityPicker({
  value,
  max,
  limitBy = 'stock',
  onChange,
}: {
  value: number;
  max: number;
  limitBy?: LineLimitKind;
  onChange: (quantity: number) => void;
}) {
  const t = useT();
  const words = limitText(t, limitBy, max);
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(String(value));
  const soldOut = max <= 0;
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(Number.parseInt(raw, 10), max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{t('product-page.quantity')}</Label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('product-page.decrease')}
          aria-controls={inputId}
          disabled={soldOut || value <= 1}
          disabledReason={soldOut ? t('common.reasonSoldOut') : t('common.reasonMinQuantity')}
          onClick={() => onChange(clampQuantity(value - 1, max))}
        >
          <MinusIcon aria-hidden="true" />
        </Button>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={draft}
          disabled={soldOut}
          aria-describedby={soldOut ? undefined : hintId}
          className="w-20 text-center tabular-nums"
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('product-page.increase')}
          aria-controls={inputId}
          disabled={soldOut || value >= max}
          disabledReason={soldOut ? t('common.reasonSoldOut') : words.reached}
          onClick={() => onChange(clampQuantity(value + 1, max))}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
        {!soldOut && (
          <span id={hintId} className="text-muted-foreground text-sm">
            {words.hint}
          </span>
        )}
      </div>
    </div>
  );
}
