import type { MessageId, Translate } from '@/lib/i18n';
import type { DiagnosisVerdict } from './api/analyze';

/** Each verdict's badge label and the sentence that explains it. */
export const VERDICT_WORDS: Record<DiagnosisVerdict, { label: MessageId; detail: MessageId }> = {
  diagnosed: { label: 'diagnosis.verdictDiagnosedLabel', detail: 'diagnosis.verdictDiagnosedDetail' },
  possible: { label: 'diagnosis.verdictPossibleLabel', detail: 'diagnosis.verdictPossibleDetail' },
  healthy: { label: 'diagnosis.verdictHealthyLabel', detail: 'diagnosis.verdictHealthyDetail' },
  unsure: { label: 'diagnosis.verdictUnsureLabel', detail: 'diagnosis.verdictUnsureDetail' },
};

/**
 * The title of a diagnosis (a history card, its page): the problem's name only when it was
 * diagnosed; "Possibly — …" and "Not sure — …" say how far a `possible` or `unsure` answer goes.
 */
export function diagnosisTitle(
  t: Translate,
  verdict: DiagnosisVerdict | undefined,
  name: string | undefined,
  fallback: string,
): string {
  switch (verdict) {
    case 'possible':
      return name ? t('diagnosis.titlePossible', { name }) : t('diagnosis.verdictPossibleLabel');
    case 'unsure':
      return name ? t('diagnosis.titleUnsure', { name }) : t('diagnosis.titleUnsureNone');
    case 'healthy':
      return t('diagnosis.verdictHealthyLabel');
    default:
      return name ?? fallback;
  }
}

/** A percentage is shown as a finding only for an answer that names one problem (`diagnosed`). */
export const showsConfidence = (verdict: DiagnosisVerdict | undefined) => verdict === 'diagnosed';

/** A crop id of the diagnosis service (`sweet-potato`) in the reader's words, or the id in plain words when it has none. */
export function cropName(t: (id: MessageId) => string, crop: string): string {
  const id = `crops.${crop}` as MessageId;
  const name = t(id);
  return name === id ? crop.replace(/-/g, ' ') : name;
}
