import { describe, expect, it } from 'vitest';
import { safeNext, signInPath } from '@/lib/next-page';
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
  '/shop',
  '/admin/mail',
  '/shop/home',
  '/shop/listing',
  '/shop/checkout',
  '/shop/account',
  '/shop/paypal-return',
  '/shop/payment-success',
  '/shop/search',
  '/shop/product/3f1c2a9e-0d7b-4c52-9a41-5b8e2f6d7c10-hybrid-tomato-seeds',
  '/shop/nope',
  '/farmAI/home',
  '/farmAI/expertAdvice',
  '/farmAI/scientificCultivation',
  '/farmAI/diagnosis',
  '/unauth-page',
  '/suggestion/1',
  '/scientific-cultivation/abc',
  '/no/such/page',
] as const;

/** The pages a visitor may open without signing in, as docs/product/screens.md#redirect-rules lists them. */
const open = new Set([
  '/shop',
  '/shop/home',
  '/shop/listing',
  '/shop/search',
  '/shop/product/3f1c2a9e-0d7b-4c52-9a41-5b8e2f6d7c10-hybrid-tomato-seeds',
  '/farmAI/home',
  '/farmAI/expertAdvice',
  '/farmAI/scientificCultivation',
  '/suggestion/1',
  '/scientific-cultivation/abc',
  '/no/such/page',
]);

/** What docs/product/screens.md#redirect-rules says, written out per role and path, independently of the implementation. */
function expected(path: string, who: 'signedOut' | 'shopper' | 'admin'): string | null {
  const auth = path === '/auth/login' || path === '/auth/register';
  // the pages mailed links open are public, whoever opens them
  if (['/auth/forgot-password', '/auth/reset-password', '/auth/confirm-email'].includes(path)) return null;
  if (who === 'signedOut') {
    if (path === '/') return '/farmAI/home';
    if (auth || open.has(path)) return null;
    if (path === '/unauth-page') return '/auth/login';
    return `/auth/login?next=${encodeURIComponent(path)}`;
  }
  const home = who === 'admin' ? '/admin/dashboard' : '/farmAI/home';
  if (path === '/' || auth) return home;
  if (path.startsWith('/admin/') && who === 'shopper') return '/unauth-page';
  if ((path === '/shop' || path.startsWith('/shop/')) && who === 'admin') return '/admin/dashboard';
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
    expect(redirectFor('/FarmAI/Home/', signedOut)).toBeNull();
    expect(redirectFor('/auth/login/', admin)).toBe('/admin/dashboard');
  });

  it('treats "authenticated" without a user as signed out', () => {
    expect(redirectFor('/farmAI/diagnosis', { isAuthenticated: true, user: null })).toBe(
      '/auth/login?next=%2FfarmAI%2Fdiagnosis',
    );
    expect(redirectFor('/farmAI/home', { isAuthenticated: true, user: null })).toBeNull();
  });

  it('remembers the query of the page that asked for signing in', () => {
    expect(redirectFor('/shop/account', signedOut, '?tab=address')).toBe(
      `/auth/login?next=${encodeURIComponent('/shop/account?tab=address')}`,
    );
  });
});

describe('after signing in: back to the page that asked for it', () => {
  const login = (next: string) => `?next=${encodeURIComponent(next)}`;

  it.each([
    ['/shop/checkout', '/shop/checkout'],
    ['/farmAI/diagnosis', '/farmAI/diagnosis'],
    ['/shop/account?tab=address', '/shop/account?tab=address'],
    ['/FARMAI/diagnosis/', '/FARMAI/diagnosis/'],
    ['/admin/products', '/unauth-page'],
    ['/', '/farmAI/home'],
  ])('a shopper asked for %s lands on %s', (next, want) => {
    expect(redirectFor('/auth/login', shopper, login(next))).toBe(want);
    expect(redirectFor('/auth/register', shopper, login(next))).toBe(want);
  });

  it.each([
    ['/admin/orders', '/admin/orders'],
    ['/shop/checkout', '/admin/dashboard'],
    ['/farmAI/diagnosis', '/admin/dashboard'],
  ])('an admin asked for %s lands on %s', (next, want) => {
    expect(redirectFor('/auth/login', admin, login(next))).toBe(want);
  });

  it.each([
    'https://evil.example/shop/checkout',
    '//evil.example/shop',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'shop/checkout',
    '/auth/login',
    '/auth/register?next=/shop/checkout',
    '',
  ])('never leaves the site nor loops: next=%s goes home', (next) => {
    expect(safeNext(login(next))).toBeUndefined();
    expect(redirectFor('/auth/login', shopper, login(next))).toBe('/farmAI/home');
  });

  it('the sign-in link of a page keeps the page and its query, and only paths of this site', () => {
    expect(signInPath('/shop/checkout')).toBe('/auth/login?next=%2Fshop%2Fcheckout');
    expect(signInPath('/shop/listing?category=seed', '/auth/register')).toBe(
      '/auth/register?next=%2Fshop%2Flisting%3Fcategory%3Dseed',
    );
    expect(signInPath('/')).toBe('/auth/login');
    expect(signInPath('//evil.example')).toBe('/auth/login');
  });
});
