import type { Product } from '@farmai/contracts';
import { act, screen, within } from '@testing-library/react';
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

afterEach(async () => {
  await activateLanguage('en');
});

const renderPage = (route = '/admin/products') => renderApp(<AdminProductsPage />, { route, user: admin });

describe('AdminProductsPage', () => {
  it('shows the page the address names, and keeps the page chosen in the address', async () => {
    const server = serveProducts();
    const { user, router } = renderPage('/admin/products?page=2');
    expect(await screen.findByRole('heading', { name: 'Product of page 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(server.requests[0]?.params).toMatchObject({ page: 2 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Product of page 3' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/products?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Product of page 2' })).toBeInTheDocument();
  });

  it('a page past the end (e.g. after deleting the last product there) moves back to the last page', async () => {
    serveProducts();
    const { router } = renderPage('/admin/products?page=9');
    expect(await screen.findByRole('heading', { name: 'Product of page 3' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/products?page=3');
  });

  it('opens the product a link names in the edit sheet, and closing drops it from the address', async () => {
    serveProducts({
      'GET /api/shop/products/get/p9': { body: { success: true, data: product({ _id: 'p9', title: 'Neem Oil 1L' }) } },
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

  it('in Hindi: the count, the card (category, brand, stock) and the pager follow the language', async () => {
    await activateLanguage('hi');
    serveProducts();
    renderPage('/admin/products?page=2');
    expect(await screen.findByRole('heading', { name: 'Product of page 2' })).toBeInTheDocument();
    expect(screen.getByText('दुकान में २०१ उत्पाद')).toBeInTheDocument();
    expect(screen.getByText('३ में से पन्ना २')).toBeInTheDocument();
    expect(screen.getByText('बीज · ACI')).toBeInTheDocument();
    expect(screen.getByText('स्टॉक: ४०')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'नया उत्पाद जोड़ें' })).toBeInTheDocument();
  });
});
