import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { farmer, renderApp } from '@/testing/render';
import { ProfilePanel } from './profile-panel';

const profile = { _id: 'u1', userName: 'Rahim', email: 'rahim@example.com', language: 'en', pendingEmail: null };

function renderPanel() {
  const calls = { changed: 0, deleted: 0 };
  const view = renderApp(
    <ProfilePanel userId={farmer.id} onChanged={() => (calls.changed += 1)} onDeleted={() => (calls.deleted += 1)} />,
    { route: '/shop/account' },
  );
  return { ...view, calls };
}

describe('ProfilePanel', () => {
  it('renames the user and tells the app to read the user again', async () => {
    const server = serveApi({
      'GET /api/shop/profile/u1': { body: { success: true, data: profile } },
      'PUT /api/shop/profile/u1': {
        body: { success: true, message: 'Profile updated', data: { ...profile, userName: 'Rahim Uddin' } },
      },
    });
    const { user, calls } = renderPanel();
    const name = await screen.findByLabelText('User name');
    expect(name).toHaveValue('Rahim');
    await user.clear(name);
    await user.type(name, 'Rahim Uddin');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ userName: 'Rahim Uddin' });
    expect(calls.changed).toBe(1);
  });

  it('asks for a new e-mail address with the current password and shows the pending one', async () => {
    let pending: string | null = null;
    const server = serveApi({
      'GET /api/shop/profile/u1': () => ({ body: { success: true, data: { ...profile, pendingEmail: pending } } }),
      'POST /api/shop/profile/u1/email': (request) => {
        pending = (request.body as { email: string }).email;
        return { body: { success: true, message: `We sent a confirmation link to ${pending}.` } };
      },
    });
    const { user } = renderPanel();
    const section = within(await screen.findByRole('region', { name: 'E-mail address' }));
    expect(section.getByText('Current address: rahim@example.com')).toBeInTheDocument();
    await user.type(section.getByLabelText('New e-mail address'), 'rahim@farm.example');
    await user.type(section.getByLabelText('Current password'), 'secret-123');
    await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('We sent a confirmation link to rahim@farm.example.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'rahim@farm.example',
      currentPassword: 'secret-123',
    });
    expect(await section.findByText(/Waiting for confirmation: rahim@farm.example/)).toBeInTheDocument();
  });

  it('does not send a new password typed differently twice; the server’s refusal is shown', async () => {
    const server = serveApi({
      'GET /api/shop/profile/u1': { body: { success: true, data: profile } },
      'PUT /api/shop/profile/u1/password': {
        status: 400,
        body: { success: false, message: 'The password is not correct.' },
      },
    });
    const { user } = renderPanel();
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(section.getByLabelText('Current password'), 'wrong');
    await user.type(section.getByLabelText('New password'), 'Fresh-paddy-26');
    await user.type(section.getByLabelText('Repeat the new password'), 'Fresh-paddy-2');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(section.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.type(section.getByLabelText('Repeat the new password'), '6');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
  });

  it('refuses, under its field, a name the contract’s profile schema refuses, and sends nothing', async () => {
    const server = serveApi({ 'GET /api/shop/profile/u1': { body: { success: true, data: profile } } });
    const { user } = renderPanel();
    const name = await screen.findByLabelText('User name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter a user name.');
    // the schema trims the name: spaces around one letter are a name too short
    await user.type(name, ' R ');
    expect(name).toHaveAccessibleDescription('User name must be 2 to 50 characters long.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'ahim');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('refuses what the contract’s e-mail and password change schemas refuse, each under its field', async () => {
    const server = serveApi({ 'GET /api/shop/profile/u1': { body: { success: true, data: profile } } });
    const { user } = renderPanel();
    const emailSection = within(await screen.findByRole('region', { name: 'E-mail address' }));
    await user.type(emailSection.getByLabelText('New e-mail address'), 'rahim@farm');
    await user.click(emailSection.getByRole('button', { name: 'Send confirmation link' }));
    expect(emailSection.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com.',
    );
    expect(emailSection.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');

    const passwordSection = within(screen.getByRole('region', { name: 'Password' }));
    await user.click(passwordSection.getByRole('button', { name: 'Change password' }));
    expect(passwordSection.getByLabelText('Current password')).toHaveFocus();
    expect(passwordSection.getByText('Enter a new password.')).toBeInTheDocument();
    expect(passwordSection.getByText('Repeat the new password.')).toBeInTheDocument();
    await user.type(passwordSection.getByLabelText('Current password'), 'secret-123');
    await user.type(passwordSection.getByLabelText('New password'), 'paddy-7');
    await user.type(passwordSection.getByLabelText('Repeat the new password'), 'paddy-7');
    await user.click(passwordSection.getByRole('button', { name: 'Change password' }));
    expect(passwordSection.getByLabelText('New password')).toHaveFocus();
    expect(passwordSection.getByLabelText('New password')).toHaveAccessibleDescription(
      'The new password must be at least 8 characters long. At least 8 characters; not a common password and not your e-mail address.',
    );
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('deletes the account only after the password is typed in the alert dialog', async () => {
    const server = serveApi({
      'GET /api/shop/profile/u1': { body: { success: true, data: profile } },
      'DELETE /api/shop/profile/u1': (request) =>
        (request.body as { password: string }).password === 'secret-123'
          ? { body: { success: true, message: 'Your account has been deleted.' } }
          : { status: 400, body: { success: false, message: 'The password is not correct.' } },
    });
    const { user, calls } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(calls.deleted).toBe(0);
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'secret-123');
    await user.click(confirm);
    await waitFor(() => expect(calls.deleted).toBe(1));
    expect(server.requests.filter((r) => r.method === 'DELETE').at(-1)?.body).toEqual({ password: 'secret-123' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
