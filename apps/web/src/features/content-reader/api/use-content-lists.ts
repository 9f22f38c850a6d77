import type { CultivationEntry, ExpertAdvice } from '@farmai/contracts';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { type MessageId, t } from '@/lib/i18n';
import { useReaderCultivationListQuery, useReaderExpertAdviceListQuery } from './content-api';

export interface ContentList<T> {
  items: T[];
  isLoading: boolean;
}

/** A failed list load leaves the list empty (docs/product/wire.md#errors) and tells the user why in a destructive toast. */
function useErrorToast(error: unknown, title: MessageId) {
  useEffect(() => {
    if (!error) return;
    toast({ title: t(title), description: (error as ApiError).message, variant: 'destructive' });
  }, [error, title]);
}

export function useExpertAdviceList(): ContentList<ExpertAdvice> {
  const { data, isLoading, error } = useReaderExpertAdviceListQuery();
  useErrorToast(error, 'content-reader.adviceLoadError');
  return { items: error ? [] : (data ?? []), isLoading };
}

export function useCultivationList(): ContentList<CultivationEntry> {
  const { data, isLoading, error } = useReaderCultivationListQuery();
  useErrorToast(error, 'content-reader.cultivationLoadError');
  return { items: error ? [] : (data ?? []), isLoading };
}
