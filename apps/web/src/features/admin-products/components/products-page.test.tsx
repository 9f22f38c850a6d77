import type { Product } from '@farmai/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi, type TestRequest } from '@/testing/api-server';
import { product } from '@/testing/data';
import { admin, locationOf, renderApp } from '@/testing/render';
import { AdminProductsPage } from './products-page';

/** Three pages of products: each page answers the products named after it. */
function serveProducts(extra: Record<string, Parameters<typeof serveApi>[0][string]> = {}) {
  return serveApi({
    'GET /api/admin/products/get': ({ params }: TestRequest) => {
      const page = Number(params.page);
      const data: Product[] = [product({ _id: `p${page}`, title: `Product of page ${page}` })];
      return { body: { success: true, data, pagination: { total: 201, page, limit: 100, totalPages: 3 } } };
    },
    ...extra,
  });
}

const urea = {
  bn: { title: 'ইউরিয়া সার ৪৬% নাইট্রোজেন', description: 'দানাদার ইউরিয়া।' },
  hi: { title: 'यूरिया खाद 46% नाइट्रोजन', description: 'दानेदार यूरिया।' },
};

const renderPage = (route = '/admin/products') => renderApp(<AdminProductsPage />, { route, user: admin });

/** The window's width, which decides between the table (768 px and wider) and the cards. */
function setScreenWidth(width: number) {
  (window as unknown as { happyDOM: { setInnerWidth: (w: number) => void } }).happyDOM.setInnerWidth(width);
}

afterEach(async () => {
  await activateLanguage('en');
  setScreenWidth(1024);
});

