import { paths } from '@/config/paths';

export interface AccessState {
  isAuthenticated: boolean;
  user: { role: string } | null;
}

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/**
 * The redirect rules of the app (docs/product/screens.md#redirect-rules) as one pure function: where a visitor on `pathname`
 * must be sent, or null when they may stay.
 */
export function redirectFor(pathname: string, { isAuthenticated, user }: AccessState): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const signedIn = isAuthenticated && user !== null;
  const isAdmin = signedIn && user.role === 'admin';
  const home = isAdmin ? paths.admin.dashboard : paths.farmAI.home;
  const isAuthPage = path === paths.auth.login || path === paths.auth.register;
  // the pages mailed links open: anyone may see them, signed in or not
  const isLinkPage = [paths.auth.forgotPassword, paths.auth.resetPassword, paths.auth.confirmEmail].includes(
    path as '/auth/forgot-password',
  );
  if (isLinkPage) return null;

  if (path === '/') return signedIn ? home : paths.auth.login;
  if (!signedIn) return isAuthPage ? null : paths.auth.login;
  if (isAuthPage) return home;
  if (under(path, paths.admin.root) && !isAdmin) return paths.unauth;
  if (under(path, paths.shop.root.toLowerCase()) && isAdmin) return paths.admin.dashboard;
  return null;
}
