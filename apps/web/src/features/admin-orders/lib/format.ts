import { STATUS_LABELS } from '../texts';

/** The date part of an ISO timestamp (SPEC 2.6: date part only). */
export const datePart = (iso: string) => iso.split('T')[0] ?? iso;

export const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** SPEC 4: confirmed green, rejected red, anything else the default (dark). */
export const statusVariant = (status: string): 'success' | 'destructive' | 'default' =>
  status === 'confirmed' ? 'success' : status === 'rejected' ? 'destructive' : 'default';
