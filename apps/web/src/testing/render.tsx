import type { AuthUser } from '@farmai/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { authSlice, checkAuth } from '@/features/auth/auth-slice';
import { createAppStore } from '@/lib/store';

export const farmer: AuthUser = { id: 'u1', userName: 'Rahim', email: 'rahim@example.com', role: 'user' };
export const admin: AuthUser = { id: 'a1', userName: 'Admin', email: 'admin@example.com', role: 'admin' };

interface Options {
  /** The address the test starts at (with the history state a navigation handed the page). */
  route?: string | { pathname: string; state?: unknown };
  /** Signed in as this user; null: the session check answered "signed out"; 'unchecked': no answer yet. */
  user?: AuthUser | null | 'unchecked';
  /** The routes around `ui` (default: `ui` at every address). */
  routes?: (ui: ReactElement) => RouteObject[];
}

/**
 * Renders `ui` as the app does: in a real store (the session slice, and the API slice when the
 * component uses it), a router whose address the test can read, and the notification region.
 */
export function renderApp(ui: ReactElement, { route = '/', user = farmer, routes }: Options = {}) {
  const store = createAppStore(authSlice);
  if (user !== 'unchecked') {
    const answer = user ? { success: true, message: '', user } : { success: false, message: '' };
    store.dispatch(checkAuth.fulfilled(answer, 'test', undefined));
  }
  const router = createMemoryRouter(routes ? routes(ui) : [{ path: '*', element: ui }], {
    initialEntries: [route],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { ...view, store, router, user: userEvent.setup() };
}

/** The address the app is at now: path and query string. */
export const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