describe('AdminProductsPage', () => {
  it('shows the page the address names, and keeps the page chosen in the address', async () => {
    const server = serveProducts();
    const { user, router } = renderPage('/admin/products?page=2');
    expect(await screen.findByText('Product of page 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(server.requests[0]?.params).toMatchObject({ page: 2 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Product of page 3')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/products?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Product of page 2')).toBeInTheDocument();
  });

  it('a page past the end (e.g. after deleting the last product there) moves back to the last page', async () => {
    serveProducts();
    const { router } = renderPage('/admin/products?page=9');
    expect(await screen.findByText('Product of page 3', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/products?page=3');
  });

  it('opens the product a link names in the edit sheet, and closing drops it from the address', async () => {
    serveProducts({
      'GET /api/admin/products/get/p9': {
        body: { success: true, data: { ...product({ _id: 'p9', title: 'Neem Oil 1L' }), translations: {} } },
      },
    });
    const { user, router } = renderPage('/admin/products?edit=p9');
    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(sheet).getByLabelText('Title')).toHaveValue('Neem Oil 1L');
    expect(within(sheet).getByLabelText('Product Image')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/products');
  });

  it('deletes a product only after the confirmation', async () => {
    const server = serveProducts({
      'DELETE /api/admin/products/delete/p1': { body: { success: true, message: 'Product deleted successfully' } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Product of page 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(confirm).toHaveTextContent('“Product of page 1” is removed from the shop.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Product of page 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('marks the languages a product is not translated into', async () => {
    serveApi({
      'GET /api/admin/products/get': {
        body: {
          success: true,
          data: [{ ...product({ _id: 'p1', title: 'Urea 46% N' }), translations: { bn: urea.bn, hi: urea.hi } }],
          pagination: { total: 1, page: 1, limit: 100, totalPages: 1 },
        },
      },
    });
    renderPage();
    const card = (await screen.findByText('Urea 46% N')).closest('tr') as HTMLElement;
    const mark = within(card).getByText('Not translated:').parentElement as HTMLElement;
    expect(within(mark).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(within(mark).getByText('Français')).toBeInTheDocument();
    expect(within(mark).queryByText('বাংলা')).not.toBeInTheDocument();
  });

  it('edits the translations beside the English text, one language at a time, and sends them all', {
    timeout: 20_000,
  }, async () => {
    const server = serveProducts({
      'GET /api/admin/products/get/p9': {
        body: {
          success: true,
          // jsdom checks step="0.01" in floating point (1 % 0.01 ≠ 0) and so refuses every price but 0
          data: { ...product({ _id: 'p9', title: 'Urea 46% N', price: 0 }), translations: { hi: urea.hi } },
        },
      },
      'PUT /api/admin/products/edit/p9': { body: { success: true, message: 'Product updated successfully' } },
    });
    const { user } = renderPage('/admin/products?edit=p9');
    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    const tabs = within(sheet).getByRole('tablist', { name: 'Translations' });
    expect(within(tabs).getByRole('tab', { name: 'Español (not translated)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(sheet).getByLabelText('Title (English)')).toHaveValue('Urea 46% N');
    expect(within(sheet).getByLabelText('Title (English)')).toHaveAttribute('readonly');

    // the arrow keys move between the languages
    within(tabs).getByRole('tab', { name: 'Español (not translated)' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'বাংলা (not translated)' })).toHaveAttribute('aria-selected', 'true');
    await user.type(within(sheet).getByLabelText('Title (বাংলা)'), 'ইউরিয়া সার');
    expect(within(sheet).getByLabelText('Title (বাংলা)')).toHaveAttribute('lang', 'bn');
    const save = within(sheet).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    // said by the translation editor, and under the button as the reason it waits
    expect(within(sheet).getAllByText('Fill in both the title and the description, or leave both empty.')).toHaveLength(
      2,
    );
    expect(save).toHaveAccessibleDescription('Fill in both the title and the description, or leave both empty.');
    await user.type(within(sheet).getByLabelText('Description (বাংলা)'), 'দানাদার ইউরিয়া');
    expect(save).toBeEnabled();

    await user.click(within(tabs).getByRole('tab', { name: 'हिन्दी' }));
    expect(within(sheet).getByLabelText('Title (हिन्दी)')).toHaveValue(urea.hi.title);
    await user.click(save);
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const sent = server.requests.find((r) => r.method === 'PUT')?.body as { translations: unknown };
    expect(sent.translations).toEqual({ bn: { title: 'ইউরিয়া সার', description: 'দানাদার ইউরিয়া' }, hi: urea.hi });
  });

  it('edits a product fact under its own name: shown, changed and sent as a number', {
    timeout: 20_000,
  }, async () => {
    const server = serveProducts({
      'GET /api/admin/products/get/p9': {
        body: {
          success: true,
          data: { ...product({ _id: 'p9', title: 'Okra Seeds', price: 0, shelfLifeMonths: 24 }), translations: {} },
        },
      },
      'PUT /api/admin/products/edit/p9': { body: { success: true, message: 'Product updated successfully' } },
    });
    const { user } = renderPage('/admin/products?edit=p9');
    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    const shelfLife = within(sheet).getByLabelText('Shelf life (months)');
    expect(shelfLife).toHaveValue(24);
    await user.clear(shelfLife);
    await user.type(shelfLife, '18');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const sent = () =>
      server.requests.filter((r) => r.method === 'PUT').map((r) => (r.body as Product).shelfLifeMonths);
    expect(sent()).toEqual([18]);
  });

  it('sets the most units one order may hold, and clears it', { timeout: 20_000 }, async () => {
    const server = serveProducts({
      'GET /api/admin/products/get/p9': {
        body: { success: true, data: { ...product({ _id: 'p9', title: 'Okra Seeds', price: 0 }), translations: {} } },
      },
      'GET /api/admin/products/get/p8': {
        body: {
          success: true,
          data: { ...product({ _id: 'p8', title: 'Maize Seeds', price: 0, maxPerOrder: 4 }), translations: {} },
        },
      },
      'PUT /api/admin/products/edit/p9': { body: { success: true, message: 'Product updated successfully' } },
      'PUT /api/admin/products/edit/p8': { body: { success: true, message: 'Product updated successfully' } },
    });
    const sent = () =>
      server.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, (r.body as Product).maxPerOrder]);
    const { user, unmount } = renderPage('/admin/products?edit=p9');
    let sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    const most = within(sheet).getByLabelText('Maximum per order');
    expect(most).toHaveValue(null);
    await user.type(most, '5');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent()).toEqual([['/api/admin/products/edit/p9', 5]]));
    unmount();

    renderPage('/admin/products?edit=p8');
    sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    const stated = within(sheet).getByLabelText('Maximum per order');
    expect(stated).toHaveValue(4);
    await user.clear(stated);
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent()).toContainEqual(['/api/admin/products/edit/p8', null]));
  });

  it('in Hindi: the count, the card (category, brand, stock) and the pager follow the language', async () => {
    await activateLanguage('hi');
    serveProducts();
    setScreenWidth(375);
    renderPage('/admin/products?page=2');
    expect(await screen.findByRole('heading', { name: 'Product of page 2' })).toBeInTheDocument();
    expect(screen.getByText('दुकान में २०१ उत्पाद')).toBeInTheDocument();
    expect(screen.getByText('३ में से पन्ना २')).toBeInTheDocument();
    expect(screen.getByText('बीज · ACI')).toBeInTheDocument();
    expect(screen.getByText('स्टॉक: ४०')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'नया उत्पाद जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product of page 2 बदलें' })).toHaveTextContent('बदलें');
    expect(screen.getByRole('button', { name: 'Product of page 2 हटाएँ' })).toHaveTextContent('हटाएँ');
  });
});

describe('AdminProductsPage: the table', () => {
  const rows = [
    product({ _id: 'a', title: 'Alpha Seeds', totalStock: 3 }),
    product({ _id: 'b', title: 'Beta Hoe', category: 'farmtools', totalStock: 0 }),
    product({ _id: 'c', title: 'Gamma Urea', category: 'fertilizer', salePrice: 9, price: 12 }),
  ].map((p) => ({ ...p, translations: {}, archivedAt: null, updatedAt: '2026-11-20T10:00:00.000Z' }));

  function serveTable(extra: Record<string, Parameters<typeof serveApi>[0][string]> = {}) {
    return serveApi({
      'GET /api/admin/products/get': ({ params }: TestRequest) => {
        const data =
          params.stock === 'archived'
            ? [
                {
                  ...product({ _id: 'z', title: 'Zeta Old Sprayer' }),
                  translations: {},
                  archivedAt: '2026-11-21T10:00:00.000Z',
                },
              ]
            : rows;
        return { body: { success: true, data, pagination: { total: data.length, page: 1, limit: 20, totalPages: 1 } } };
      },
      ...extra,
    });
  }

  it('sorts by a column header: the address, the request and aria-sort follow', async () => {
    const server = serveTable();
    const { user, router } = renderPage();
    const table = await screen.findByRole('table');
    const title = within(table).getByRole('columnheader', { name: 'Title' });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Stock' })).toHaveAttribute('aria-sort', 'none');
    expect(server.requests[0]?.params).toMatchObject({ sort: 'title', order: 'asc', limit: 20, page: 1 });

    await user.click(within(table).getByRole('button', { name: 'Stock' }));
    expect(locationOf(router)).toBe('/admin/products?sort=stock');
    await waitFor(() => expect(server.requests.at(-1)?.params).toMatchObject({ sort: 'stock', order: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: 'Stock' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: 'Stock' }));
    expect(locationOf(router)).toBe('/admin/products?sort=stock&order=desc');
    expect(within(table).getByRole('columnheader', { name: 'Stock' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'none');
  });

  it('selects rows (or the whole page) and sets their stock after a dialog', { timeout: 20_000 }, async () => {
    const server = serveTable({
      'POST /api/admin/products/bulk-stock': { body: { success: true, message: 'Products updated: 2', updated: 2 } },
    });
    const { user } = renderPage();
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Actions on the selected products' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha Seeds' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta Hoe' }));
    const all = screen.getByRole('checkbox', { name: 'Select every product on this page' });
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    const bar = screen.getByRole('region', { name: 'Actions on the selected products' });
    expect(bar).toHaveTextContent('2 products selected');

    await user.click(within(bar).getByRole('button', { name: 'Set stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the stock of 2 products' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Units in stock'), '25');
    await user.click(apply);
    expect(await screen.findByText('Products updated: 2')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ ids: ['a', 'b'], totalStock: 25 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Alpha Seeds' })).toHaveAttribute('data-state', 'unchecked');

    await user.click(all);
    expect(screen.getByRole('region', { name: 'Actions on the selected products' })).toHaveTextContent(
      '3 products selected',
    );
  });

  it('deletes the selection only after the confirmation, and says what was archived', { timeout: 20_000 }, async () => {
    const server = serveTable({
      'POST /api/admin/products/bulk-delete': {
        body: { success: true, message: 'Deleted: 1. Archived (ordered before): 1', deleted: ['a'], archived: ['c'] },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha Seeds' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Gamma Urea' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selected products' });
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete 2 products?' });
    expect(confirm).toHaveTextContent('archived instead of deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted: 1. Archived (ordered before): 1')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ ids: ['a', 'c'] });
  });

  it('filters by stock into the archive, where a product is restored', async () => {
    const server = serveTable({
      'POST /api/admin/products/restore/z': { body: { success: true, message: 'Product restored', data: {} } },
    });
    const { user, router } = renderPage('/admin/products?stock=archived');
    expect(await screen.findByText('Zeta Old Sprayer')).toBeInTheDocument();
    expect(screen.getByText('1 product found')).toBeInTheDocument();
    expect(server.requests[0]?.params).toMatchObject({ stock: 'archived' });
    expect(screen.queryByRole('button', { name: 'Delete Zeta Old Sprayer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Zeta Old Sprayer' }));
    expect(await screen.findByText('Product restored')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(locationOf(router)).toBe('/admin/products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'urea');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/products?q=urea'));
    await waitFor(() => expect(server.requests.at(-1)?.params).toMatchObject({ search: 'urea' }));
  });

  it('on a phone: cards, no table', async () => {
    serveTable();
    setScreenWidth(375);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Alpha Seeds' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Beta Hoe' })).toBeInTheDocument();
  });
});
