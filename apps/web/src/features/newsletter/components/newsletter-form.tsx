import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { useSubscribeNewsletterMutation } from '../api/newsletter-api';

/** The newsletter button (docs/product/screens.md#shopper-layout). */
export const SUBSCRIBE = 'Subscribe';

/** The footer's newsletter box: one e-mail address, confirmed with a toast. */
export function NewsletterForm() {
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
      toast({ title: 'Subscribed', description: message });
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={id}>Email address</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 bg-background"
        />
        <Button type="submit" disabled={isLoading}>
          {SUBSCRIBE}
        </Button>
      </div>
    </form>
  );
}
