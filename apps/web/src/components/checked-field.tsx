import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type MessageId, useT } from '@/lib/i18n';

/*
 * The field of a form the browser checks before sending (`useFormChecks`): the error shows under it
 * and is heard by screen readers as soon as it shows; `noValidate` on the form leaves the checking to
 * it, `required` and the lengths still tell assistive technology what the field takes.
 */

/** A labelled input with its error and its hint; `name` is the field's name in the form's values. */
export function CheckedField({
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
  hint,
  invalid,
  placeholder,
  minLength,
  maxLength,
}: {
  /** The field's name in the form's values, by which its error is found and focused. */
  name: string;
  label: MessageId;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** What the browser's check found wrong with the value. */
  error?: string;
  hint?: string;
  /** The hint says what is wrong (shown in the error's colour). */
  invalid?: boolean;
  placeholder?: string;
  minLength?: number;
  maxLength?: number;
}) {
  const t = useT();
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t(label)}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required
        minLength={minLength}
        maxLength={maxLength}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-error`} aria-live="polite" className="text-destructive text-xs empty:hidden">
        {error}
      </p>
      {hint && (
        <p id={`${id}-hint`} className={invalid ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}>
          {hint}
        </p>
      )}
    </div>
  );
}
