import { BRANDS, CATEGORIES } from '@farmai/contracts';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ProductFormValues } from '../lib/form';

interface Props {
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  submitLabel: string;
  /** The submit stays disabled until the form is complete (SPEC 5). */
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
}

type TextField = 'title' | 'price' | 'salePrice' | 'totalStock';

const numberFields: { name: TextField; label: string; placeholder: string; step: string }[] = [
  { name: 'price', label: 'Price', placeholder: 'Enter product price', step: '0.01' },
  { name: 'salePrice', label: 'Sale Price', placeholder: 'Enter sale price (optional)', step: '0.01' },
  { name: 'totalStock', label: 'Total Stock', placeholder: 'Enter total stock', step: '1' },
];

/** The product form of SPEC 3: title, description, category, brand, price, sale price and stock. */
export function ProductForm({ values, onChange, submitLabel, canSubmit, busy, onSubmit }: Props) {
  const set = (name: keyof ProductFormValues, value: string) => onChange({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Product details">
      <div className="grid gap-1.5">
        <Label htmlFor="product-title">Title</Label>
        <Input
          id="product-title"
          name="title"
          placeholder="Enter product title"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="product-description">Description</Label>
        <Textarea
          id="product-description"
          name="description"
          rows={4}
          placeholder="Enter product description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="product-category">Category</Label>
          <Select value={values.category} onValueChange={(v) => set('category', v)}>
            <SelectTrigger id="product-category" className="w-full">
              <SelectValue placeholder="Category" />
            </SelectTrigger>
            <SelectContent aria-label="Category">
              {Object.entries(CATEGORIES).map(([id, label]) => (
                <SelectItem key={id} value={id}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-brand">Brand</Label>
          <Select value={values.brand} onValueChange={(v) => set('brand', v)}>
            <SelectTrigger id="product-brand" className="w-full">
              <SelectValue placeholder="Brand" />
            </SelectTrigger>
            <SelectContent aria-label="Brand">
              {Object.entries(BRANDS).map(([id, label]) => (
                <SelectItem key={id} value={id}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberFields.map((field) => (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={`product-${field.name}`}>{field.label}</Label>
            <Input
              id={`product-${field.name}`}
              name={field.name}
              type="number"
              inputMode={field.step === '1' ? 'numeric' : 'decimal'}
              min="0"
              step={field.step}
              placeholder={field.placeholder}
              value={values[field.name]}
              onChange={(e) => set(field.name, e.target.value)}
            />
          </div>
        ))}
      </div>
      <Button type="submit" className="mt-2 w-full" disabled={!canSubmit || busy}>
        {busy && <Spinner size="sm" className="text-current" label="Saving…" />}
        {submitLabel}
      </Button>
    </form>
  );
}
