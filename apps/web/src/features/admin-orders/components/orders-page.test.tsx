import type { Order } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { line, order } from '@/testing/data';
import { admin, renderApp } from '@/testing/render';
import { AdminOrdersPage } from './orders-page';

afterEach(async () => {
  await activateLanguage('en');
});

const renderPage = (route = '/admin/orders') => renderApp(<AdminOrdersPage />, { route, user: admin });

const customer = { customerName: 'Rahim Uddin', customerEmail: 'rahim@example.com' };
const page = (data: Order[], pagination = { page: 1, limit: 20, total: data.length, totalPages: 1 }) => ({
  body: { success: true, data, pagination },
});
/** The wide table's row of an order (the cards show the same orders on small screens). */
const tableRow = async (number: string) =>
  (await screen.findAllByText(number)).map((e) => e.closest('tr')).find(Boolean) as HTMLElement;

describe('AdminOrdersPage', () => {
  it("when the orders cannot be loaded: the server's reason and Try again, which loads them", async () => {
    let calls = 0;
    serveApi({
      'GET /api/admin/orders/get': () =>
        ++calls === 1
          ? { status: 500, body: { success: false, message: 'The database is not answering.' } }
          : page([order()]),
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
    serveApi({ 'GET /api/admin/orders/get': page([]) });
    renderPage();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Orders appear here as soon as shoppers check out.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the orders (number, date part only, customer, price, statuses) as a table and as cards, and opens one', async () => {
    const o7 = order({
      _id: 'o7',
      orderNumber: 'FA-2025-000007',
      orderStatus: 'inShipping',
      totalAmount: 1234.5,
      ...customer,
    });
    serveApi({
      'GET /api/admin/orders/get': page([o7]),
      'GET /api/admin/orders/details/o7': { body: { success: true, data: o7 } },
    });
    const { user } = renderPage();
    const row = await tableRow('FA-2025-000007');
    for (const column of ['Order number', 'Order Date', 'Customer', 'Order Status', 'Order Price', 'View Details']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    // the order number is the only name an order is shown by
    expect(screen.queryByRole('columnheader', { name: 'Order ID' })).not.toBeInTheDocument();
    expect(row).toHaveTextContent('2025-03-14');
    expect(row).toHaveTextContent('$1234.50');
    expect(row).toHaveTextContent('Rahim Uddin');
    expect(row).toHaveTextContent('rahim@example.com');
    expect(row).toHaveTextContent('Demo payment (no money moved)');
    expect(within(row).getByText('In Shipping')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'All Orders' });
    expect(within(cards).getByText('FA-2025-000007')).toBeInTheDocument();
    expect(screen.getByText('1 order')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View Details of order FA-2025-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText('Bogura')).toBeInTheDocument();
    expect(within(dialog).getByText('rahim@example.com')).toBeInTheDocument();
    const line = within(dialog).getByText('Hybrid Tomato Seeds').closest('tr') as HTMLElement;
    expect(line).toHaveTextContent('$12.50');
    expect(line).toHaveTextContent('$25.00');
    expect(within(dialog).getByRole('link', { name: 'Download packing slip (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/orders/packing-slip/o7?lang=en',
    );
    expect(dialog).toHaveTextContent('FA-2025-000007');
    expect(dialog).not.toHaveTextContent('o7');
  });

  it("shows a line bought in Bangla by the shop's title and, under it, the title the buyer read", async () => {
    const o5 = order({
      _id: 'o5',
      orderNumber: 'FA-2025-000005',
      cartItems: [
        line('সরিষার বীজ 5 কেজি', { shopTitle: 'Mustard Seeds 5 kg', titleLanguage: 'bn' }),
        line('Hand Hoe', { productId: 'p2' }),
      ],
      ...customer,
    });
    serveApi({
      'GET /api/admin/orders/get': page([o5]),
      'GET /api/admin/orders/details/o5': { body: { success: true, data: o5 } },
    });
    const { user } = renderPage();
    const row = await tableRow('FA-2025-000005');
    await user.click(within(row).getByRole('button', { name: 'View Details of order FA-2025-000005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    const mustard = (await within(dialog).findByText('Mustard Seeds 5 kg')).closest('tr') as HTMLElement;
    // an English page writes the buyer's title with the digits it was written in
    expect(within(mustard).getByText('Bought as: সরিষার বীজ 5 কেজি')).toBeInTheDocument();
    const hoe = within(dialog).getByText('Hand Hoe').closest('tr') as HTMLElement;
    expect(hoe).not.toHaveTextContent('Bought as');
  });

  it('searches by the text given, filters by status and pages, asking the server each time', async () => {
    const server = serveApi({
      'GET /api/admin/orders/get': (request) =>
        page([order({ _id: `o${request.params.page}`, orderNumber: `FA-2025-00000${request.params.page}` })], {
          page: Number(request.params.page),
          limit: 20,
          total: 41,
          totalPages: 3,
        }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('41 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(server.requests.at(-1)?.params).toMatchObject({ page: 2, limit: 20 });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'FA-2026-000123');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 3');
    expect(server.requests.at(-1)?.params).toEqual({ q: 'FA-2026-000123', page: 1, limit: 20 });

    await user.click(screen.getByRole('combobox', { name: 'Order status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await screen.findByText('Page 1 of 3');
    expect(server.requests.at(-1)?.params).toEqual({ q: 'FA-2026-000123', status: 'confirmed', page: 1, limit: 20 });

    // clearing goes back to the first list (answered from the cache)
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveTextContent('Any status');
    expect(await screen.findByText('FA-2025-000001', { selector: 'td' })).toBeInTheDocument();
  }, 20_000);

  it('searches as the admin types, once the typing pauses, without Enter or the Search button', async () => {
    const server = serveApi({
      'GET /api/admin/orders/get': (request) =>
        page([order({ _id: 'o1', orderNumber: `FA-2025-00000${request.params.q ? 9 : 1}` })]),
    });
    const { user } = renderPage();
    expect(await screen.findByText('FA-2025-000001', { selector: 'td' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Rahim');
    expect(await screen.findByText('FA-2025-000009', { selector: 'td' })).toBeInTheDocument();
    const searches = server.requests.filter((r) => r.params.q !== undefined);
    // one request for the whole word, not one per letter
    expect(searches.map((r) => r.params.q)).toEqual(['Rahim']);
  });

  it('offers only the steps forward, the others disabled with the reason; sets one and the toast names it', async () => {
    const o8 = order({ _id: 'o8', orderNumber: 'FA-2025-000008', orderStatus: 'confirmed' });
    const server = serveApi({
      'GET /api/admin/orders/get': page([o8]),
      'GET /api/admin/orders/details/o8': { body: { success: true, data: o8 } },
      'PUT /api/admin/orders/update/o8': { body: { success: true } },
    });
    const { user } = renderPage();
    const row = await tableRow('FA-2025-000008');
    await user.click(within(row).getByRole('button', { name: 'View Details of order FA-2025-000008' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Order Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('aria-disabled') === 'true'])).toEqual([
      ['Pending(earlier step: use Correct the status)', true],
      ['Confirmed(current status)', true],
      ['In Process', false],
      ['In Shipping', false],
      ['Delivered', false],
      ['Rejected', false],
    ]);
    await user.click(screen.getByRole('option', { name: 'In Process' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));
    expect(await screen.findByText('Order status is now In Process')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ orderStatus: 'inProcess' });
  });

  it('corrects a status back only with a reason, and shows the corrections with who made them and why', async () => {
    const o6 = order({
      _id: 'o6',
      orderNumber: 'FA-2025-000006',
      orderStatus: 'inShipping',
      statusChanges: [
        { from: 'confirmed', to: 'delivered', at: '2025-03-15T10:00:00.000Z', by: 'admin', reason: null },
        {
          from: 'delivered',
          to: 'inShipping',
          at: '2025-03-15T11:00:00.000Z',
          by: 'admin',
          reason: 'Courier scanned the wrong parcel',
        },
      ],
    });
    const server = serveApi({
      'GET /api/admin/orders/get': page([o6]),
      'GET /api/admin/orders/details/o6': { body: { success: true, data: o6 } },
      'PUT /api/admin/orders/correct/o6': { body: { success: true, message: 'The order status has been corrected.' } },
    });
    const { user } = renderPage();
    const row = await tableRow('FA-2025-000006');
    await user.click(within(row).getByRole('button', { name: 'View Details of order FA-2025-000006' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    const changes = within(dialog).getByTestId('status-changes');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.dataset.correction),
    ).toEqual(['false', 'true']);
    expect(changes).toHaveTextContent('Delivered → In Shipping');
    expect(changes).toHaveTextContent('Reason: Courier scanned the wrong parcel');

    await user.click(within(dialog).getByRole('button', { name: 'Correct the status' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Correct back to' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['In Process', 'Confirmed']);
    await user.click(screen.getByRole('option', { name: 'In Process' }));
    const save = within(dialog).getByRole('button', { name: 'Save the correction' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (required)' }), 'Parcel still at depot');
    await user.click(save);
    expect(await screen.findByText('The order status has been corrected.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      orderStatus: 'inProcess',
      reason: 'Parcel still at depot',
    });
  });

  it('in French: the heading, the filters, the dialog and its order lines', async () => {
    await activateLanguage('fr');
    const o9 = order({ _id: 'o9', orderNumber: 'FA-2025-000009' });
    serveApi({
      'GET /api/admin/orders/get': page([o9]),
      'GET /api/admin/orders/details/o9': { body: { success: true, data: o9 } },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Toutes les commandes' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des commandes' })).toBeInTheDocument();
    const row = await tableRow('FA-2025-000009');
    await user.click(within(row).getByRole('button', { name: /FA-2025-000009/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la commande' });
    expect(await within(dialog).findByRole('columnheader', { name: 'Total de la ligne' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('12,50 $US').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Mettre à jour le statut' })).toBeInTheDocument();
  });
});
