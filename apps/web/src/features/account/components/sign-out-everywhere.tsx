import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { accountTexts } from '../texts';

/** Ending the sessions, as the app does it: resolves with the reason when it was refused. */
export type SignOutEverywhere = () => Promise<{ ok: true } | { ok: false; reason: string | undefined }>;

/** Ends the account's sessions on every device, after a confirmation. */
export function SignOutEverywhereSection({ signOut }: { signOut: SignOutEverywhere }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await signOut();
    setBusy(false);
    if (!result.ok) toast({ variant: 'destructive', title: result.reason ?? accountTexts.signOutEverywhereFailed });
  };
  return (
    <section aria-labelledby="sessions-heading" className="mt-8 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="sessions-heading" className="font-bold text-lg">
        {accountTexts.sessionsHeading}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{accountTexts.sessionsHelp}</p>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" className="mt-4">
            <LogOutIcon aria-hidden="true" />
            {accountTexts.signOutEverywhere}
          </Button>
        }
        title={accountTexts.signOutEverywhereTitle}
        description={accountTexts.signOutEverywhereConfirm}
        confirmLabel={accountTexts.signOutEverywhere}
        busy={busy}
        busyLabel="Signing out…"
        onConfirm={confirm}
      />
    </section>
  );
}
