import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { order } from '@/testing/data';
import { locationOf, renderApp } from '@/testing/render';
import { rememberOrder } from '../lib/current-order';
import { PaymentSuccessPage, PaypalReturnPage } from './payment-pages';

const returnRoutes = (ui: ReactElement) => [
  { path: '/shop/paypal-return', element: ui },
  { path: '/shop/payment-success', element: <PaymentSuccessPage /> },
];

describe('the payment return and success pages', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('captures the remembered order, then says the payment went through', async () => {
    rememberOrder('o1');
    const server = serveApi({ 'POST /api/shop/order/capture': { body: { success: true, data: order() } } });
    const { router } = renderApp(<PaypalReturnPage />, {
      route: '/shop/paypal-return?paymentId=PAY-1&PayerID=B1',
      routes: returnRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Payment is successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your order number is FA-2025-000001.')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/shop/payment-success');
    expect(server.requests[0]?.body).toEqual({ paymentId: 'PAY-1', payerId: 'B1', orderId: 'o1' });
  });

  it('without a payment id: why it failed, and the way back to checkout', async () => {
    rememberOrder('o1');
    renderApp(<PaypalReturnPage />, { route: '/shop/paypal-return', routes: returnRoutes });
    expect(await screen.findByRole('heading', { name: 'The payment could not be completed' })).toBeInTheDocument();
    expect(screen.getByText('The payment provider did not say which payment this is.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/shop/checkout');
  });

  it('in Spanish: the failure, its reason and the link', async () => {
    await activateLanguage('es', { persist: false });
    renderApp(<PaypalReturnPage />, { route: '/shop/paypal-return?paymentId=PAY-1', routes: returnRoutes });
    expect(await screen.findByRole('heading', { name: 'No se pudo completar el pago' })).toBeInTheDocument();
    expect(screen.getByText('Ningún pedido espera este pago en esta pestaña del navegador.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al pago' })).toBeInTheDocument();
  });

  it('in Hindi: the success page and its button', async () => {
    await activateLanguage('hi', { persist: false });
    const { user, router } = renderApp(<PaymentSuccessPage />, { route: '/shop/payment-success' });
    expect(screen.getByRole('heading', { name: 'भुगतान सफल रहा!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ऑर्डर देखें' }));
    expect(locationOf(router)).toBe('/shop/account');
  });
});
