import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { useAppDispatch } from '@/lib/store';
import logoUrl from '../assets/logo.svg';
import { loginUser, registerUser } from '../auth-slice';

function Brand() {
  return (
    <div className="flex items-center justify-center gap-2">
      <img src={logoUrl} alt="" width={40} height={40} className="h-10 w-10" />
      <span className="text-2xl font-extrabold tracking-tight text-primary">{texts.appName}</span>
    </div>
  );
}

interface Field {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
}

function AuthForm({
  title,
  fields,
  submitLabel,
  footerText,
  footerLink,
  footerTo,
  onSubmit,
}: {
  title: string;
  fields: Field[];
  submitLabel: string;
  footerText: string;
  footerLink: string;
  footerTo: string;
  onSubmit: (values: Record<string, string>) => Promise<void>;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [busy, setBusy] = useState(false);
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
        <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {footerText}{' '}
          <Link to={footerTo} className="font-medium text-primary underline-offset-4 hover:underline">
            {footerLink}
          </Link>
        </p>
      </div>
      <form onSubmit={handle} className="space-y-4" noValidate={false}>
        {fields.map((field) => (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={field.name}>{field.label}</Label>
            <Input
              id={field.name}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              required
              value={values[field.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
          </div>
        ))}
        <Button type="submit" className="w-full" disabled={busy}>
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}

const emailField: Field = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'Enter your email',
};
const passwordField = (autoComplete: 'current-password' | 'new-password'): Field => ({
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete,
  placeholder: 'Enter your password',
});

/** What the server answered to a sign-in or registration, or why it failed (the thunk's result). */
interface AuthAttempt {
  meta: { requestStatus: 'fulfilled' | 'rejected' };
  payload?: unknown;
}

/** Tells the user how it went: the server's message, or the reason it failed. True when it worked. */
function announce(result: AuthAttempt, fallback: string): boolean {
  const answer = result.payload as { success?: boolean; message?: string } | string | undefined;
  if (result.meta.requestStatus === 'fulfilled' && typeof answer === 'object' && answer.success) {
    toast({ title: answer.message });
    return true;
  }
  const reason = typeof answer === 'string' ? answer : answer?.message;
  toast({ title: reason ?? fallback, variant: 'destructive' });
  return false;
}

export function LoginForm() {
  const dispatch = useAppDispatch();
  return (
    <AuthForm
      title={texts.signInTitle}
      submitLabel={texts.signIn}
      footerText={texts.noAccount}
      footerLink={texts.register}
      footerTo={paths.auth.register}
      fields={[emailField, passwordField('current-password')]}
      onSubmit={async (values) => {
        const result = await dispatch(loginUser({ email: values.email ?? '', password: values.password ?? '' }));
        announce(result, 'Sign in failed');
      }}
    />
  );
}

export function RegisterForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <AuthForm
      title={texts.registerTitle}
      submitLabel={texts.signUp}
      footerText={texts.haveAccount}
      footerLink={texts.login}
      footerTo={paths.auth.login}
      fields={[
        {
          name: 'userName',
          label: 'User Name',
          type: 'text',
          autoComplete: 'username',
          placeholder: 'Enter your user name',
        },
        emailField,
        passwordField('new-password'),
      ]}
      onSubmit={async (values) => {
        const result = await dispatch(
          registerUser({ userName: values.userName ?? '', email: values.email ?? '', password: values.password ?? '' }),
        );
        if (announce(result, 'Registration failed')) navigate(paths.auth.login);
      }}
    />
  );
}
