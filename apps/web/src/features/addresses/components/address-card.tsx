import type { Address } from '@farmai/contracts';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { addressFields } from '../lib/fields';

export function AddressDetails({ address }: { address: Address }) {
  const t = useT();
  return (
    <span className="block min-w-0 space-y-0.5 break-words text-sm">
      {addressFields
        .filter((f) => !f.optional || address[f.name] !== '')
        .map((f) => (
          <span key={f.name} className="block">
            <span className="font-medium">{t('addresses.fieldLabel', { label: t(f.label) })}</span> {address[f.name]}
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
  const t = useT();
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 transition-colors',
        selected && 'border-primary bg-secondary ring-2 ring-primary',
      )}
    >
      {radio ? radio(details) : details}
      <div className="mt-auto flex justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          disabled={busy}
          disabledReason={t('common.busyReason')}
          aria-label={t('addresses.editAddress', { address: address.address })}
        >
          <PencilIcon aria-hidden="true" />
          {t('common.edit')}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          onClick={onDelete}
          disabled={busy}
          disabledReason={t('common.busyReason')}
          aria-label={t('addresses.deleteAddress', { address: address.address })}
        >
          <Trash2Icon aria-hidden="true" />
          {t('common.delete')}
        </Button>
      </div>
    </div>
  );
}
