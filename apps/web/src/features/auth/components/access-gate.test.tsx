import type { AuthUser } from '@farmai/contracts';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { admin, farmer, locationOf, renderApp } from '@/testing/render';
import { checkAuth } from '../auth-slice';
import { AccessGate } from './access-gate';

function Page() {
  return <h1>Page at {useLocation().pathname}</h1>;
}

const renderGate = (route: string, user: AuthUser | null | 'unchecked') =>
  renderApp(<AccessGate />, {
    route,
    user,
    routes: (gate) => [{ element: gate, children: [{ path: '*', element: <Page /> }] }],
  });

describe('AccessGate: where each visitor may go (docs/product/screens.md#redirect-rules)', () => {
  it('shows the loading skeleton until the session check answers, then the page', () => {
    const { store } = renderGate('/shop/home', 'unchecked');
    expect(screen.getByRole('status')).toHaveTextContent('Loading FarmAI…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(checkAuth.fulfilled({ success: true, message: '', user: farmer }, 'test', undefined));
    });
    expect(screen.getByRole('heading', { name: 'Page at /shop/home' })).toBeInTheDocument();
  });

  it('lets a visitor who is not signed in browse, and asks them to sign in for checkout', async () => {
    const browsing = renderGate('/', null);
    expect(await screen.findByRole('heading', { name: 'Page at /farmAI/home' })).toBeInTheDocument();
    browsing.unmount();
    const shop = renderGate('/shop/listing?category=seed', null);
    expect(await screen.findByRole('heading', { name: 'Page at /shop/listing' })).toBeInTheDocument();
    expect(locationOf(shop.router)).toBe('/shop/listing?category=seed');
    shop.unmount();
    const { router } = renderGate('/shop/checkout', null);
    expect(await screen.findByRole('heading', { name: 'Page at /auth/login' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/auth/login?next=%2Fshop%2Fcheckout');
  });

  it('after signing in, takes the visitor back to the page that asked for it', async () => {
    const { store, router } = renderGate('/auth/login?next=%2FfarmAI%2Fdiagnosis', null);
    expect(await screen.findByRole('heading', { name: 'Page at /auth/login' })).toBeInTheDocument();
    act(() => {
      store.dispatch(checkAuth.fulfilled({ success: true, message: '', user: farmer }, 'test', undefined));
    });
    expect(await screen.findByRole('heading', { name: 'Page at /farmAI/diagnosis' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/farmAI/diagnosis');
  });

  it('keeps a signed-in farmer out of the admin area and off the sign-in page', async () => {
    const first = renderGate('/admin/products', farmer);
    expect(await screen.findByRole('heading', { name: 'Page at /unauth-page' })).toBeInTheDocument();
    first.unmount();
    const second = renderGate('/auth/login', farmer);
    expect(await screen.findByRole('heading', { name: 'Page at /farmAI/home' })).toBeInTheDocument();
    expect(locationOf(second.router)).toBe('/farmAI/home');
  });

  it('sends an admin from the shop to the dashboard', async () => {
    const { router } = renderGate('/shop/listing', admin);
    expect(await screen.findByRole('heading', { name: 'Page at /admin/dashboard' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/dashboard');
  });
});
