import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { admin, renderApp } from '@/testing/render';
import { AdminLayout } from './admin-layout';

afterEach(async () => {
  await activateLanguage('en');
  localStorage.clear();
});

/** The server says whether written mails are listed (no SMTP server, not production). */
const mailListed = (listed: boolean) =>
  serveApi({ 'GET /api/admin/mail/status': { body: { success: true, data: { listed } } } });

const renderLayout = () =>
  renderApp(<AdminLayout />, {
    route: '/admin/orders',
    user: admin,
    routes: (ui) => [{ path: '/admin', element: ui, children: [{ path: 'orders', element: <p>Orders screen</p> }] }],
  });

describe('AdminLayout', () => {
  it('names the admin, lists the menu in order and marks the current screen', () => {
    mailListed(false);
    renderLayout();
    expect(screen.getByText('Signed in as Admin')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Shop banners',
      'Cultivation guides',
      'Expert Advice',
      'Shop settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Orders screen')).toBeInTheDocument();
  });

  it('lists Mail when the server writes mails to files', async () => {
    mailListed(true);
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByRole('link', { name: 'Mail' })).toHaveAttribute('href', '/admin/mail');
  });

  it("the header's language select switches the menu, the greeting and Logout", async () => {
    mailListed(false);
    const { user } = renderLayout();
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Sesión iniciada como Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });
});
