import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/lib/store';
import { useGetShopAddressesQuery } from '../api/address-api';

/** The signed-in user's addresses. */
export function useAddresses() {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const { data, isLoading } = useGetShopAddressesQuery(userId ?? skipToken);
  return { addresses: data ?? [], isLoading, userId };
}
