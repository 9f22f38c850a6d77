import { FIELD_LIMITS } from '@farmai/contracts';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n';
import { useSubscribeNewsletterMutation } from '../api/newsletter-api';

/** The footer's newsletter box: one e-mail address, confirmed with a toast. */
export function NewsletterForm() {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return;
    try {
      const { message } = await subscribe({ email: value }).unwrap();
      setEmail('');
      toast({ title: t('common.subscribed'), description: message });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('common.emailAddress')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          required
          maxLength={FIELD_LIMITS.email}
          autoComplete="email"
          placeholder={t('common.emailExample')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 bg-background"
        />
        <Button type="submit" disabled={isLoading} disabledReason={t('common.busyReason')}>
          {t('common.subscribe')}
        </Button>
      </div>
    </form>
  );
}
