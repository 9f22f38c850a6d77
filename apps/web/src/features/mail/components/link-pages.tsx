import { FIELD_LIMITS } from '@farmai/contracts';
import { CircleCheckIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { type MessageId, type Translate, useT } from '@/lib/i18n';
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

/** /auth/forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      setSent((await forgot({ email }).unwrap()).message);
    } catch (err) {
      setError(reasonOf(err, t));
    }
  };
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
        <form onSubmit={submit} className="space-y-4">
          <div className="grid gap-1.5">
            <Label htmlFor="forgot-email">{t('mail.emailLabel')}</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              placeholder={t('mail.emailPlaceholder')}
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
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

/** A new password typed twice; the form says when the two differ before anything is sent. */
function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const differ = repeat !== '' && password !== repeat;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-new`}>{t('mail.newPasswordLabel')}</Label>
        <Input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          minLength={FIELD_LIMITS.passwordMin}
          maxLength={FIELD_LIMITS.password}
          aria-describedby={`${id}-hint`}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('mail.passwordHint')}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-repeat`}>{t('mail.confirmPasswordLabel')}</Label>
        <Input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={differ}
          aria-describedby={differ ? `${id}-differ` : undefined}
          value={repeat}
          onChange={(e) => onRepeat(e.target.value)}
        />
        {differ && (
          <p id={`${id}-differ`} className="text-destructive text-xs">
            {t('mail.passwordsDiffer')}
          </p>
        )}
      </div>
    </>
  );
}

/** /auth/reset-password?token=…: the new password, then a link to sign in with it. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) return;
    setError(undefined);
    try {
      setDone((await reset({ token, password }).unwrap()).message);
    } catch (err) {
      setError(reasonOf(err, t));
    }
  };
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
        <form onSubmit={submit} className="space-y-4">
          <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
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
