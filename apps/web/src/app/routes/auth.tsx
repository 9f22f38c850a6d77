import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/components/layout/status-pages';
import { LoginForm, RegisterForm } from '@/features/auth/components/auth-forms';
import { AuthLayout } from '@/features/auth/components/auth-layout';

export function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="login" element={<LoginForm />} />
        <Route path="register" element={<RegisterForm />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
