import { FIELD_LIMITS } from '@farmai/contracts';
import { CircleCheckIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckedField } from '@/components/checked-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { type MessageId, type Translate, useT } from '@/lib/i18n';
import { type FieldProblems, useFormChecks } from '@/lib/use-form-checks';
import { useConfirmEmailMutation, useForgotPasswordMutation, useResetPasswordMutation } from '../api/mail-api';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** The reason a call failed, as the server said it. */
const reasonOf = (error: unknown, t: Translate) => (error as Partial<ApiError>)?.message ?? t('mail.failed');

function Page({ title, intro, children }: { title: MessageId; intro?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="space-y-2 text-center">
        <h1 className="font-bold text-3xl text-foreground tracking-tight">{t(title)}</h1>
        {intro && <p className="text-muted-foreground text-sm">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A finished step: what happened (the server's words) and where to go next. */
function Done({ heading, message, action }: { heading: MessageId; message: string; action: ReactNode }) {
  const t = useT();
  return (
    <div role="status" className="space-y-4 rounded-xl border bg-card p-6 text-center">
      <CircleCheckIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="font-semibold text-lg">{t(heading)}</h2>
      <p className="text-muted-foreground text-sm">{message}</p>
      {action}
    </div>
  );
}

function ErrorText({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm">
      {message}
    </p>
  );
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: MessageId; busyLabel: MessageId }) {
  const t = useT();
  return (
    <Button type="submit" className="w-full" disabled={busy} disabledReason={t('common.busyReason')}>
      {busy && <Spinner size="sm" className="text-current" label={t(busyLabel)} />}
      {t(label)}
    </Button>
  );
}

/*
 * The contract's schemas the two password forms are checked against (packages/contracts/src/forms.ts,
 * with the schema library) are fetched once a page is drawn, and waited for only by a check that
 * comes before they have arrived.
 */
const loadRules = () => import('../lib/link-rules');

/** The limits the password's sentences name. */
const PASSWORD_LIMITS = { min: FIELD_LIMITS.passwordMin, max: FIELD_LIMITS.password };

/** /auth/forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const checks = useFormChecks(async (values: { email: string }) => (await loadRules()).forgotProblems(values));
  useEffect(() => {
    void loadRules();
  }, []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    if (!(await checks.passes(event.currentTarget, { email }))) return;
    try {
      setSent((await forgot({ email }).unwrap()).message);
    } catch (err) {
      setError(reasonOf(err, t));
    }
  };
  const problem = checks.problems.email;
  return (
    <Page title="mail.forgotTitle" intro={sent ? undefined : t('mail.forgotIntro')}>
      {sent ? (
        <Done
          heading="mail.checkInbox"
          message={sent}
          action={
            <Link to={paths.auth.login} className={linkClass}>
              {t('mail.backToSignIn')}
            </Link>
          }
        />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <CheckedField
            name="email"
            label="mail.emailLabel"
            type="email"
            autoComplete="email"
            placeholder={t('mail.emailPlaceholder')}
            maxLength={FIELD_LIMITS.email}
            value={email}
            onChange={(value) => {
              setEmail(value);
              checks.recheck('email', { email: value });
            }}
            error={problem && t(problem)}
          />
          <ErrorText message={error} />
          <SubmitButton busy={isLoading} label="mail.sendLink" busyLabel="mail.sending" />
          <p className="text-center text-sm">
            <Link to={paths.auth.login} className={linkClass}>
              {t('mail.backToSignIn')}
            </Link>
          </p>
        </form>
      )}
    </Page>
  );
}

type NewPassword = { password: string; repeat: string };
type NewPasswordProblems = FieldProblems<keyof NewPassword>;

/** A new password typed twice; the form says when the two differ before anything is sent. */
function NewPasswordFields({
  values,
  problems,
  onChange,
}: {
  values: NewPassword;
  problems: NewPasswordProblems;
  onChange: (field: keyof NewPassword) => (value: string) => void;
}) {
  const t = useT();
  const differ = values.repeat !== '' && values.password !== values.repeat;
  const say = (id: MessageId | undefined) => id && t(id, PASSWORD_LIMITS);
  return (
    <>
      <CheckedField
        name="password"
        label="mail.newPasswordLabel"
        type="password"
        autoComplete="new-password"
        minLength={FIELD_LIMITS.passwordMin}
        maxLength={FIELD_LIMITS.password}
        hint={t('mail.passwordHint')}
        value={values.password}
        onChange={onChange('password')}
        error={say(problems.password)}
      />
      <CheckedField
        name="repeat"
        label="mail.confirmPasswordLabel"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={onChange('repeat')}
        error={say(problems.repeat ?? (differ ? 'mail.passwordsDiffer' : undefined))}
      />
    </>
  );
}

/** The reset form's checks: the contract's, and the new password typed a second time. */
const resetChecks =
  (token: string) =>
  async ({ password, repeat }: NewPassword): Promise<NewPasswordProblems> => {
    const problems: NewPasswordProblems = (await loadRules()).resetProblems({ token, password });
    return repeat === '' ? { ...problems, repeat: 'mail.repeatMissing' } : problems;
  };

/** The new password form of a link with its token; `onDone` gets the server's words once it is saved. */
function ResetForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const t = useT();
  const [values, setValues] = useState<NewPassword>({ password: '', repeat: '' });
  const [error, setError] = useState<string>();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const checks = useFormChecks(resetChecks(token));
  const change = (field: keyof NewPassword) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    checks.recheck(field, next);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await checks.passes(form, values))) return;
    if (values.password !== values.repeat) {
      (form.elements.namedItem('repeat') as HTMLElement | null)?.focus();
      return;
    }
    setError(undefined);
    try {
      onDone((await reset({ token, password: values.password }).unwrap()).message);
    } catch (err) {
      setError(reasonOf(err, t));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <NewPasswordFields values={values} problems={checks.problems} onChange={change} />
      <ErrorText message={error} />
      <SubmitButton busy={isLoading} label="mail.savePassword" busyLabel="mail.saving" />
      {error && (
        <p className="text-center text-sm">
          <Link to={paths.auth.forgotPassword} className={linkClass}>
            {t('mail.askNewLink')}
          </Link>
        </p>
      )}
    </form>
  );
}

