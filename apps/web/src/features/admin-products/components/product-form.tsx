import {
  type Language,
  PRODUCT_FACT_KEYS,
  PRODUCT_FACTS,
  type ProductFact,
  type ProductFactKey,
  type ProductUnit,
} from '@farmai/contracts';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { BRAND_LABELS, CATEGORY_LABELS } from '@/lib/catalog-labels';
import { formatUnitName } from '@/lib/format';
import { currentLocale, type MessageId, useLanguage, useT } from '@/lib/i18n';
import type { ProductFormField, ProductFormValues } from '../lib/form';

interface Props {
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  submitLabel: string;
  /** The required fields still empty (`image`: the picture); the submit waits for them (docs/product/rules.md#products). */
  missing: string[];
  /** A translation begun is not finished: the submit waits for it too. */
  translationsIncomplete: boolean;
  busy: boolean;
  onSubmit: () => void;
  /** More of the form (the translations), before the submit button. */
  children?: ReactNode;
}

/** How each field of the product body is typed: a field the contract adds does not compile until it has a control here. */
type Control =
  | { kind: 'text'; label: MessageId; placeholder: MessageId }
  | { kind: 'textarea'; label: MessageId; placeholder: MessageId }
  | { kind: 'select'; label: MessageId; options: Record<string, MessageId> }
  | { kind: 'number'; label: MessageId; placeholder: MessageId; step: '0.01' | '1' | 'any' }
  | { kind: 'fact'; fact: ProductFact };

/** The names of the units a product is sold by, in the unit select. */
const UNIT_NAMES: Record<ProductUnit, MessageId> = {
  kg: 'product-page.unitNameKg',
  g: 'product-page.unitNameG',
  L: 'product-page.unitNameL',
  mL: 'product-page.unitNameML',
  m: 'product-page.unitNameM',
  piece: 'product-page.unitNamePiece',
  packet: 'product-page.unitNamePacket',
};

/** Each product fact: a number, named by the fact itself in the admin's language. */
const FACT_CONTROLS = Object.fromEntries(
  PRODUCT_FACT_KEYS.map((key) => [key, { kind: 'fact', fact: PRODUCT_FACTS[key] }]),
) as Record<ProductFactKey, Control>;

const CONTROLS: Record<ProductFormField, Control> = {
  title: { kind: 'text', label: 'admin-products.title', placeholder: 'admin-products.titlePlaceholder' },
  description: {
    kind: 'textarea',
    label: 'admin-products.description',
    placeholder: 'admin-products.descriptionPlaceholder',
  },
  category: { kind: 'select', label: 'admin-products.category', options: CATEGORY_LABELS },
  brand: { kind: 'select', label: 'admin-products.brand', options: BRAND_LABELS },
  price: {
    kind: 'number',
    label: 'admin-products.price',
    placeholder: 'admin-products.pricePlaceholder',
    step: '0.01',
  },
  salePrice: {
    kind: 'number',
    label: 'admin-products.salePrice',
    placeholder: 'admin-products.salePricePlaceholder',
    step: '0.01',
  },
  totalStock: {
    kind: 'number',
    label: 'admin-products.totalStock',
    placeholder: 'admin-products.totalStockPlaceholder',
    step: '1',
  },
  unit: { kind: 'select', label: 'product-page.unit', options: UNIT_NAMES },
  // any amount: "0.5" L as well as "50" kg
  packSize: { kind: 'number', label: 'product-page.packSize', placeholder: 'product-page.packSize', step: 'any' },
  ...FACT_CONTROLS,
};

const fieldsOf = (kinds: Control['kind'][]) =>
  (Object.keys(CONTROLS) as ProductFormField[]).filter((name) => kinds.includes(CONTROLS[name].kind));
/** Text first, then the two lists side by side, then the numbers (docs/product/data.md#product). */
const TEXT_FIELDS = fieldsOf(['text', 'textarea']);
const SELECT_FIELDS = fieldsOf(['select']);
const NUMBER_FIELDS = fieldsOf(['number', 'fact']);

