import { describe, expect, it } from 'vitest';
import { type AccessState, redirectFor } from './access';

const signedOut: AccessState = { isAuthenticated: false, user: null };
const shopper: AccessState = { isAuthenticated: true, user: { role: 'user' } };
const admin: AccessState = { isAuthenticated: true, user: { role: 'admin' } };

const paths = [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/confirm-email',
  '/admin/dashboard',
  '/admin/products',
  '/admin/orders',
  '/admin/features',
  '/admin/scm',
  '/admin/expertAdvice',
  '/admin/mail',
  '/shop/home',
  '/shop/listing',
  '/shop/checkout',
  '/shop/account',
  '/shop/paypal-return',
  '/shop/payment-success',
  '/shop/search',
  '/farmAI/home',
  '/farmAI/expertAdvice',
  '/farmAI/scientificCultivation',
  '/farmAI/diagnosis',
  '/unauth-page',
  '/suggestion/1',
  '/scientific-cultivation/abc',
  '/no/such/page',
] as const;

/** What docs/product/screens.md#redirect-rules says, written out per role and path, independently of the implementation. */
function expected(path: string, who: 'signedOut' | 'shopper' | 'admin'): string | null {
  const auth = path === '/auth/login' || path === '/auth/register';
  // the pages mailed links open are public, whoever opens them
  if (['/auth/forgot-password', '/auth/reset-password', '/auth/confirm-email'].includes(path)) return null;
  if (who === 'signedOut') return auth ? null : '/auth/login';
  const home = who === 'admin' ? '/admin/dashboard' : '/farmAI/home';
  if (path === '/' || auth) return home;
  if (path.startsWith('/admin/') && who === 'shopper') return '/unauth-page';
  if (path.startsWith('/shop/') && who === 'admin') return '/admin/dashboard';
  return null;
}

const cases = paths.flatMap((path) =>
  (
    [
      ['signedOut', signedOut],
      ['shopper', shopper],
      ['admin', admin],
    ] as const
  ).map(([who, state]) => ({ path, who, state, want: expected(path, who) })),
);

describe('redirect rules', () => {
  it.each(cases)('$who on $path → $want', ({ path, state, want }) => {
    expect(redirectFor(path, state)).toBe(want);
  });

  it('covers every combination of role and path', () => {
    expect(cases).toHaveLength(paths.length * 3);
  });

  it('ignores a trailing slash and letter case in the section', () => {
    expect(redirectFor('/Admin/Products/', shopper)).toBe('/unauth-page');
    expect(redirectFor('/SHOP/home', admin)).toBe('/admin/dashboard');
    expect(redirectFor('/auth/login/', admin)).toBe('/admin/dashboard');
  });

  it('treats "authenticated" without a user as signed out', () => {
    expect(redirectFor('/farmAI/home', { isAuthenticated: true, user: null })).toBe('/auth/login');
  });
});