/** /auth/reset-password?token=…: the new password, then a link to sign in with it. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string>();
  useEffect(() => {
    void loadRules();
  }, []);
  if (!token) {
    return (
      <Page title="mail.resetTitle">
        <ErrorText message={t('mail.linkMissing')} />
        <p className="text-center text-sm">
          <Link to={paths.auth.forgotPassword} className={linkClass}>
            {t('mail.askNewLink')}
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="mail.resetTitle">
      {done ? (
        <Done
          heading="mail.resetDone"
          message={done}
          action={
            <Button asChild className="w-full">
              <Link to={paths.auth.login}>{t('mail.signInNow')}</Link>
            </Button>
          }
        />
      ) : (
        <ResetForm token={token} onDone={setDone} />
      )}
    </Page>
  );
}

/**
 * /auth/confirm-email?token=…: one press confirms the new address (a button, so a mail scanner
 * opening the link uses nothing up). `onConfirmed` lets the app read the signed-in user again.
 */
export function ConfirmEmailPage({ onConfirmed, signedIn }: { onConfirmed?: () => void; signedIn: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      setDone((await confirm({ token }).unwrap()).message);
      onConfirmed?.();
    } catch (err) {
      setError(reasonOf(err, t));
    }
  };
  const next = signedIn ? (
    <Link to={paths.shop.account} className={linkClass}>
      {t('mail.toAccount')}
    </Link>
  ) : (
    <Link to={paths.auth.login} className={linkClass}>
      {t('mail.signInNow')}
    </Link>
  );
  if (!token) {
    return (
      <Page title="mail.confirmTitle">
        <ErrorText message={t('mail.linkMissing')} />
      </Page>
    );
  }
  return (
    <Page title="mail.confirmTitle" intro={done ? undefined : t('mail.confirmIntro')}>
      {done ? (
        <Done heading="mail.confirmDone" message={done} action={next} />
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <ErrorText message={error} />
          <SubmitButton busy={isLoading} label="mail.confirmButton" busyLabel="mail.confirming" />
          <p className="text-center text-sm">{next}</p>
        </form>
      )}
    </Page>
  );
}
