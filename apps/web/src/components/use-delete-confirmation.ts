import { useState } from 'react';
import { failureMessage } from './load-states';
import { toast } from './ui/use-toast';

/**
 * The item waiting for a "Delete?" confirmation. `confirm` runs `remove` (which tells the user
 * it worked) and closes the question; a failure is shown and the question stays.
 */
export function useDeleteConfirmation<T>(remove: (item: T) => Promise<unknown>) {
  const [pending, setPending] = useState<T | null>(null);
  const confirm = async () => {
    if (pending === null) return;
    try {
      await remove(pending);
      setPending(null);
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };
  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
