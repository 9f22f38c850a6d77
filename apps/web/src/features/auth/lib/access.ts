import { paths } from '@/config/paths';
import { safeNext, signInPath } from '@/lib/next-page';

export interface AccessState {
  isAuthenticated: boolean;
  user: { role: string } | null;
}

const normalize = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';
const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Pages a visitor who has not signed in may open (docs/product/screens.md#redirect-rules). */
const GUEST_PAGES = new Set(
  [
    paths.shop.root,
    paths.shop.home,
    paths.shop.listing,
    paths.shop.search,
    paths.farmAI.home,
    paths.farmAI.expertAdvice,
    paths.farmAI.scientificCultivation,
  ].map((p) => p.toLowerCase()),
);
/** ...and every page under these: the product pages, the suggestions, the cultivation guides. */
const GUEST_SECTIONS = ['/shop/product', '/suggestion', '/scientific-cultivation'];
/** The areas whose other pages ask a visitor to sign in first. */
const SIGNED_IN_AREAS = [paths.shop.root, paths.farmAI.root, paths.admin.root, paths.unauth].map((p) =>
  p.toLowerCase(),
);

const isGuestPage = (path: string) =>
  GUEST_PAGES.has(path) || GUEST_SECTIONS.some((section) => path.startsWith(`${section}/`));

/**
 * The redirect rules of the app (docs/product/screens.md#redirect-rules) as one pure function: where a visitor on
 * `pathname` (with the query `search`) must be sent, or null when they may stay.
 */
export function redirectFor(pathname: string, { isAuthenticated, user }: AccessState, search = ''): string | null {
  const path = normalize(pathname);
  const signedIn = isAuthenticated && user !== null;
  const isAdmin = signedIn && user.role === 'admin';
  const home = isAdmin ? paths.admin.dashboard : paths.farmAI.home;
  const isAuthPage = path === paths.auth.login || path === paths.auth.register;
  // the pages mailed links open: anyone may see them, signed in or not
  const isLinkPage = [paths.auth.forgotPassword, paths.auth.resetPassword, paths.auth.confirmEmail].includes(
    path as '/auth/forgot-password',
  );
  if (isLinkPage) return null;

  if (!signedIn) {
    if (path === '/') return paths.farmAI.home;
    if (isAuthPage || isGuestPage(path)) return null;
    if (path === paths.unauth) return paths.auth.login;
    return SIGNED_IN_AREAS.some((area) => under(path, area)) ? signInPath(`${pathname}${search}`) : null;
  }
  if (isAuthPage) {
    const next = safeNext(search);
    if (!next) return home;
    const asked = normalize(new URL(next, 'http://farmai.invalid').pathname);
    // an admin goes back only to an admin page; any other page is the dashboard
    if (isAdmin) return under(asked, paths.admin.root) ? next : home;
    return redirectFor(asked, { isAuthenticated, user }) ?? next;
  }
  if (path === '/') return home;
  if (under(path, paths.admin.root) && !isAdmin) return paths.unauth;
  if (under(path, paths.shop.root.toLowerCase()) && isAdmin) return paths.admin.dashboard;
  return null;
}
