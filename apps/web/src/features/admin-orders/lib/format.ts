import { STATUS_LABELS } from '../texts';

export const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** SPEC 4: confirmed green, rejected red, anything else the default (dark). */
export const statusVariant = (status: string): 'success' | 'destructive' | 'default' =>
  status === 'confirmed' ? 'success' : status === 'rejected' ? 'destructive' : 'default';
