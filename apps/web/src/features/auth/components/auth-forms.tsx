import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { type MessageId, t as translate, useT } from '@/lib/i18n';
import { NEXT_PARAM, safeNext } from '@/lib/next-page';
import { useAppDispatch } from '@/lib/store';
import logoUrl from '../assets/logo.svg';
import { loginUser } from '../auth-slice';

function Brand() {
  const t = useT();
  return (
    <div className="flex items-center justify-center gap-2">
      <img src={logoUrl} alt="" width={40} height={40} className="h-10 w-10" />
      <span className="text-2xl font-extrabold tracking-tight text-primary">{t('common.appName')}</span>
    </div>
  );
}

interface Field {
  name: string;
  label: MessageId;
  type: string;
  autoComplete: string;
  placeholder: MessageId;
  /** Shown under the field from the start (the password rules); the field is described by it. */
  hint?: ReactNode;
}

export type Errors = Record<string, string | undefined>;

/** A labelled input with its hint and its error, which screen readers hear as soon as it shows. */
function FormField({
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: Field;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const t = useT();
  const hintId = `${field.name}-hint`;
  const errorId = `${field.name}-error`;
  const describedBy = [error ? errorId : null, field.hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={field.name}>{t(field.label)}</Label>
      <Input
        id={field.name}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        placeholder={t(field.placeholder)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <p id={errorId} aria-live="polite" className="text-destructive text-sm empty:hidden">
        {error}
      </p>
      {field.hint && (
        <div id={hintId} className="text-muted-foreground text-sm">
          {field.hint}
        </div>
      )}
    </div>
  );
}

/** The form's title with the line leading to the other form ("No account yet? Create one"). */
function AuthHeading({
  title,
  footerText,
  footerLink,
  footerTo,
}: {
  title: MessageId;
  footerText: MessageId;
  footerLink: MessageId;
  footerTo: string;
}) {
  const t = useT();
  return (
    <div className="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{t(title)}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {t(footerText)}{' '}
        <Link to={footerTo} className="font-medium text-primary underline-offset-4 hover:underline">
          {t(footerLink)}
        </Link>
      </p>
    </div>
  );
}

export function AuthForm({
  title,
  fields,
  submitLabel,
  footerText,
  footerLink,
  footerTo,
  extra,
  initialValues,
  validate,
  onSubmit,
}: {
  title: MessageId;
  fields: Field[];
  submitLabel: MessageId;
  footerText: MessageId;
  footerLink: MessageId;
  footerTo: string;
  /** Below the button (the sign-in page's "Forgot password?"). */
  extra?: ReactNode;
  initialValues?: Record<string, string>;
  /**
   * The browser's own checks: each field's error, if any (the form then checks by itself, not the
   * browser); may answer once what it checks with has been fetched.
   */
  validate?: (values: Record<string, string>) => Errors | Promise<Errors>;
  /** Sends the form; may answer errors to show under the fields. */
  onSubmit: (values: Record<string, string>) => Promise<Errors | undefined>;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initialValues?.[f.name] ?? ''])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const t = useT();
  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = fields.find((f) => found[f.name]);
    if (first) document.getElementById(first.name)?.focus();
  };
  const handle = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const found = (await validate?.(values)) ?? {};
      showErrors(Object.values(found).some(Boolean) ? found : ((await onSubmit(values)) ?? {}));
    } finally {
      setBusy(false);
    }
  };
  // an error shown is checked again as the field changes, and a filled field is checked when left
  const recheck = (name: string, next: Record<string, string>, always: boolean) => {
    if (!validate || (!always && !errors[name])) return;
    void Promise.resolve(validate(next)).then((found) => setErrors((current) => ({ ...current, [name]: found[name] })));
  };
  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <Brand />
      <AuthHeading title={title} footerText={footerText} footerLink={footerLink} footerTo={footerTo} />
      <form onSubmit={handle} className="space-y-4" noValidate={validate !== undefined}>
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => {
              const next = { ...values, [field.name]: value };
              setValues(next);
              recheck(field.name, next, false);
            }}
            onBlur={() => (values[field.name] ?? '') !== '' && recheck(field.name, values, true)}
          />
        ))}
        <Button type="submit" className="w-full" disabled={busy} disabledReason={t('common.busyReason')}>
          {t(submitLabel)}
        </Button>
        {extra}
      </form>
    </div>
  );
}

export const emailField: Field = {
  name: 'email',
  label: 'auth.emailLabel',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'auth.emailPlaceholder',
};
export const passwordField = (autoComplete: 'current-password' | 'new-password'): Field => ({
  name: 'password',
  label: 'auth.passwordLabel',
  type: 'password',
  autoComplete,
  placeholder: 'auth.passwordPlaceholder',
});

/**
 * `page` keeping the page that asked for signing in (`?next=`), so that going from sign-in to
 * register and back, or registering, still ends on it.
 */
export function useKeepNext() {
  const next = safeNext(useLocation().search);
  return (page: string) => (next ? `${page}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : page);
}

/** What the server answered to a sign-in or registration, or why it failed (the thunk's result). */
interface AuthAttempt {
  meta: { requestStatus: 'fulfilled' | 'rejected' };
  payload?: unknown;
}

/** Tells the user how it went: the server's message, or the reason it failed. True when it worked. */
function announce(result: AuthAttempt, fallback: MessageId): boolean {
  const answer = result.payload as { success?: boolean; message?: string } | string | undefined;
  if (result.meta.requestStatus === 'fulfilled' && typeof answer === 'object' && answer.success) {
    toast({ title: answer.message });
    return true;
  }
  const reason = typeof answer === 'string' ? answer : answer?.message;
  toast({ title: reason ?? translate(fallback), variant: 'destructive' });
  return false;
}

/*
 * The contract's schema the sign-in form is checked against (packages/contracts/src/forms.ts, with the
 * schema library) is fetched once the form is drawn: the sign-in page, the first page on slow phones,
 * is drawn without it, and only a check that comes before it has arrived waits for it.
 */
const loadLoginRules = () => import('../lib/login-rules');

/** The browser's own checks of the sign-in form, in sentences, each under its field. */
const loginErrors = async (values: Record<string, string>): Promise<Errors> => {
  const { loginProblems } = await loadLoginRules();
  const problems = loginProblems({ email: values.email ?? '', password: values.password ?? '' });
  return Object.fromEntries(Object.entries(problems).map(([field, id]) => [field, translate(id)]));
};

export function LoginForm() {
  const dispatch = useAppDispatch();
  const t = useT();
  const keepNext = useKeepNext();
  useEffect(() => {
    void loadLoginRules();
  }, []);
  // just registered: the address is filled in, the password is left to type
  const registered = (useLocation().state as { email?: unknown } | null)?.email;
  // once signed in, the access gate takes the user on to the page that asked (or home)
  return (
    <AuthForm
      title="common.signInTitle"
      submitLabel="common.signIn"
      footerText="common.noAccount"
      footerLink="common.register"
      footerTo={keepNext(paths.auth.register)}
      fields={[emailField, passwordField('current-password')]}
      initialValues={typeof registered === 'string' ? { email: registered } : undefined}
      extra={
        <p className="text-center text-sm">
          <Link to={paths.auth.forgotPassword} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('mail.forgotLink')}
          </Link>
        </p>
      }
      validate={loginErrors}
      onSubmit={async (values) => {
        const result = await dispatch(loginUser({ email: values.email ?? '', password: values.password ?? '' }));
        announce(result, 'auth.signInFailed');
        return undefined;
      }}
    />
  );
}
