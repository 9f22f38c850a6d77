import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { admin, renderApp } from '@/testing/render';
import { AdminLayout } from './admin-layout';

afterEach(async () => {
  await activateLanguage('en');
  localStorage.clear();
});

const renderLayout = () =>
  renderApp(<AdminLayout />, {
    route: '/admin/orders',
    user: admin,
    routes: (ui) => [{ path: '/admin', element: ui, children: [{ path: 'orders', element: <p>Orders screen</p> }] }],
  });

describe('AdminLayout', () => {
  it('names the admin, lists the menu in order and marks the current screen', () => {
    renderLayout();
    expect(screen.getByText('Signed in as Admin')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Products', 'Orders', 'Features', 'SCM', 'Expert Advice']);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Orders screen')).toBeInTheDocument();
  });

  it("the header's language select switches the menu, the greeting and Logout", async () => {
    const { user } = renderLayout();
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Sesión iniciada como Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });
});
