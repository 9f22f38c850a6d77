import { useState } from 'react';
import type { MessageId } from '@/lib/i18n';

/** Each field's problem, as a message id, for the fields that have one. */
export type FieldProblems<F extends string> = Partial<Record<F, MessageId>>;

/**
 * A form's own checks before it sends (the contract's schemas: packages/contracts/src/forms.ts):
 * `check` answers each field's problem. `passes` checks the whole form and puts the focus in the
 * first field in error (found by its `name`); a field showing an error is checked again as it
 * changes, and its error goes once it is fixed.
 */
export function useFormChecks<F extends string>(check: (values: Record<F, string>) => Promise<FieldProblems<F>>) {
  const [problems, setProblems] = useState<FieldProblems<F>>({});
  const passes = async (form: HTMLFormElement, values: Record<F, string>): Promise<boolean> => {
    const found = await check(values);
    setProblems(found);
    const first = (Object.keys(values) as F[]).find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return first === undefined;
  };
  const recheck = (field: F, values: Record<F, string>) => {
    if (!problems[field]) return;
    void check(values).then((found) => setProblems((current) => ({ ...current, [field]: found[field] })));
  };
  return { problems, passes, recheck, reset: () => setProblems({}) };
}
