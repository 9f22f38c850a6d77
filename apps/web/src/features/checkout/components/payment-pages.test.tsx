import type { PaymentReturn } from '@farmai/contracts';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { locationOf, renderApp } from '@/testing/render';
import { currentOrderId, forgetOrder, rememberOrder } from '../lib/current-order';
import { PaymentSuccessPage, PaypalReturnPage } from './payment-pages';

const returnRoutes = (ui: ReactElement) => [
  { path: '/shop/paypal-return', element: ui },
  { path: '/shop/payment-success', element: <PaymentSuccessPage /> },
];

const answer = (data: Partial<PaymentReturn>) => ({
  body: {
    success: true,
    data: { orderId: 'o1', orderNumber: 'FA-2025-000001', paymentStatus: 'pending', payable: true, ...data },
  },
});

describe('the payment return and success pages', () => {
  afterEach(() => {
    forgetOrder();
    return activateLanguage('en', { persist: false });
  });

  it('asks the server about the payment, with nothing remembered in this tab, and shows it paid', async () => {
    const server = serveApi({ 'POST /api/shop/order/return': answer({ state: 'paid', paymentStatus: 'paid' }) });
    const { router } = renderApp(<PaypalReturnPage />, {
      route: '/shop/paypal-return?paymentId=PAY-1&PayerID=B1',
      routes: returnRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Payment is successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your order number is FA-2025-000001.')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/shop/payment-success');
    expect(server.requests[0]?.body).toEqual({ paymentId: 'PAY-1', payerId: 'B1' });
  });

  it('forgets the order this tab was paying once the server says it is paid', async () => {
    rememberOrder('o1');
    serveApi({ 'POST /api/shop/order/return': answer({ state: 'paid', paymentStatus: 'paid' }) });
    renderApp(<PaypalReturnPage />, { route: '/shop/paypal-return?token=PP-1', routes: returnRoutes });
    expect(await screen.findByRole('heading', { name: 'Payment is successful!' })).toBeInTheDocument();
    expect(currentOrderId()).toBeNull();
  });

  it('while the payment is being confirmed: says so with the order number', async () => {
    serveApi({ 'POST /api/shop/order/return': answer({ state: 'pending' }) });
    renderApp(<PaypalReturnPage />, { route: '/shop/paypal-return?paymentId=PAY-1', routes: returnRoutes });
    expect(await screen.findByText('We are confirming your payment…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/Order FA-2025-000001: this takes a few seconds/)).toBeInTheDocument();
    expect(screen.queryByText('The payment could not be completed')).not.toBeInTheDocument();
  });

  it('a failed payment: the server’s reason and the way to pay again', async () => {
    serveApi({
      'POST /api/shop/order/return': answer({
        state: 'failed',
        paymentStatus: 'expired',
        message: 'The order was not paid in time.',
      }),
    });
    renderApp(<PaypalReturnPage />, { route: '/shop/paypal-return?paymentId=PAY-1', routes: returnRoutes });
    expect(await screen.findByRole('heading', { name: 'The payment could not be completed' })).toBeInTheDocument();
    expect(screen.getByText('The order was not paid in time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again from your orders' })).toHaveAttribute('href', '/shop/account');
  });

  it('in Spanish: without a payment id, why it failed and the way back to checkout', async () => {
    await activateLanguage('es', { persist: false });
    renderApp(<PaypalReturnPage />, { route: '/shop/paypal-return', routes: returnRoutes });
    expect(await screen.findByRole('heading', { name: 'No se pudo completar el pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al pago' })).toHaveAttribute('href', '/shop/checkout');
  });

  it('a cash order placed: the total to have ready at delivery', () => {
    renderApp(<PaymentSuccessPage />, {
      route: { pathname: '/shop/payment-success', state: { orderNumber: 'FA-2025-000009', cashTotal: 21.5 } },
    });
    expect(screen.getByRole('heading', { name: 'Your order is placed!' })).toBeInTheDocument();
    expect(screen.getByText(/Please have \$21\.50 ready in cash/)).toBeInTheDocument();
  });

  it('in Hindi: the success page and its button', async () => {
    await activateLanguage('hi', { persist: false });
    const { user, router } = renderApp(<PaymentSuccessPage />, { route: '/shop/payment-success' });
    expect(screen.getByRole('heading', { name: 'भुगतान सफल रहा!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ऑर्डर देखें' }));
    expect(locationOf(router)).toBe('/shop/account');
  });
});
