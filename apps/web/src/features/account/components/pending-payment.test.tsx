import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentOrderId, forgetOrder } from '@/lib/current-order';
import { serveApi } from '@/testing/api-server';
import { order } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { PendingPayment } from './pending-payment';

const pending = order({ _id: 'o5', paymentStatus: 'pending', orderStatus: 'pending' });

describe('PendingPayment', () => {
  it('Pay now asks for a fresh approval page, remembers the order and goes there', async () => {
    forgetOrder();
    const server = serveApi({
      'POST /api/shop/order/retry': {
        body: { success: true, approvalURL: 'https://pay.example/approve/NEW', orderId: 'o5' },
      },
    });
    const redirect = vi.fn();
    const { user } = renderApp(<PendingPayment order={pending} redirect={redirect} />);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/approve/NEW'));
    expect(server.requests[0]?.body).toEqual({ orderId: 'o5' });
    expect(currentOrderId()).toBe('o5');
  });

  it("says why when the order was paid meanwhile, in the server's words, and goes nowhere", async () => {
    serveApi({
      'POST /api/shop/order/retry': {
        status: 409,
        body: { success: false, message: 'This order has already been paid.' },
      },
      'GET /api/shop/order/list/u1': { body: { success: true, data: [] } },
    });
    const redirect = vi.fn();
    const { user } = renderApp(<PendingPayment order={pending} redirect={redirect} />);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('This order has already been paid.')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('an order whose hold ran out can be paid again but not cancelled', () => {
    serveApi({});
    renderApp(<PendingPayment order={{ ...pending, paymentStatus: 'expired' }} />);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
