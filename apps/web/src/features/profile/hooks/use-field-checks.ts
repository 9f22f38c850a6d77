import { FIELD_LIMITS } from '@farmai/contracts';
import { type MessageId, type MessageValues, t as translate } from '@/lib/i18n';
import { useFormChecks } from '@/lib/use-form-checks';
import type { ProfileField } from '../lib/profile-rules';

/*
 * The contract's schemas the profile's forms are checked against (packages/contracts/src/forms.ts, with
 * the schema library) are fetched once the profile is drawn, and waited for only by a check that comes
 * before they have arrived.
 */
export const loadRules = () => import('../lib/profile-rules');

/** The limits each field's sentences name. */
const LIMITS: Partial<Record<ProfileField, MessageValues>> = {
  userName: { min: FIELD_LIMITS.userNameMin, max: FIELD_LIMITS.userName },
  currentPassword: { max: FIELD_LIMITS.password },
  password: { min: FIELD_LIMITS.passwordMin, max: FIELD_LIMITS.password },
};

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A profile form's own checks before it sends (`useFormChecks`), with each field's problem as the
 * sentence it shows (`errors`), naming the field's limits.
 */
export function useFieldChecks<F extends string>(
  check: (values: Record<F, string>) => Promise<Partial<Record<F, MessageId>>>,
) {
  const checks = useFormChecks(check);
  const errors: FieldErrors<F> = {};
  for (const [field, id] of Object.entries(checks.problems) as [F, MessageId][]) {
    errors[field] = translate(id, LIMITS[field as unknown as ProfileField]);
  }
  return { ...checks, errors };
}
