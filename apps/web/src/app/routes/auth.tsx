import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/components/layout/status-pages';
import { checkAuth } from '@/features/auth/auth-slice';
import { LoginForm, RegisterForm } from '@/features/auth/components/auth-forms';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ConfirmEmailPage, ForgotPasswordPage, ResetPasswordPage } from '@/features/mail/components/link-pages';
import { useAppDispatch, useAppSelector } from '@/lib/store';

/** The confirmation of a new e-mail address; a signed-in browser reads its user again afterwards. */
function ConfirmEmailRoute() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  return <ConfirmEmailPage signedIn={signedIn} onConfirmed={() => signedIn && void dispatch(checkAuth())} />;
}

export function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="login" element={<LoginForm />} />
        <Route path="register" element={<RegisterForm />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="confirm-email" element={<ConfirmEmailRoute />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
