import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { type MessageId, t as translate, useT } from '@/lib/i18n';
import { NEXT_PARAM, safeNext } from '@/lib/next-page';
import { useAppDispatch } from '@/lib/store';
import logoUrl from '../assets/logo.svg';
import { loginUser, registerUser } from '../auth-slice';

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
}

function AuthForm({
  title,
  fields,
  submitLabel,
  footerText,
  footerLink,
  footerTo,
  extra,
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
  onSubmit: (values: Record<string, string>) => Promise<void>;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [busy, setBusy] = useState(false);
  const t = useT();
  const handle = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <Brand />
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-foreground">{t(title)}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t(footerText)}{' '}
          <Link to={footerTo} className="font-medium text-primary underline-offset-4 hover:underline">
            {t(footerLink)}
          </Link>
        </p>
      </div>
      <form onSubmit={handle} className="space-y-4" noValidate={false}>
        {fields.map((field) => (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={field.name}>{t(field.label)}</Label>
            <Input
              id={field.name}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={t(field.placeholder)}
              required
              value={values[field.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
          </div>
        ))}
        <Button type="submit" className="w-full" disabled={busy}>
          {t(submitLabel)}
        </Button>
        {extra}
      </form>
    </div>
  );
}

const emailField: Field = {
  name: 'email',
  label: 'auth.emailLabel',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'auth.emailPlaceholder',
};
const passwordField = (autoComplete: 'current-password' | 'new-password'): Field => ({
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
function useKeepNext() {
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

export function LoginForm() {
  const dispatch = useAppDispatch();
  const t = useT();
  const keepNext = useKeepNext();
  // once signed in, the access gate takes the user on to the page that asked (or home)
  return (
    <AuthForm
      title="common.signInTitle"
      submitLabel="common.signIn"
      footerText="common.noAccount"
      footerLink="common.register"
      footerTo={keepNext(paths.auth.register)}
      fields={[emailField, passwordField('current-password')]}
      extra={
        <p className="text-center text-sm">
          <Link to={paths.auth.forgotPassword} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('mail.forgotLink')}
          </Link>
        </p>
      }
      onSubmit={async (values) => {
        const result = await dispatch(loginUser({ email: values.email ?? '', password: values.password ?? '' }));
        announce(result, 'auth.signInFailed');
      }}
    />
  );
}

export function RegisterForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const keepNext = useKeepNext();
  return (
    <AuthForm
      title="common.registerTitle"
      submitLabel="common.signUp"
      footerText="common.haveAccount"
      footerLink="common.login"
      footerTo={keepNext(paths.auth.login)}
      fields={[
        {
          name: 'userName',
          label: 'auth.userNameLabel',
          type: 'text',
          autoComplete: 'username',
          placeholder: 'auth.userNamePlaceholder',
        },
        emailField,
        passwordField('new-password'),
      ]}
      onSubmit={async (values) => {
        const result = await dispatch(
          registerUser({ userName: values.userName ?? '', email: values.email ?? '', password: values.password ?? '' }),
        );
        if (announce(result, 'auth.registerFailed')) navigate(keepNext(paths.auth.login));
      }}
    />
  );
}
