import { FIELD_LIMITS } from '@farmai/contracts';
import { Trash2Icon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { CheckedField } from '@/components/checked-field';
import { LoadStates } from '@/components/load-states';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingRegion, Skeletons } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { type MessageId, t as translate, useT } from '@/lib/i18n';
import {
  useChangeEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
} from '../api/profile-api';
import { loadRules, useFieldChecks } from '../hooks/use-field-checks';

const reasonOf = (error: unknown) => (error as Partial<ApiError>)?.message ?? translate('profile.failed');

/** Runs a call and tells the user how it went (the server's words); answers whether it worked. */
async function report(call: () => Promise<{ message?: string }>): Promise<boolean> {
  try {
    const answer = await call();
    if (answer.message) toast({ title: answer.message });
    return true;
  } catch (error) {
    toast({ title: reasonOf(error), variant: 'destructive' });
    return false;
  }
}

function Section({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: MessageId;
  help?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 sm:p-6">
      <h3 id={id} className="font-bold text-lg">
        {t(title)}
      </h3>
      {help && <div className="mt-1 text-muted-foreground text-sm">{help}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Submit({ busy, label }: { busy: boolean; label: MessageId }) {
  const t = useT();
  return (
    <Button type="submit" disabled={busy} disabledReason={t('common.busyReason')} className="w-full sm:w-auto">
      {busy && <Spinner size="sm" className="text-current" label={t('profile.saving')} />}
      {t(label)}
    </Button>
  );
}

function NameForm({ userId, current, onChanged }: { userId: string; current: string; onChanged: () => void }) {
  const [userName, setUserName] = useState(current);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const checks = useFieldChecks(async (values: { userName: string }) => (await loadRules()).nameProblems(values));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await checks.passes(event.currentTarget, { userName }))) return;
    if (await report(() => update({ userId, userName }).unwrap())) onChanged();
  };
  return (
    <Section id="profile-name" title="profile.nameHeading">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
        <CheckedField
          name="userName"
          label="profile.nameLabel"
          autoComplete="username"
          value={userName}
          onChange={(value) => {
            setUserName(value);
            checks.recheck('userName', { userName: value });
          }}
          error={checks.errors.userName}
          minLength={FIELD_LIMITS.userNameMin}
          maxLength={FIELD_LIMITS.userName}
        />
        <Submit busy={isLoading} label="profile.saveName" />
      </form>
    </Section>
  );
}

/** A form's values in one state, each change checked again while its field shows an error. */
function useValues<F extends string>(empty: Record<F, string>, recheck: (field: F, values: Record<F, string>) => void) {
  const [values, setValues] = useState(empty);
  const change = (field: F) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(field, next);
  };
  return { values, change, clear: () => setValues(empty) };
}

const noEmailChange = { email: '', currentPassword: '' };

function EmailForm({ userId, email, pending }: { userId: string; email: string; pending: string | null }) {
  const t = useT();
  const checks = useFieldChecks(async (values: typeof noEmailChange) => (await loadRules()).emailProblems(values));
  const { values, change, clear } = useValues(noEmailChange, checks.recheck);
  const [send, { isLoading }] = useChangeEmailMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await checks.passes(event.currentTarget, values))) return;
    if (await report(() => send({ userId, ...values }).unwrap())) clear();
  };
  return (
    <Section
      id="profile-email"
      title="profile.emailHeading"
      help={
        <>
          <p>{t('profile.currentEmail', { email })}</p>
          {pending && (
            <p role="status" className="mt-1 font-medium text-foreground">
              {t('profile.pendingEmail', { email: pending })}
            </p>
          )}
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
        <CheckedField
          name="email"
          label="profile.newEmailLabel"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={checks.errors.email}
          maxLength={FIELD_LIMITS.email}
        />
        <CheckedField
          name="currentPassword"
          label="profile.currentPasswordLabel"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={change('currentPassword')}
          error={checks.errors.currentPassword}
        />
        <Submit busy={isLoading} label="profile.sendConfirmation" />
      </form>
    </Section>
  );
}

const noPasswordChange = { currentPassword: '', password: '', repeat: '' };

/** The password form's checks: the contract's, and the new password typed a second time. */
async function passwordChangeProblems({
  repeat,
  ...change
}: typeof noPasswordChange): Promise<Partial<Record<keyof typeof noPasswordChange, MessageId>>> {
  const problems = (await loadRules()).passwordProblems(change);
  return repeat === '' ? { ...problems, repeat: 'profile.repeatMissing' } : problems;
}

