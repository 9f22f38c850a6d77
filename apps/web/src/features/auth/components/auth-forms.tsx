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

export function LoginForm() {
  const dispatch = useAppDispatch();
  return (
    <AuthForm
      title={texts.signInTitle}
      submitLabel={texts.signIn}
      footerText={texts.noAccount}
      footerLink={texts.register}
      footerTo={paths.auth.register}
      fields={[
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'Enter your email' },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          autoComplete: 'current-password',
          placeholder: 'Enter your password',
        },
      ]}
      onSubmit={async (values) => {
        const result = await dispatch(loginUser({ email: values.email ?? '', password: values.password ?? '' }));
        if (loginUser.fulfilled.match(result) && result.payload.success) {
          toast({ title: result.payload.message });
        } else {
          toast({ title: String(result.payload ?? 'Sign in failed'), variant: 'destructive' });
        }
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
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'Enter your email' },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          autoComplete: 'new-password',
          placeholder: 'Enter your password',
        },
      ]}
      onSubmit={async (values) => {
        const result = await dispatch(
          registerUser({ userName: values.userName ?? '', email: values.email ?? '', password: values.password ?? '' }),
        );
        if (registerUser.fulfilled.match(result) && result.payload.success) {
          toast({ title: result.payload.message });
          navigate(paths.auth.login);
        } else {
          toast({ title: String(result.payload ?? 'Registration failed'), variant: 'destructive' });
        }
      }}
    />
  );
}
