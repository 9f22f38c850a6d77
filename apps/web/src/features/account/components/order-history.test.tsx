import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { order } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { OrderHistory } from './order-history';

const paid = order({ orderStatus: 'confirmed', paymentStatus: 'paid' });

function serveOrders() {
  return serveApi({
    'GET /api/shop/order/list/u1': { body: { success: true, data: [paid] } },
    'GET /api/shop/order/details/o1': { body: { success: true, data: paid } },
  });
}

describe('OrderHistory', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('lists the orders with the status as stored and the date part, and opens the details', async () => {
    serveOrders();
    const { user } = renderApp(<OrderHistory />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Order ID' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('2025-03-14');
    expect(row).toHaveTextContent('confirmed');
    expect(row).toHaveTextContent('$25.00');
    await user.click(within(row).getByRole('button', { name: 'View Details of order o1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByText('paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity: 2')).toBeInTheDocument();
  });

  it('in Spanish: headers, the status, the date and the details in Spanish', async () => {
    await activateLanguage('es', { persist: false });
    serveOrders();
    const { user } = renderApp(<OrderHistory />);
    expect(await screen.findByRole('heading', { name: 'Historial de pedidos' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Fecha del pedido' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('confirmado');
    expect(row).toHaveTextContent('14 mar 2025');
    await user.click(within(row).getByRole('button', { name: 'Ver detalles del pedido o1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del pedido' });
    expect(within(dialog).getByText('pagado')).toBeInTheDocument();
    expect(within(dialog).getByText('Cantidad: 2')).toBeInTheDocument();
  });
});
