import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { WithMessages } from '@/testing/render';
import { SignOutEverywhereSection } from './sign-out-everywhere';

const renderSection = (signOut: Parameters<typeof SignOutEverywhereSection>[0]['signOut']) => {
  render(
    <>
      <SignOutEverywhereSection signOut={signOut} />
      <Toaster />
    </>,
    { wrapper: WithMessages },
  );
  return userEvent.setup();
};

describe('SignOutEverywhereSection', () => {
  it('asks before ending every session; Cancel ends nothing', async () => {
    const signOut = vi.fn(async () => ({ ok: true as const }));
    const user = renderSection(signOut);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("says why when it fails, in the server's words or a general message", async () => {
    const signOut = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, reason: 'Too many requests. Try again later.' })
      .mockResolvedValueOnce({ ok: false, reason: undefined });
    const user = renderSection(signOut);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' });
    await user.click(confirm);
    expect(await screen.findByText('Too many requests. Try again later.')).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText('Could not sign out everywhere. Please try again.')).toBeInTheDocument();
  });
});
