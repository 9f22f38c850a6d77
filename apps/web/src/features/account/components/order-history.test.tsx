import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { line, order } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { OrderHistory } from './order-history';

const paid = order({
  orderStatus: 'inProcess',
  paymentStatus: 'paid',
  cartItems: [
    { ...line('Hybrid Tomato Seeds'), productId: 'p1', price: 12.5, quantity: 2, lineTotal: 25 },
    { ...line('Hand Trowel'), productId: 'p2', price: 4.25, quantity: 3, lineTotal: 12.75 },
  ],
  totalAmount: 37.75,
  timeline: [
    { step: 'placed', at: '2025-03-14T09:30:00.000Z' },
    { step: 'paid', at: '2025-03-14T09:32:00.000Z' },
    { step: 'packed', at: '2025-03-15T08:00:00.000Z' },
  ],
});

function serveOrders(data = paid, more: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    'GET /api/shop/order/list/u1': { body: { success: true, data: [data] } },
    'GET /api/shop/order/details/o1': { body: { success: true, data } },
    ...more,
  });
}

describe('OrderHistory', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('lists the orders with their number, the status in plain words and the date part; the details track the order', async () => {
    serveOrders();
    const { user } = renderApp(<OrderHistory />);
    const table = await screen.findByRole('table');
    // the order number is the only name an order is shown by
    expect(within(table).queryByRole('columnheader', { name: 'Order ID' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Order number' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('FA-2025-000001');
    expect(row).toHaveTextContent('2025-03-14');
    expect(row).toHaveTextContent('In process');
    expect(row).toHaveTextContent('$37.75');
    await user.click(within(row).getByRole('button', { name: 'View Details of order FA-2025-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByText('Paid', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText('Demo payment (no money moved)')).toBeInTheDocument();

    const timeline = within(dialog).getByRole('region', { name: 'Tracking' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-step'))).toEqual(['placed', 'paid', 'packed', 'shipped', 'delivered']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Packed');
    expect(steps[2]).toHaveTextContent('March 15, 2025');
    expect(steps[3]).toHaveTextContent('Not yet');

    const lines = within(within(dialog).getByRole('region', { name: 'Items' })).getByRole('table');
    const trowel = within(lines).getByText('Hand Trowel').closest('tr') as HTMLElement;
    expect(trowel).toHaveTextContent('$4.25');
    expect(trowel).toHaveTextContent('$12.75');
    expect(within(lines).getAllByRole('row').at(-1)).toHaveTextContent('Total$37.75');

    const receipt = within(dialog).getByRole('link', { name: 'Download receipt (PDF)' });
    expect(receipt).toHaveAttribute('href', '/api/shop/order/receipt/o1?lang=en');
    expect(within(dialog).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('in Spanish: headers, the status, the date, the timeline and the lines in Spanish', async () => {
    await activateLanguage('es', { persist: false });
    serveOrders();
    const { user } = renderApp(<OrderHistory />);
    expect(await screen.findByRole('heading', { name: 'Historial de pedidos' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Fecha del pedido' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('14 mar 2025');
    await user.click(within(row).getByRole('button', { name: 'Ver detalles del pedido FA-2025-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del pedido' });
    expect(within(dialog).getByText('Pagado', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText('Pago de demostración (no se movió dinero)')).toBeInTheDocument();
    const timeline = within(dialog).getByRole('region', { name: 'Seguimiento' });
    expect(timeline).toHaveTextContent('Empaquetado');
    expect(timeline).toHaveTextContent('15 de marzo de 2025');
    expect(within(dialog).getByRole('columnheader', { name: 'Total de línea' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Descargar recibo (PDF)' })).toHaveAttribute(
      'href',
      '/api/shop/order/receipt/o1?lang=es',
    );
  });

  it('in Bangla: the titles as the buyer read them, every number in Bengali digits, the order number as it is', async () => {
    await activateLanguage('bn', { persist: false });
    const bought = order({
      ...paid,
      cartItems: [
        line("হাইব্রিড টমেটো বীজ F1 'Ruby' — 10 গ্রাম", {
          shopTitle: "Hybrid Tomato Seeds F1 'Ruby' — 10 g",
          titleLanguage: 'bn',
          quantity: 3,
          price: 12.5,
          lineTotal: 37.5,
        }),
      ],
      totalAmount: 37.5,
    });
    serveOrders(bought);
    const { user } = renderApp(<OrderHistory />);
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent("হাইব্রিড টমেটো বীজ F1 'Ruby' — ১০ গ্রাম");
    expect(row).toHaveTextContent('FA-2025-000001');
    expect(row).toHaveTextContent('১৪ মার্চ, ২০২৫');
    expect(row).toHaveTextContent('৩৭.৫০');
    await user.click(within(row).getByRole('button', { name: /FA-2025-000001/ }));
    const dialog = await screen.findByRole('dialog');
    const lines = within(dialog).getAllByRole('table').at(-1) as HTMLElement;
    const title = within(lines).getByText("হাইব্রিড টমেটো বীজ F1 'Ruby' — ১০ গ্রাম");
    expect(title).toHaveAttribute('lang', 'bn');
    expect(title.closest('tr')).toHaveTextContent('৩ × ১২.৫০');
    // the buyer reads their own title only; the shop's English one is the back office's
    expect(dialog).not.toHaveTextContent('Hybrid Tomato Seeds');
    // the lines have no ASCII digit but those of the model name ("F1")
    const numbers = within(dialog).getByRole('region', { name: 'পণ্যসমূহ' }).textContent ?? '';
    expect(numbers.replace(/F1/g, '')).not.toMatch(/[0-9]/);
  });

  it('offers Pay now and Cancel for a pending payment; cancelling asks first, then says so', async () => {
    const pending = order({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentProvider: 'paypal',
      timeline: [{ step: 'placed', at: '2025-03-14T09:30:00.000Z' }],
    });
    const cancelled = { ...pending, orderStatus: 'rejected', paymentStatus: 'cancelled' };
    const server = serveOrders(pending, {
      'POST /api/shop/order/cancel': { body: { success: true, data: cancelled } },
    });
    const { user } = renderApp(<OrderHistory />);
    const row = (await screen.findByRole('table')).querySelectorAll('tr')[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByText('PayPal')).toBeInTheDocument();
    expect(within(dialog).getByText('This order is waiting for its payment.', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay now' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order FA-2025-000001 is cancelled.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ orderId: 'o1' });
  });

  it('a cash-on-delivery order: its fee as a line, the method by name, and no online Pay now', async () => {
    const cash = order({
      orderStatus: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      paymentProvider: 'cod',
      paymentFee: 1.5,
      totalAmount: 26.5,
      cartItems: [
        {
          productId: 'p1',
          title: 'Hybrid Tomato Seeds',
          shopTitle: 'Hybrid Tomato Seeds',
          titleLanguage: 'en',
          image: '',
          price: 12.5,
          quantity: 2,
          lineTotal: 25,
        },
      ],
      timeline: [{ step: 'placed', at: '2025-03-14T09:30:00.000Z' }],
    });
    serveOrders(cash);
    const { user } = renderApp(<OrderHistory />);
    const row = (await screen.findByRole('table')).querySelectorAll('tr')[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Cash on delivery fee/ })).toHaveTextContent('$1.50');
    expect(within(dialog).queryByText('This order is waiting for its payment.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});