function PasswordForm({ userId }: { userId: string }) {
  const t = useT();
  const checks = useFieldChecks(passwordChangeProblems);
  const { values, change, clear } = useValues(noPasswordChange, checks.recheck);
  const [send, { isLoading }] = useChangePasswordMutation();
  const differ = values.repeat !== '' && values.repeat !== values.password;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await checks.passes(event.currentTarget, values)) || differ) return;
    const { currentPassword, password } = values;
    if (await report(() => send({ userId, currentPassword, password }).unwrap())) clear();
  };
  return (
    <Section id="profile-password" title="profile.passwordHeading" help={t('profile.passwordHelp')}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
        <CheckedField
          name="currentPassword"
          label="profile.currentPasswordLabel"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={change('currentPassword')}
          error={checks.errors.currentPassword}
        />
        <CheckedField
          name="password"
          label="profile.newPasswordLabel"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={checks.errors.password}
          minLength={FIELD_LIMITS.passwordMin}
          maxLength={FIELD_LIMITS.password}
          hint={t('profile.passwordHint')}
        />
        <CheckedField
          name="repeat"
          label="profile.repeatPasswordLabel"
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onChange={change('repeat')}
          error={checks.errors.repeat}
          invalid={differ}
          hint={differ ? t('profile.passwordsDiffer') : undefined}
        />
        <Submit busy={isLoading} label="profile.changePassword" />
      </form>
    </Section>
  );
}

/** Cancel, and the button deleting the account once the password is given. */
function DeleteActions({ busy, passwordGiven }: { busy: boolean; passwordGiven: boolean }) {
  const t = useT();
  return (
    <AlertDialogFooter>
      <AlertDialogCancel type="button" disabled={busy} title={busy ? t('common.busyReason') : undefined}>
        {t('profile.cancel')}
      </AlertDialogCancel>
      <Button
        type="submit"
        variant="destructive"
        disabled={busy || !passwordGiven}
        disabledReason={busy ? t('common.busyReason') : t('common.reasonPassword')}
      >
        {busy && <Spinner size="sm" className="text-current" label={t('profile.deleting')} />}
        {t('profile.deleteButton')}
      </Button>
    </AlertDialogFooter>
  );
}

function DeleteAccount({ userId, onDeleted }: { userId: string; onDeleted: () => void }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const answer = await remove({ userId, password }).unwrap();
      toast({ title: answer.message });
      setOpen(false);
      onDeleted();
    } catch (err) {
      setError(reasonOf(err));
    }
  };
  return (
    <Section id="profile-delete" title="profile.deleteHeading" help={t('profile.deleteHelp')}>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (isLoading) return;
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(undefined);
          }
        }}
      >
        <AlertDialogTrigger asChild>
          <Button type="button" variant="destructive">
            <Trash2Icon aria-hidden="true" />
            {t('profile.deleteButton')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>{t('profile.deleteTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('profile.deleteConfirm')}</AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-password`}>{t('profile.deletePasswordLabel')}</Label>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            {error && (
              <p role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
            <DeleteActions busy={isLoading} passwordGiven={password !== ''} />
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </Section>
  );
}

/**
 * The Profile tab of /shop/account: the name, the e-mail address (changed once the link mailed to
 * the new one is opened), the password, and deleting the account. `onChanged` lets the app read
 * the signed-in user again; `onDeleted` signs the browser out.
 */
export function ProfilePanel({
  userId,
  onChanged,
  onDeleted,
}: {
  userId: string;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const profile = useGetProfileQuery(userId);
  const data = profile.data;
  useEffect(() => {
    void loadRules();
  }, []);
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">{t('profile.heading')}</h2>
      <LoadStates
        state={profile}
        loading={
          <LoadingRegion label={t('profile.loading')} className="grid gap-4">
            <Skeletons count={3} className="h-40 w-full" />
          </LoadingRegion>
        }
        errorTitle={t('profile.loadError')}
        isEmpty={!data}
        empty={null}
      >
        {data && (
          <>
            <NameForm key={data.userName} userId={userId} current={data.userName} onChanged={onChanged} />
            <EmailForm userId={userId} email={data.email} pending={data.pendingEmail} />
            <PasswordForm userId={userId} />
            <DeleteAccount userId={userId} onDeleted={onDeleted} />
          </>
        )}
      </LoadStates>
    </div>
  );
}
