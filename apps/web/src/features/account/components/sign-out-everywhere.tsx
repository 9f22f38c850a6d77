import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { logoutEverywhere } from '@/features/auth/auth-slice';
import { useAppDispatch } from '@/lib/store';
import { accountTexts } from '../texts';

/** Ends the account's sessions on every device, after a confirmation. */
export function SignOutEverywhere() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await dispatch(logoutEverywhere());
    setBusy(false);
    if (logoutEverywhere.rejected.match(result)) {
      toast({ variant: 'destructive', title: String(result.payload ?? accountTexts.signOutEverywhereFailed) });
    }
  };
  return (
    <section aria-labelledby="sessions-heading" className="mt-8 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="sessions-heading" className="font-bold text-lg">
        {accountTexts.sessionsHeading}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{accountTexts.sessionsHelp}</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button type="button" variant="outline" className="mt-4">
            <LogOutIcon aria-hidden="true" />
            {accountTexts.signOutEverywhere}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{accountTexts.signOutEverywhereTitle}</DialogTitle>
            <DialogDescription>{accountTexts.signOutEverywhereConfirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" variant="destructive" onClick={confirm} disabled={busy}>
              {accountTexts.signOutEverywhere}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
