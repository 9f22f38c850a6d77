import type { Address } from '@farmai/contracts';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { addressFields } from '../lib/fields';

export function AddressDetails({ address }: { address: Address }) {
  return (
    <span className="block min-w-0 space-y-0.5 break-words text-sm">
      {addressFields.map((f) => (
        <span key={f.name} className="block">
          <span className="font-medium">{f.label}:</span> {address[f.name]}
        </span>
      ))}
    </span>
  );
}

/** A saved address with Edit and Delete; `radio` wraps the details when addresses are selectable. */
export function AddressCard({
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
