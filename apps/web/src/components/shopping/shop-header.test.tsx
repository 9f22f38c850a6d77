import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { ShopHeader } from './shop-header';

const header = (userName: string | null) => (
  <ShopHeader userName={userName} onLogout={() => undefined} cart={<button type="button">Cart</button>} />
);

describe('ShopHeader: the account corner (docs/product/screens.md#shopper-layout)', () => {
  it('offers a visitor Sign in and Register, each coming back to this page', () => {
    renderApp(header(null), { route: '/shop/listing?category=seed', user: null });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/shop/listing?category=seed')}`,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/auth/register?next=${encodeURIComponent('/shop/listing?category=seed')}`,
    );
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the avatar menu instead', () => {
    renderApp(header('Rahim'), { route: '/shop/home' });
    expect(screen.getByRole('button', { name: /Rahim/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
