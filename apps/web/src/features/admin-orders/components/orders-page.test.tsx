import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { order } from '@/testing/data';
import { admin, renderApp } from '@/testing/render';
import { AdminOrdersPage } from './orders-page';

const renderPage = () => renderApp(<AdminOrdersPage />, { route: '/admin/orders', user: admin });

describe('AdminOrdersPage', () => {
  it("when the orders cannot be loaded: the server's reason and Try again, which loads them", async () => {
    let calls = 0;
    serveApi({
      'GET /api/admin/orders/get': () =>
        ++calls === 1
          ? { status: 500, body: { success: false, message: 'The database is not answering.' } }
          : { body: { success: true, data: [order()] } },
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without orders: says so instead of an empty table', async () => {
    serveApi({ 'GET /api/admin/orders/get': { body: { success: true, data: [] } } });
    renderPage();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Orders appear here as soon as shoppers check out.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the orders (date part only, price, status) and opens one', async () => {
    serveApi({
      'GET /api/admin/orders/get': {
        body: { success: true, data: [order({ _id: 'o7', orderStatus: 'inShipping', totalAmount: 1234.5 })] },
      },
      'GET /api/admin/orders/details/o7': {
        body: { success: true, data: order({ _id: 'o7', orderStatus: 'inShipping', totalAmount: 1234.5 }) },
      },
    });
    const { user } = renderPage();
    const row = (await screen.findByText('o7')).closest('tr') as HTMLElement;
    for (const column of ['Order ID', 'Order Date', 'Order Status', 'Order Price', 'View Details']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(row).toHaveTextContent('2025-03-14');
    expect(row).toHaveTextContent('$1234.50');
    expect(within(row).getByText('In Shipping')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View Details of order o7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText('Bogura')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity: 2')).toBeInTheDocument();
  });
});
