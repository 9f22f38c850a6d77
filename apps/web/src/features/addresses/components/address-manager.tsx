import type { Address } from '@farmai/contracts';
import { MapPinIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import {
  type AddressFields,
  useAddShopAddressMutation,
  useDeleteShopAddressMutation,
  useUpdateShopAddressMutation,
} from '../api/address-api';
import { useAddresses } from '../hooks/use-addresses';
import { addressTexts, MAX_ADDRESSES } from '../texts';

const emptyForm: AddressFields = { address: '', city: '', pincode: '', phone: '', notes: '' };

const fields: {
  name: keyof AddressFields;
  label: string;
  placeholder: string;
  maxLength: number;
  type?: string;
  autoComplete?: string;
}[] = [
  {
    name: 'address',
    label: 'Address',
    placeholder: 'House, road, village',
    maxLength: 300,
    autoComplete: 'street-address',
  },
  { name: 'city', label: 'City', placeholder: 'City or district', maxLength: 100, autoComplete: 'address-level2' },
  { name: 'pincode', label: 'Pincode', placeholder: 'Postal code', maxLength: 20, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', placeholder: 'Phone number', maxLength: 30, type: 'tel', autoComplete: 'tel' },
  { name: 'notes', label: 'Notes', placeholder: 'Directions for the delivery', maxLength: 500 },
];

function AddressDetails({ address }: { address: Address }) {
  return (
    <span className="block min-w-0 space-y-0.5 break-words text-sm">
      {fields.map((f) => (
        <span key={f.name} className="block">
          <span className="font-medium">{f.label}:</span> {address[f.name]}
        </span>
      ))}
    </span>
  );
}

function AddressCard({
  address,
  selected,
  radio,
  onEdit,
  onDelete,
  busy,
}: {
  address: Address;
  selected: boolean;
  /** The radio and its label when addresses are selectable. */
  radio: ((details: ReactNode) => ReactNode) | null;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const details = <AddressDetails address={address} />;
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 transition-colors',
        selected && 'border-primary bg-secondary ring-2 ring-primary',
      )}
    >
      {radio ? radio(details) : details}
      <div className="mt-auto flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} disabled={busy}>
          <PencilIcon aria-hidden="true" />
          Edit<span className="sr-only"> address {address.address}</span>
        </Button>
        <Button variant="destructive" size="sm" onClick={onDelete} disabled={busy}>
          <Trash2Icon aria-hidden="true" />
          Delete<span className="sr-only"> address {address.address}</span>
        </Button>
      </div>
    </div>
  );
}

/**
 * The address manager of checkout and account (SPEC 2.8, 5): up to three addresses, selectable
 * when `onSelect` is given, and a form to add or edit one.
 */
export function AddressManager({
  selectedId = null,
  onSelect,
}: {
  selectedId?: string | null;
  onSelect?: (addressId: string | null) => void;
}) {
  const prefix = useId();
  const { addresses, isLoading, userId } = useAddresses();
  const [form, setForm] = useState<AddressFields>(emptyForm);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [addAddress, adding] = useAddShopAddressMutation();
  const [updateAddress, updating] = useUpdateShopAddressMutation();
  const [deleteAddress, deleting] = useDeleteShopAddressMutation();
  const busy = adding.isLoading || updating.isLoading || deleting.isLoading;
  const complete = fields.every((f) => form[f.name].trim() !== '');

  const reset = () => {
    setForm(emptyForm);
    setEditingId(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || !complete) return;
    const values = Object.fromEntries(fields.map((f) => [f.name, form[f.name].trim()])) as AddressFields;
    if (editingId === null && addresses.length >= MAX_ADDRESSES) {
      reset();
      toast({ title: addressTexts.maxAddresses, variant: 'destructive' });
      return;
    }
    try {
      if (editingId === null) {
        await addAddress({ ...values, userId }).unwrap();
        toast({ title: addressTexts.added });
      } else {
        await updateAddress({ userId, addressId: editingId, fields: values }).unwrap();
        toast({ title: addressTexts.updated });
      }
      reset();
    } catch (error) {
      const { message, status } = error as ApiError;
      // the server's limit: same message, and the form starts over (SPEC 5)
      if (status === 400 && message === addressTexts.maxAddresses) reset();
      toast({ title: message, variant: 'destructive' });
    }
  };

  const remove = async (address: Address) => {
    if (!userId) return;
    try {
      await deleteAddress({ userId, addressId: address._id }).unwrap();
      if (editingId === address._id) reset();
      if (selectedId === address._id) onSelect?.(null);
      toast({ title: addressTexts.deleted });
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  const edit = (address: Address) => {
    setEditingId(address._id);
    setForm({
      address: address.address,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes,
    });
    document.getElementById(`${prefix}-address`)?.focus();
  };

  const cards = addresses.map((address) => (
    <AddressCard
      key={address._id}
      address={address}
      selected={selectedId === address._id}
      busy={busy}
      onEdit={() => edit(address)}
      onDelete={() => remove(address)}
      radio={
        onSelect
          ? (details) => (
              <div className="flex items-start gap-3">
                <RadioGroupItem value={address._id} id={`${prefix}-pick-${address._id}`} className="mt-0.5" />
                <label htmlFor={`${prefix}-pick-${address._id}`} className="flex-1 cursor-pointer">
                  {details}
                </label>
              </div>
            )
          : null
      }
    />
  ));

  const listClass = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';
  const headingId = `${prefix}-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-xl">
          <MapPinIcon aria-hidden="true" className="size-5 text-primary" />
          {onSelect ? 'Choose a delivery address' : 'Your addresses'}
        </h2>
        <p className="text-muted-foreground text-sm">
          {addresses.length} of {MAX_ADDRESSES} saved
        </p>
      </div>
      {isLoading ? (
        <div className={listClass} aria-hidden="true">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : addresses.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          No saved addresses yet. Add one below.
        </p>
      ) : onSelect ? (
        <RadioGroup
          value={selectedId ?? ''}
          onValueChange={(value) => onSelect(value || null)}
          aria-labelledby={headingId}
          className={listClass}
        >
          {cards}
        </RadioGroup>
      ) : (
        <div className={listClass}>{cards}</div>
      )}

      <form
        onSubmit={submit}
        className="space-y-4 rounded-lg border bg-card p-4 sm:p-6"
        aria-labelledby={`${prefix}-form`}
      >
        <h3 id={`${prefix}-form`} className="font-semibold text-lg">
          {editingId === null ? 'Add New Address' : 'Edit Address'}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) => {
            const id = `${prefix}-${f.name}`;
            const common = {
              id,
              value: form[f.name],
              placeholder: f.placeholder,
              maxLength: f.maxLength,
              required: true,
              onChange: (event: { target: { value: string } }) =>
                setForm((prev) => ({ ...prev, [f.name]: event.target.value })),
            };
            return (
              <div
                key={f.name}
                className={cn('space-y-2', f.name === 'address' || f.name === 'notes' ? 'sm:col-span-2' : '')}
              >
                <Label htmlFor={id}>{f.label}</Label>
                {f.name === 'notes' ? (
                  <Textarea {...common} rows={2} />
                ) : (
                  <Input {...common} type={f.type ?? 'text'} autoComplete={f.autoComplete} />
                )}
              </div>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!complete || busy}>
            {editingId === null ? 'Add Address' : 'Update Address'}
          </Button>
          {editingId !== null && (
            <Button type="button" variant="outline" onClick={reset}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
