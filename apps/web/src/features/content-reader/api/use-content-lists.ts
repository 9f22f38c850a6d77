import type { CultivationEntry, ExpertAdvice } from '@farmai/contracts';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { readerTexts } from '../texts';
import { useReaderCultivationListQuery, useReaderExpertAdviceListQuery } from './content-api';

export interface ContentList<T> {
  items: T[];
  isLoading: boolean;
}

/** A failed list load leaves the list empty (docs/product/wire.md#errors) and tells the user why in a destructive toast. */
function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (!error) return;
    toast({ title, description: (error as ApiError).message, variant: 'destructive' });
  }, [error, title]);
}

export function useExpertAdviceList(): ContentList<ExpertAdvice> {
  const { data, isLoading, error } = useReaderExpertAdviceListQuery();
  useErrorToast(error, readerTexts.adviceLoadError);
  return { items: error ? [] : (data ?? []), isLoading };
}

export function useCultivationList(): ContentList<CultivationEntry> {
  const { data, isLoading, error } = useReaderCultivationListQuery();
  useErrorToast(error, readerTexts.cultivationLoadError);
  return { items: error ? [] : (data ?? []), isLoading };
}
