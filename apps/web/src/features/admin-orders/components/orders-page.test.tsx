import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { order } from '@/testing/data';
import { admin, renderApp } from '@/testing/render';
import { AdminOrdersPage } from './orders-page';

afterEach(async () => {
  await activateLanguage('en');
});

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

  it('updates the status; without a message from the server the toast names the new status', async () => {
    const server = serveApi({
      'GET /api/admin/orders/get': { body: { success: true, data: [order({ _id: 'o8' })] } },
      'GET /api/admin/orders/details/o8': { body: { success: true, data: order({ _id: 'o8' }) } },
      'PUT /api/admin/orders/update/o8': { body: { success: true } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Details of order o8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Update Order Status' }));
    expect(await screen.findByText('Order status is now Pending')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ orderStatus: 'pending' });
  });

  it('in French: the heading, the dialog and its order lines', async () => {
    await activateLanguage('fr');
    serveApi({
      'GET /api/admin/orders/get': { body: { success: true, data: [order({ _id: 'o9' })] } },
      'GET /api/admin/orders/details/o9': { body: { success: true, data: order({ _id: 'o9' }) } },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Toutes les commandes' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /o9/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la commande' });
    expect(await within(dialog).findByText('Quantité : 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Prix : 12,50 $US')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mettre à jour le statut' })).toBeInTheDocument();
  });
});
