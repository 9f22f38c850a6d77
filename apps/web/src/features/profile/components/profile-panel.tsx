import { FIELD_LIMITS } from '@farmai/contracts';
import { Trash2Icon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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

function Field({
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  hint,
  invalid,
  minLength,
  maxLength,
}: {
  label: MessageId;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  invalid?: boolean;
  minLength?: number;
  maxLength?: number;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t(label)}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={invalid ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}>
          {hint}
        </p>
      )}
    </div>
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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await report(() => update({ userId, userName }).unwrap())) onChanged();
  };
  return (
    <Section id="profile-name" title="profile.nameHeading">
      <form onSubmit={submit} className="grid gap-4 sm:max-w-md">
        <Field
          label="profile.nameLabel"
          autoComplete="username"
          value={userName}
          onChange={setUserName}
          minLength={FIELD_LIMITS.userNameMin}
          maxLength={FIELD_LIMITS.userName}
        />
        <Submit busy={isLoading} label="profile.saveName" />
      </form>
    </Section>
  );
}

function EmailForm({ userId, email, pending }: { userId: string; email: string; pending: string | null }) {
  const t = useT();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [change, { isLoading }] = useChangeEmailMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await report(() => change({ userId, email: newEmail, currentPassword }).unwrap())) {
      setNewEmail('');
      setCurrentPassword('');
    }
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
      <form onSubmit={submit} className="grid gap-4 sm:max-w-md">
        <Field
          label="profile.newEmailLabel"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={setNewEmail}
        />
        <Field
          label="profile.currentPasswordLabel"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <Submit busy={isLoading} label="profile.sendConfirmation" />
      </form>
    </Section>
  );
}

function PasswordForm({ userId }: { userId: string }) {
  const t = useT();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [change, { isLoading }] = useChangePasswordMutation();
  const differ = repeat !== '' && repeat !== password;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) return;
    if (await report(() => change({ userId, currentPassword, password }).unwrap())) {
      setCurrentPassword('');
      setPassword('');
      setRepeat('');
    }
  };
  return (
    <Section id="profile-password" title="profile.passwordHeading" help={t('profile.passwordHelp')}>
      <form onSubmit={submit} className="grid gap-4 sm:max-w-md">
        <Field
          label="profile.currentPasswordLabel"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <Field
          label="profile.newPasswordLabel"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          minLength={FIELD_LIMITS.passwordMin}
          maxLength={FIELD_LIMITS.password}
          hint={t('profile.passwordHint')}
        />
        <Field
          label="profile.repeatPasswordLabel"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
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
