import type { PaymentMethod, PaymentOptions } from '@farmai/contracts';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';

const isMethod = (value: string): value is PaymentMethod => value === 'paypal' || value === 'cod';

/**
 * How the buyer pays: online on the payment page, or cash on delivery when the shop offers it (its fee shown;
 * disabled, saying why, for a cart above its maximum). Shown only when there is a choice to make.
 */
export function PaymentChoice({
  options,
  method,
  onChange,
}: {
  options: PaymentOptions | undefined;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = useT();
  const cash = options?.cashOnDelivery;
  if (!cash) return null;
  const reasonId = 'payment-cash-reason';
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">{t('checkout.payWith')}</legend>
      <RadioGroup value={method} onValueChange={(value) => isMethod(value) && onChange(value)}>
        <div className="flex items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary">
          <RadioGroupItem id="payment-online" value="paypal" className="mt-0.5" />
          <Label htmlFor="payment-online" className="grid gap-1 font-normal leading-snug">
            <span className="font-medium">{t('checkout.payOnline')}</span>
            <span className="text-muted-foreground text-xs">{t('checkout.payOnlineHint')}</span>
          </Label>
        </div>
        <div className="flex items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary">
          <RadioGroupItem
            id="payment-cash"
            value="cod"
            className="mt-0.5"
            disabled={!cash.available}
            aria-describedby={cash.available ? undefined : reasonId}
          />
          <Label htmlFor="payment-cash" className="grid gap-1 font-normal leading-snug">
            <span className="font-medium">{t('checkout.payCash')}</span>
            <span className="text-muted-foreground text-xs">
              {t('checkout.payCashHint', { fee: formatPrice(cash.fee) })}
            </span>
            {!cash.available && cash.maximum !== null && (
              <span id={reasonId} className="text-destructive text-xs">
                {t('checkout.cashOverMaximum', { maximum: formatPrice(cash.maximum) })}
              </span>
            )}
          </Label>
        </div>
      </RadioGroup>
    </fieldset>
  );
}

/** The cash order's fee and what the buyer pays at the door, computed by the server from the cart. */
export function CashTotals({ options }: { options: PaymentOptions }) {
  const t = useT();
  const fee = options.cashOnDelivery?.fee ?? 0;
  return (
    <dl className="grid gap-1 text-sm" data-cash-totals>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t('checkout.cashFee')}</dt>
        <dd>{formatPrice(fee)}</dd>
      </div>
      <div className="flex justify-between gap-4 font-semibold">
        <dt>{t('checkout.totalToPay')}</dt>
        <dd>{formatPrice(Math.round((options.cartTotal + fee) * 100) / 100)}</dd>
      </div>
    </dl>
  );
}
