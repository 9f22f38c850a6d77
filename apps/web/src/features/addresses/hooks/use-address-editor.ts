import { type Address, ERROR_CODES, MAX_ADDRESSES } from '@farmai/contracts';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/components/load-states';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import {
  type AddressFields,
  useAddShopAddressMutation,
  useDeleteShopAddressMutation,
  useUpdateShopAddressMutation,
} from '../api/address-api';
import { emptyAddress, fieldsOf, isComplete, trimmed } from '../lib/fields';

/** 'You can add max 3 addresses', in the reader's language, for the check made before asking the server. */
const maxAddressesMessage = () => t('shared.address.max', { n: MAX_ADDRESSES });

interface Options {
  addresses: Address[];
  userId: string | undefined;
  selectedId: string | null;
  onSelect: ((addressId: string | null) => void) | undefined;
}

/** The address form (a new address, or the one being edited) and the removal of an address (docs/product/rules.md#addresses). */
export function useAddressEditor({ addresses, userId, selectedId, onSelect }: Options) {
  const [form, setForm] = useState<AddressFields>(emptyAddress);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [addAddress, adding] = useAddShopAddressMutation();
  const [updateAddress, updating] = useUpdateShopAddressMutation();
  const [deleteAddress, deleting] = useDeleteShopAddressMutation();
  const complete = isComplete(form);

  const reset = () => {
    setForm(emptyAddress);
    setEditingId(null);
  };

  const save = async (values: AddressFields, user: string) => {
    if (editingId === null) {
      await addAddress({ ...values, userId: user }).unwrap();
      toast({ title: t('shared.address.added') });
    } else {
      await updateAddress({ userId: user, addressId: editingId, fields: values }).unwrap();
      toast({ title: t('shared.address.updated') });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || !complete) return;
    if (editingId === null && addresses.length >= MAX_ADDRESSES) {
      reset();
      toast({ title: maxAddressesMessage(), variant: 'destructive' });
      return;
    }
    try {
      await save(trimmed(form), userId);
      reset();
    } catch (error) {
      const { message, code } = error as ApiError;
      // the server's limit: the form starts over (docs/product/rules.md#addresses)
      if (code === ERROR_CODES.tooManyAddresses) reset();
      toast({ title: message, variant: 'destructive' });
    }
  };

  const remove = async (address: Address) => {
    if (!userId) return;
    try {
      await deleteAddress({ userId, addressId: address._id }).unwrap();
      if (editingId === address._id) reset();
      if (selectedId === address._id) onSelect?.(null);
      toast({ title: t('shared.address.deleted') });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return {
    form,
    setField: (name: keyof AddressFields, value: string) => setForm((prev) => ({ ...prev, [name]: value })),
    editingId,
    complete,
    busy: adding.isLoading || updating.isLoading || deleting.isLoading,
    edit: (address: Address) => {
      setEditingId(address._id);
      setForm(fieldsOf(address));
    },
    reset,
    submit,
    remove,
  };
}

export type AddressEditor = ReturnType<typeof useAddressEditor>;
