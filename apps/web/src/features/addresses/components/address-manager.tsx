import type { Address } from '@farmai/contracts';
import { MAX_ADDRESSES } from '@farmai/contracts';
import { MapPinIcon } from 'lucide-react';
import { useId } from 'react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { type AddressEditor, useAddressEditor } from '../hooks/use-address-editor';
import { useAddresses } from '../hooks/use-addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

const listClass = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';

interface Selection {
  selectedId: string | null;
  onSelect: ((addressId: string | null) => void) | undefined;
}

/** The saved addresses as cards; a radio group of them when one is to be chosen. */
function AddressList({
  prefix,
  addresses,
  editor,
  selectedId,
  onSelect,
}: Selection & { prefix: string; addresses: Address[]; editor: AddressEditor }) {
  const cards = addresses.map((address) => {
    const pickId = `${prefix}-pick-${address._id}`;
    return (
      <AddressCard
        key={address._id}
        address={address}
        selected={selectedId === address._id}
        busy={editor.busy}
        onEdit={() => {
          editor.edit(address);
          document.getElementById(`${prefix}-address`)?.focus();
        }}
        onDelete={() => editor.remove(address)}
        radio={
          onSelect
            ? (details) => (
                <div className="flex items-start gap-3">
                  <RadioGroupItem value={address._id} id={pickId} className="mt-0.5" />
                  <label htmlFor={pickId} className="flex-1 cursor-pointer">
                    {details}
                  </label>
                </div>
              )
            : null
        }
      />
    );
  });
  if (!onSelect) return <div className={listClass}>{cards}</div>;
  return (
    <RadioGroup
      value={selectedId ?? ''}
      onValueChange={(value) => onSelect(value || null)}
      aria-labelledby={`${prefix}-heading`}
      className={listClass}
    >
      {cards}
    </RadioGroup>
  );
}

/**
 * The address manager of checkout and account (docs/product/screens.md#shop-screens, docs/product/rules.md#addresses): up to three addresses, selectable
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
  const editor = useAddressEditor({ addresses, userId, selectedId, onSelect });
  const headingId = `${prefix}-heading`;
  const t = useT();

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-xl">
          <MapPinIcon aria-hidden="true" className="size-5 text-primary" />
          {t(onSelect ? 'addresses.chooseHeading' : 'addresses.yourAddresses')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t('addresses.savedCount', { count: formatNumber(addresses.length), max: formatNumber(MAX_ADDRESSES) })}
        </p>
      </div>
      {isLoading ? (
        <div className={listClass} aria-hidden="true">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : addresses.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          {t('addresses.noneYet')}
        </p>
      ) : (
        <AddressList
          prefix={prefix}
          addresses={addresses}
          editor={editor}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      )}
      <AddressForm prefix={prefix} editor={editor} />
    </section>
  );
}
