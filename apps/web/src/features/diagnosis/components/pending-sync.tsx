import { usePendingSync } from '../hooks/use-pending-diagnoses';

/** Sends the signed-in farmer's diagnoses made offline when the phone is online; draws nothing. */
export function PendingDiagnosesSync() {
  usePendingSync();
  return null;
}
