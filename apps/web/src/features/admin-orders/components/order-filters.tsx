import {
  type AdminOrderListQuery,
  ALL_ORDER_STATUSES,
  PAYMENT_STATUS_VALUES,
  type PaymentStatus,
} from '@farmai/contracts';
import { SearchIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { orderStatusLabel, paymentStatusText } from '@/components/orders/order-status';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';

/** The filters of the list, as the URL keeps them (page apart). */
export type OrderFilters = Pick<AdminOrderListQuery, 'q' | 'status' | 'paymentStatus' | 'from' | 'to'>;

/** How long the search waits for the typing to pause before it asks (as the product search does). */
const SEARCH_DELAY_MS = 300;

/** A select's value for "no filter" (a select option may not be empty). */
const ANY = 'any';

const isOrderStatus = (value: string): value is NonNullable<OrderFilters['status']> =>
  (ALL_ORDER_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUS_VALUES as readonly string[]).includes(value);

/** Reads the filters from the page's query string, ignoring values the server would refuse. */
export function filtersFrom(params: URLSearchParams): OrderFilters {
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const status = params.get('status') ?? '';
  const payment = params.get('paymentStatus') ?? '';
  return {
    ...(params.get('q')?.trim() ? { q: params.get('q')?.trim() } : {}),
    ...(isOrderStatus(status) ? { status } : {}),
    ...(isPaymentStatus(payment) ? { paymentStatus: payment } : {}),
    ...(day(params.get('from')) ? { from: day(params.get('from')) } : {}),
    ...(day(params.get('to')) ? { to: day(params.get('to')) } : {}),
  };
}

/**
 * docs/product/screens.md#admin-screens: search by order number, customer name or e-mail, or phone; filter by
 * order status, payment status and order day. The text is applied once the typing pauses (or with Search, or
 * Enter), the other filters at once.
 */
export function OrderFiltersForm({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const t = useT();
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  const set = (change: Partial<OrderFilters>) => {
    const next: OrderFilters = { ...filters, ...change };
    for (const key of Object.keys(next) as (keyof OrderFilters)[]) if (!next[key]) delete next[key];
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: text.trim() || undefined });
  };
  const applied = filters.q ?? '';
  const search = useRef(set);
  search.current = set;
  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => search.current({ q: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);
  const filtered = Object.keys(filters).length > 0;

  return (
    <form
      aria-label={t('order-tracking.searchLabel')}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="order-search">{t('order-tracking.searchLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id="order-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('order-tracking.searchPlaceholder')}
            maxLength={200}
          />
          <Button type="submit" size="icon" aria-label={t('order-tracking.search')} className="shrink-0">
            <SearchIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="order-status-filter">{t('order-tracking.statusFilter')}</Label>
        <Select
          value={filters.status ?? ANY}
          onValueChange={(value) => set({ status: isOrderStatus(value) ? value : undefined })}
        >
          <SelectTrigger id="order-status-filter" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('order-tracking.anyStatus')}</SelectItem>
            {ALL_ORDER_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {orderStatusLabel(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="order-payment-filter">{t('order-tracking.paymentFilter')}</Label>
        <Select
          value={filters.paymentStatus ?? ANY}
          onValueChange={(value) => set({ paymentStatus: isPaymentStatus(value) ? value : undefined })}
        >
          <SelectTrigger id="order-payment-filter" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('order-tracking.anyPayment')}</SelectItem>
            {PAYMENT_STATUS_VALUES.map((value) => (
              <SelectItem key={value} value={value}>
                {paymentStatusText(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="order-from">{t('order-tracking.from')}</Label>
        <Input
          id="order-from"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="order-to">{t('order-tracking.to')}</Label>
        <Input
          id="order-to"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </div>
      <div className="flex items-end">
        <Button
          type="button"
          variant="ghost"
          disabled={!filtered}
          disabledReason={t('common.reasonNoFilters')}
          onClick={() => {
            setText('');
            onChange({});
          }}
          className="w-full lg:w-auto"
        >
          <XIcon aria-hidden="true" />
          {t('order-tracking.clearFilters')}
        </Button>
      </div>
    </form>
  );
}
