import { FIELD_LIMITS } from '@farmai/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { ConfirmEmailPage, ForgotPasswordPage, ResetPasswordPage } from './link-pages';

const sameAnswer = {
  success: true,
  message: 'If an account uses this address, a link to reset its password is on its way.',
};

describe('ForgotPasswordPage', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('sends the typed address and shows the same answer for any address', async () => {
    const server = serveApi({ 'POST /api/auth/forgot-password': { body: sameAnswer } });
    const { user } = renderApp(<ForgotPasswordPage />, { route: '/auth/forgot-password', user: null });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(server.requests).toEqual([]);
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(sameAnswer.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(server.requests).toEqual([
      expect.objectContaining({ path: '/api/auth/forgot-password', body: { email: 'rahim@example.com' } }),
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('refuses an empty or malformed address under its field, before asking the server', async () => {
    const server = serveApi({ 'POST /api/auth/forgot-password': { body: sameAnswer } });
    const { user } = renderApp(<ForgotPasswordPage />, { route: '/auth/forgot-password', user: null });
    const email = screen.getByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    await user.type(email, 'rahim@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(server.requests).toEqual([]);
    // fixed as it is typed
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(sameAnswer.message)).toBeInTheDocument();
    expect(server.requests).toEqual([
      expect.objectContaining({ path: '/api/auth/forgot-password', body: { email: 'rahim@example.com' } }),
    ]);
  });

  it('says what is missing in the reader’s language', async () => {
    await activateLanguage('es', { persist: false });
    const server = serveApi({});
    const { user } = renderApp(<ForgotPasswordPage />, { route: '/auth/forgot-password', user: null });
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Escribe tu correo electrónico.')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('says when too many links were asked for', async () => {
    serveApi({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: { success: false, message: 'Too many password reset requests. Please wait 60 minutes and try again.' },
      },
    });
    const { user } = renderApp(<ForgotPasswordPage />, { route: '/auth/forgot-password', user: null });
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests');
  });
});

describe('ResetPasswordPage', () => {
  it('sends the token and the new password typed twice, then links to sign in', async () => {
    const server = serveApi({
      'POST /api/auth/reset-password': {
        body: { success: true, message: 'Your password has been changed. You can now sign in with it.' },
      },
    });
    const { user } = renderApp(<ResetPasswordPage />, { route: '/auth/reset-password?token=abc123', user: null });
    await user.type(screen.getByLabelText('New password'), 'Monsoon-rice-26');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Monsoon-rice-2');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The two passwords are not the same.',
    );
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('Repeat the new password')).toHaveFocus();
    expect(server.requests).toEqual([]);
    await user.type(screen.getByLabelText('Repeat the new password'), '6');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password has been changed. You can now sign in with it.')).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({ body: { token: 'abc123', password: 'Monsoon-rice-26' } });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('refuses a new password shorter than the rules allow, and a missing repeat, before asking the server', async () => {
    const server = serveApi({
      'POST /api/auth/reset-password': {
        body: { success: true, message: 'Your password has been changed. You can now sign in with it.' },
      },
    });
    const { user } = renderApp(<ResetPasswordPage />, { route: '/auth/reset-password?token=abc123', user: null });
    const password = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat the new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter a password.'));
    expect(repeat).toHaveAccessibleDescription('Repeat the new password.');
    const short = 'x'.repeat(FIELD_LIMITS.passwordMin - 1);
    await user.type(password, short);
    await user.type(repeat, short);
    expect(repeat).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(`Password must be at least ${FIELD_LIMITS.passwordMin} characters long.`),
    );
    expect(server.requests).toEqual([]);
    // fixed as it is typed
    await user.type(password, 'y');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.type(repeat, 'y');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password has been changed. You can now sign in with it.')).toBeInTheDocument();
    expect(server.requests).toEqual([
      expect.objectContaining({
        path: '/api/auth/reset-password',
        body: { token: 'abc123', password: `${short}y` },
      }),
    ]);
  });

  it("shows the server's refusal of a used link and offers a new one", async () => {
    serveApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { success: false, message: 'This link is invalid, already used or expired. Please ask for a new one.' },
      },
    });
    const { user } = renderApp(<ResetPasswordPage />, { route: '/auth/reset-password?token=used', user: null });
    await user.type(screen.getByLabelText('New password'), 'Monsoon-rice-26');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Monsoon-rice-26');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already used or expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('explains a link without its token', () => {
    renderApp(<ResetPasswordPage />, { route: '/auth/reset-password', user: null });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  });
});

describe('ConfirmEmailPage', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('confirms with one press, in the reader’s language', async () => {
    await activateLanguage('fr', { persist: false });
    const server = serveApi({
      'POST /api/auth/confirm-email': {
        body: { success: true, message: 'Votre nouvelle adresse e-mail est confirmée.' },
      },
    });
    let confirmed = 0;
    const { user } = renderApp(<ConfirmEmailPage signedIn onConfirmed={() => (confirmed += 1)} />, {
      route: '/auth/confirm-email?token=tok-1',
    });
    expect(server.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirmer l’adresse e-mail' }));
    expect(await screen.findByText('Votre nouvelle adresse e-mail est confirmée.')).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({ path: '/api/auth/confirm-email', body: { token: 'tok-1' } });
    expect(confirmed).toBe(1);
    expect(screen.getByRole('link', { name: 'Aller à votre compte' })).toHaveAttribute('href', '/shop/account');
  });
});
