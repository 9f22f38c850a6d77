import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { useToast } from '@/components/ui/use-toast';
import { checkAuth } from '@/features/auth/auth-slice';
import { forgetBrowserHistory } from '@/features/diagnosis/lib/forget-browser-history';
import { lazyWithPreload, whenIdle } from '@/lib/lazy';
import { store } from './store';

const Toaster = lazyWithPreload(() => import('@/components/ui/toaster').then((m) => m.Toaster));

/**
 * The notification region is not part of the first page: it loads once the browser is idle, or
 * at the first notification, which waits in the toast store until the region is there.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function AuthCheck() {
  useEffect(() => {
    store.dispatch(checkAuth());
    // diagnoses are kept with the account now: what older versions left in this browser goes
    forgetBrowserHistory();
  }, []);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <AuthCheck />
      {children}
      <DeferredToaster />
    </Provider>
  );
}
