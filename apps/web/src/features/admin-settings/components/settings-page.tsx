import type { ShopSettings } from '@farmai/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage, LoadError } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n';
import { useGetShopSettingsQuery, useSaveShopSettingsMutation } from '../api/settings-api';

/** An amount typed in dollars: 0 or more, at most two decimals; '' for none. */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const amountText = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The cash-on-delivery section: on or off, the fee, the largest order total (empty: no limit). */
function CashForm({ settings }: { settings: ShopSettings }) {
  const t = useT();
  const [save, saving] = useSaveShopSettingsMutation();
  const [enabled, setEnabled] = useState(settings.cashOnDelivery.enabled);
  const [fee, setFee] = useState(amountText(settings.cashOnDelivery.fee));
  const [maximum, setMaximum] = useState(amountText(settings.cashOnDelivery.maximum));
  const feeValid = AMOUNT.test(fee.trim());
  const maximumValid = maximum.trim() === '' || AMOUNT.test(maximum.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!feeValid || !maximumValid) return;
    const cashOnDelivery = {
      enabled,
      fee: Number(fee.trim()),
      maximum: maximum.trim() === '' ? null : Number(maximum.trim()),
    };
    try {
      const answer = await save({ cashOnDelivery }).unwrap();
      toast({ title: answer.message ?? t('shared.settings.saved') });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-5 rounded-xl border bg-card p-4 sm:p-6" noValidate>
      <div className="grid gap-1">
        <h2 className="font-semibold text-lg">{t('admin.cashSection')}</h2>
        <p className="text-muted-foreground text-sm">{t('admin.cashIntro')}</p>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="cash-enabled" checked={enabled} onCheckedChange={(value) => setEnabled(value === true)} />
        <Label htmlFor="cash-enabled">{t('admin.cashEnabled')}</Label>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="cash-fee">{t('admin.cashFeeLabel')}</Label>
        <Input
          id="cash-fee"
          inputMode="decimal"
          value={fee}
          onChange={(event) => setFee(event.target.value)}
          aria-invalid={!feeValid || undefined}
          aria-describedby={feeValid ? undefined : 'cash-fee-error'}
        />
        {!feeValid && (
          <p id="cash-fee-error" className="text-destructive text-sm">
            {t('admin.invalidAmount')}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="cash-maximum">{t('admin.cashMaxLabel')}</Label>
        <Input
          id="cash-maximum"
          inputMode="decimal"
          value={maximum}
          onChange={(event) => setMaximum(event.target.value)}
          aria-invalid={!maximumValid || undefined}
          aria-describedby={maximumValid ? undefined : 'cash-maximum-error'}
        />
        {!maximumValid && (
          <p id="cash-maximum-error" className="text-destructive text-sm">
            {t('admin.invalidAmount')}
          </p>
        )}
      </div>
      <Button
        type="submit"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={saving.isLoading || !feeValid || !maximumValid}
        disabledReason={saving.isLoading ? t('common.busyReason') : t('admin.invalidAmount')}
      >
        {saving.isLoading && <Spinner size="sm" className="text-current" label={t('common.busyReason')} />}
        {t('admin.save')}
      </Button>
    </form>
  );
}

/** /admin/settings: the shop settings an admin changes (cash on delivery). */
export function AdminSettingsPage() {
  const t = useT();
  const settings = useGetShopSettingsQuery();
  const [key, setKey] = useState(0);
  // the form starts again from what the server holds whenever that changes
  useEffect(() => {
    if (settings.data) setKey((n) => n + 1);
  }, [settings.data]);
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl tracking-tight">{t('admin.settingsTitle')}</h1>
      {settings.data ? (
        <CashForm key={key} settings={settings.data} />
      ) : settings.isError ? (
        <LoadError title={t('admin.settingsTitle')} error={settings.error} onRetry={settings.refetch} />
      ) : (
        <LoadingRegion className="grid max-w-xl gap-4">
          <Skeleton className="h-64 w-full" />
        </LoadingRegion>
      )}
    </div>
  );
}