/** A control's label in the admin's language: a message, or the fact's own name and unit. */
function labelOf(name: ProductFormField, t: ReturnType<typeof useT>, language: Language): string {
  const control = CONTROLS[name];
  if (control.kind !== 'fact') return t(control.label);
  // a fact measured in a unit says it too: "Shelf life (months)"
  const { label, unit } = control.fact;
  return unit === null ? label[language] : `${label[language]} (${formatUnitName(unit)})`;
}

interface FieldProps {
  name: ProductFormField;
  value: string;
  onChange: (value: string) => void;
}

function Field({ name, value, onChange }: FieldProps) {
  const t = useT();
  const control = CONTROLS[name];
  const id = `product-${name}`;
  switch (control.kind) {
    case 'select':
      return (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id={id} className="w-full">
            <SelectValue placeholder={t(control.label)} />
          </SelectTrigger>
          <SelectContent aria-label={t(control.label)}>
            {Object.entries(control.options).map(([option, label]) => (
              <SelectItem key={option} value={option}>
                {t(label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case 'textarea':
      return (
        <Textarea
          id={id}
          name={name}
          rows={4}
          placeholder={t(control.placeholder)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'fact':
      return (
        <Input
          id={id}
          name={name}
          type="number"
          inputMode={control.fact.whole ? 'numeric' : 'decimal'}
          min={control.fact.min}
          max={control.fact.max}
          step={control.fact.whole ? '1' : 'any'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <Input
          id={id}
          name={name}
          type="number"
          inputMode={control.step === '1' ? 'numeric' : 'decimal'}
          min="0"
          step={control.step}
          placeholder={t(control.placeholder)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <Input
          id={id}
          name={name}
          placeholder={t(control.placeholder)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** The product form (docs/product/data.md#product): title, description, category, brand, price, sale price and stock. */
/** Why the submit waits: the work under way, the fields still empty (named), or an unfinished translation. */
function useBlockedReason({
  missing,
  translationsIncomplete,
  busy,
}: Pick<Props, 'missing' | 'translationsIncomplete' | 'busy'>) {
  const t = useT();
  const language = useLanguage();
  if (busy) return t('common.busyReason');
  if (missing.length > 0) {
    const label = (field: string) =>
      field in CONTROLS ? labelOf(field as ProductFormField, t, language) : t('admin-products.image');
    const names = new Intl.ListFormat(currentLocale(language), { type: 'conjunction' }).format(missing.map(label));
    return t('common.reasonFillIn', { fields: names });
  }
  return translationsIncomplete ? t('admin-products.translationsIncomplete') : null;
}

export function ProductForm({
  values,
  onChange,
  submitLabel,
  missing,
  translationsIncomplete,
  busy,
  onSubmit,
  children,
}: Props) {
  const t = useT();
  const language = useLanguage();
  const blocked = useBlockedReason({ missing, translationsIncomplete, busy });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onSubmit();
  };
  const labelled = (name: ProductFormField) => (
    <div key={name} className="grid gap-1.5">
      <Label htmlFor={`product-${name}`}>{labelOf(name, t, language)}</Label>
      <Field name={name} value={values[name]} onChange={(value) => onChange({ ...values, [name]: value })} />
    </div>
  );
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('admin-products.details')}>
      {TEXT_FIELDS.map(labelled)}
      <div className="grid gap-4 sm:grid-cols-2">{SELECT_FIELDS.map(labelled)}</div>
      <div className="grid gap-4 sm:grid-cols-2">{NUMBER_FIELDS.map(labelled)}</div>
      {children}
      <Button type="submit" className="mt-2 w-full" disabled={blocked !== null} disabledReason={blocked} showReason>
        {busy && <Spinner size="sm" className="text-current" label={t('common.saving')} />}
        {submitLabel}
      </Button>
    </form>
  );
}
