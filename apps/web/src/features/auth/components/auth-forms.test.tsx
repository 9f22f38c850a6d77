import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { farmer, locationOf, renderApp } from '@/testing/render';
import { LoginForm, RegisterForm } from './auth-forms';

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
    await user.type(email, 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toBeValid();
    expect(password).toBeInvalid();
    expect(server.requests).toEqual([]);
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
