import type { MessageId } from '@/lib/i18n';
import type { DiagnosisVerdict } from './api/analyze';

/** Each verdict's badge label and the sentence that explains it. */
export const VERDICT_WORDS: Record<DiagnosisVerdict, { label: MessageId; detail: MessageId }> = {
  diagnosed: { label: 'diagnosis.verdictDiagnosedLabel', detail: 'diagnosis.verdictDiagnosedDetail' },
  possible: { label: 'diagnosis.verdictPossibleLabel', detail: 'diagnosis.verdictPossibleDetail' },
  healthy: { label: 'diagnosis.verdictHealthyLabel', detail: 'diagnosis.verdictHealthyDetail' },
  unsure: { label: 'diagnosis.verdictUnsureLabel', detail: 'diagnosis.verdictUnsureDetail' },
};

/** A crop id of the diagnosis service (`sweet-potato`) in the reader's words, or the id in plain words when it has none. */
export function cropName(t: (id: MessageId) => string, crop: string): string {
  const id = `crops.${crop}` as MessageId;
  const name = t(id);
  return name === id ? crop.replace(/-/g, ' ') : name;
}
