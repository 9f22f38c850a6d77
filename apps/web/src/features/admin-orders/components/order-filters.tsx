import {
  type AdminOrderListQuery,
  ALL_ORDER_STATUSES,
  FIELD_LIMITS,
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

/** One labelled select of a filter whose first option ("any …") clears it. */
function FilterSelect<Value extends string>({
  id,
  label,
  anyLabel,
  value,
  options,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: Value | undefined;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ANY} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** One labelled day of the range; an emptied field clears its end of the range. */
function DayInput({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}

/**
 * The filters changed: an emptied one is dropped; the typed text is applied once the typing pauses
 * (or on submit), the others at once.
 */
function useFilterChanges(filters: OrderFilters, onChange: (filters: OrderFilters) => void) {
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
  return { text, setText, set, submit };
}

/** The search box with its Search button, which sends the form. */
function SearchField({ text, onText }: { text: string; onText: (text: string) => void }) {
  const t = useT();
  return (
    <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
      <Label htmlFor="order-search">{t('order-tracking.searchLabel')}</Label>
      <div className="flex gap-2">
        <Input
          id="order-search"
          type="search"
          value={text}
          onChange={(event) => onText(event.target.value)}
          placeholder={t('order-tracking.searchPlaceholder')}
          maxLength={FIELD_LIMITS.orderSearch}
        />
        <Button type="submit" size="icon" aria-label={t('order-tracking.search')} className="shrink-0">
          <SearchIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
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
  const { text, setText, set, submit } = useFilterChanges(filters, onChange);
  const filtered = Object.keys(filters).length > 0;

  return (
    <form
      aria-label={t('order-tracking.searchLabel')}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto]"
    >
      <SearchField text={text} onText={setText} />
      <FilterSelect
        id="order-status-filter"
        label={t('order-tracking.statusFilter')}
        anyLabel={t('order-tracking.anyStatus')}
        value={filters.status}
        options={ALL_ORDER_STATUSES}
        optionLabel={orderStatusLabel}
        onChange={(value) => set({ status: isOrderStatus(value) ? value : undefined })}
      />
      <FilterSelect
        id="order-payment-filter"
        label={t('order-tracking.paymentFilter')}
        anyLabel={t('order-tracking.anyPayment')}
        value={filters.paymentStatus}
        options={PAYMENT_STATUS_VALUES}
        optionLabel={paymentStatusText}
        onChange={(value) => set({ paymentStatus: isPaymentStatus(value) ? value : undefined })}
      />
      <DayInput
        id="order-from"
        label={t('order-tracking.from')}
        value={filters.from}
        max={filters.to}
        onChange={(from) => set({ from })}
      />
      <DayInput
        id="order-to"
        label={t('order-tracking.to')}
        value={filters.to}
        min={filters.from}
        onChange={(to) => set({ to })}
      />
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
