import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { t as translate, useT } from '@/lib/i18n';

/** Ending the sessions, as the app does it: resolves with the reason when it was refused. */
export type SignOutEverywhere = () => Promise<{ ok: true } | { ok: false; reason: string | undefined }>;

/** Ends the account's sessions on every device, after a confirmation. */
export function SignOutEverywhereSection({ signOut }: { signOut: SignOutEverywhere }) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const confirm = async () => {
    setBusy(true);
    const result = await signOut();
    setBusy(false);
    if (!result.ok)
      toast({ variant: 'destructive', title: result.reason ?? translate('account.signOutEverywhereFailed') });
  };
  return (
    <section aria-labelledby="sessions-heading" className="mt-8 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="sessions-heading" className="font-bold text-lg">
        {t('account.sessionsHeading')}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t('account.sessionsHelp')}</p>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" className="mt-4">
            <LogOutIcon aria-hidden="true" />
            {t('account.signOutEverywhere')}
          </Button>
        }
        title={t('account.signOutEverywhereTitle')}
        description={t('account.signOutEverywhereConfirm')}
        confirmLabel={t('account.signOutEverywhere')}
        busy={busy}
        busyLabel={t('account.signingOut')}
        onConfirm={confirm}
      />
    </section>
  );
}
