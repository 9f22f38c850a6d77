import { FIELD_LIMITS } from '@farmai/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { farmer, locationOf, renderApp } from '@/testing/render';
import { LoginForm } from './auth-forms';
import { RegisterForm } from './register-form';

describe('LoginForm', () => {
  it('does not send an incomplete form: every field is required', async () => {
    const server = serveApi({});
    const { user } = renderApp(<LoginForm />, { route: '/auth/login', user: null });
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toBeRequired();
    expect(email).toBeInvalid();
    expect(password).toBeInvalid();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(password).toHaveAccessibleDescription('Enter a password.');
    await user.type(email, 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toBeValid();
    expect(password).toBeInvalid();
    expect(server.requests).toEqual([]);
  });

  it('refuses, under its field, what the contract’s sign-in schema refuses, and sends nothing', async () => {
    const server = serveApi({});
    const { user } = renderApp(<LoginForm />, { route: '/auth/login', user: null });
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await user.type(email, 'rahim@example');
    await user.click(password);
    await user.paste('x'.repeat(FIELD_LIMITS.password + 1));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(password).toHaveAccessibleDescription('Password must be at most 200 characters long.');
    expect(server.requests).toEqual([]);
    // fixed as it is typed
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.clear(password);
    await user.type(password, ' ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(password).not.toHaveAttribute('aria-invalid');
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]?.body).toEqual({ email: 'rahim@example.com', password: ' ' });
  });

  it('signs in with the typed email and password and says so', async () => {
    const server = serveApi({
      'POST /api/auth/login': { body: { success: true, message: 'Logged in successfully', user: farmer } },
    });
    const { user, store } = renderApp(<LoginForm />, { route: '/auth/login', user: null });
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/login',
        body: { email: 'rahim@example.com', password: 'secret-123' },
      }),
    ]);
    expect(store.getState().auth.user?.userName).toBe('Rahim');
  });

  it("shows the server's reason when the sign-in is refused", async () => {
    serveApi({
      'POST /api/auth/login': {
        status: 400,
        body: { success: false, message: 'Incorrect password! Please try again' },
      },
    });
    const { user, store } = renderApp(<LoginForm />, { route: '/auth/login', user: null });
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect password! Please try again')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('the forms in another language', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('shows the sign-in form in the chosen language and still sends what was typed', async () => {
    await activateLanguage('es', { persist: false });
    const server = serveApi({
      'POST /api/auth/login': { body: { success: true, message: 'Sesión iniciada', user: farmer } },
    });
    const { user } = renderApp(<LoginForm />, { route: '/auth/login', user: null });
    expect(screen.getByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'rahim@example.com');
    await user.type(screen.getByPlaceholderText('Escribe tu contraseña'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Sesión iniciada')).toBeInTheDocument();
    expect(server.requests[0]?.body).toEqual({ email: 'rahim@example.com', password: 'secret-123' });
  });

  it('labels the registration fields in Bangla', async () => {
    await activateLanguage('bn', { persist: false });
    renderApp(<RegisterForm />, { route: '/auth/register', user: null });
    expect(screen.getByLabelText('ব্যবহারকারীর নাম')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('button', { name: 'সাইন আপ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগইন করুন' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('RegisterForm', () => {
  it('creates the account and goes to the sign-in page, without signing in', async () => {
    const server = serveApi({
      'POST /api/auth/register': { body: { success: true, message: 'Registration successful' } },
    });
    const { user, router, store } = renderApp(<RegisterForm />, { route: '/auth/register', user: null });
    await user.type(screen.getByLabelText('User Name'), 'Rahim');
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/auth/login');
    expect(server.requests[0]?.body).toEqual({ userName: 'Rahim', email: 'rahim@example.com', password: 'secret-123' });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('lists the password rules before anything is typed, and describes the password with them', () => {
    renderApp(<RegisterForm />, { route: '/auth/register', user: null });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(
      'Your password must: have at least 8 characters not be one of the most common passwords not contain your e-mail address not be one character repeated (like “aaaaaaaa”)',
    );
  });

  it('shows each problem under its field, in a sentence, and sends nothing until they are fixed', async () => {
    const server = serveApi({});
    const { user } = renderApp(<RegisterForm />, { route: '/auth/register', user: null });
    await user.type(screen.getByLabelText('Email'), 'rahim.khan@example');
    await user.type(screen.getByLabelText('Password'), 'Rahim.Khan-2025');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const userName = screen.getByLabelText('User Name');
    expect(userName).toHaveFocus();
    expect(userName).toHaveAttribute('aria-invalid', 'true');
    expect(userName).toHaveAccessibleDescription('Enter a user name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com.',
    );
    expect(screen.getByText('Password must not contain your e-mail address.')).toHaveAttribute('aria-live', 'polite');
    expect(server.requests).toEqual([]);
    // fixed as it is typed
    await user.type(userName, 'Rahim');
    expect(userName).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'aaaaaaaaaa');
    expect(screen.getByText('Password must not be one character repeated.')).toBeInTheDocument();
  });

  it("puts the server's refusal under the field it is about, as a sentence, not in a toast", async () => {
    serveApi({
      'POST /api/auth/register': {
        status: 400,
        body: {
          success: false,
          message:
            'password is one of the most commonly used passwords (FarmAI checks a list of them); please choose a less common one',
        },
      },
    });
    const { user } = renderApp(<RegisterForm />, { route: '/auth/register', user: null });
    await user.type(screen.getByLabelText('User Name'), 'Rahim');
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunshine1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveFocus();
    expect(
      screen.getByText(
        'Password is one of the most commonly used passwords (FarmAI checks a list of them); please choose a less common one.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  });

  it('puts a refusal under the field its code names, whatever its words', async () => {
    serveApi({
      'POST /api/auth/register': {
        status: 409,
        body: { success: false, message: 'Ce nom est déjà pris', code: 'auth.userNameTaken' },
      },
    });
    const { user } = renderApp(<RegisterForm />, { route: '/auth/register', user: null });
    await user.type(screen.getByLabelText('User Name'), 'Rahim');
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunshine1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const userName = screen.getByLabelText('User Name');
    await vi.waitFor(() => expect(userName).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Ce nom est déjà pris.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('after registering', () => {
  it('the sign-in form holds the registered e-mail address', async () => {
    serveApi({ 'POST /api/auth/register': { body: { success: true, message: 'Registration successful' } } });
    const { user } = renderApp(
      <Routes>
        <Route path="/auth/register" element={<RegisterForm />} />
        <Route path="/auth/login" element={<LoginForm />} />
      </Routes>,
      { route: '/auth/register', user: null },
    );
    await user.type(screen.getByLabelText('User Name'), 'Rahim');
    await user.type(screen.getByLabelText('Email'), '  rahim@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('rahim@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

describe('the page that asked for signing in', () => {
  it('is kept from sign-in to register, through registering, and back to sign-in', async () => {
    serveApi({ 'POST /api/auth/register': { body: { success: true, message: 'Registration successful' } } });
    const asked = '/auth/register?next=%2Fshop%2Fcheckout';
    const { user, router } = renderApp(<RegisterForm />, { route: asked, user: null });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login?next=%2Fshop%2Fcheckout');
    await user.type(screen.getByLabelText('User Name'), 'Rahim');
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/auth/login?next=%2Fshop%2Fcheckout');
  });

  it('is dropped when it points away from this site', () => {
    renderApp(<LoginForm />, { route: '/auth/login?next=https%3A%2F%2Fevil.example', user: null });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
  });
});
