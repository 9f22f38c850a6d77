import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingRegion, Skeleton, Skeletons } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { redirectFor } from '../lib/access';

/** The loading skeleton shown instead of routes while the session is being checked. */
export function AppSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('auth.loadingApp')} className="flex min-h-svh flex-col">
      <div className="flex h-16 items-center gap-4 border-b px-4">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="ml-auto h-8 w-8 rounded-full" />
      </div>
      <div className="grid flex-1 gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Skeletons count={8} className="h-48 w-full" />
      </div>
    </LoadingRegion>
  );
}

/** Applies the redirect rules to every route below it. */
export function AccessGate() {
  const { isAuthenticated, sessionChecked, user } = useAppSelector((state) => state.auth);
  const location = useLocation();
  useForgetDataOfPreviousUser(user?.id);
  if (!sessionChecked) return <AppSkeleton />;
  const target = redirectFor(location.pathname, { isAuthenticated, user }, location.search);
  if (target && target !== `${location.pathname}${location.search}`) return <Navigate to={target} replace />;
  return <Outlet />;
}

/**
 * Drops every cached server answer when the signed-in user changes (logout, another login).
 * It runs after the commit that left the guarded pages, so none of them refetches without a session.
 */
function useForgetDataOfPreviousUser(userId: string | undefined) {
  const dispatch = useAppDispatch();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== userId) {
      // the API slice is loaded by then: a signed-in user has opened an area that uses it
      void import('@/lib/api').then(({ api }) => dispatch(api.util.resetApiState()));
    }
    previous.current = userId;
  }, [dispatch, userId]);
}
