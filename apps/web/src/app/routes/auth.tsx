import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { NotFoundPage } from '@/components/layout/status-pages';
import { Spinner } from '@/components/ui/spinner';
import { checkAuth } from '@/features/auth/auth-slice';
import { LoginForm } from '@/features/auth/components/auth-forms';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useT } from '@/lib/i18n';
import { lazyWithPreload } from '@/lib/lazy';
import { useAppDispatch, useAppSelector } from '@/lib/store';

/*
 * The pages mailed links open are downloads of their own: they use the server-data slice, which
 * the sign-in page does without (docs/product/rules.md#speed-budgets).
 */
const linkPages = () => import('@/features/mail/components/link-pages');
const ForgotPasswordPage = lazyWithPreload(() => linkPages().then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyWithPreload(() => linkPages().then((m) => m.ResetPasswordPage));
const ConfirmEmailPage = lazyWithPreload(() => linkPages().then((m) => m.ConfirmEmailPage));

function LinkPage({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-8">
          <Spinner label={t('auth.loadingApp')} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** The confirmation of a new e-mail address; a signed-in browser reads its user again afterwards. */
function ConfirmEmailRoute() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  return (
    <LinkPage>
      <ConfirmEmailPage signedIn={signedIn} onConfirmed={() => signedIn && void dispatch(checkAuth())} />
    </LinkPage>
  );
}

export function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route
          path="login"
          element={
            <PageTitle id="common.titleSignIn">
              <LoginForm />
            </PageTitle>
          }
        />
        <Route
          path="register"
          element={
            <PageTitle id="common.titleRegister">
              <RegisterForm />
            </PageTitle>
          }
        />
        <Route
          path="forgot-password"
          element={
            <PageTitle id="common.titleForgotPassword">
              <LinkPage>
                <ForgotPasswordPage />
              </LinkPage>
            </PageTitle>
          }
        />
        <Route
          path="reset-password"
          element={
            <PageTitle id="common.titleResetPassword">
              <LinkPage>
                <ResetPasswordPage />
              </LinkPage>
            </PageTitle>
          }
        />
        <Route
          path="confirm-email"
          element={
            <PageTitle id="common.titleConfirmEmail">
              <ConfirmEmailRoute />
            </PageTitle>
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
