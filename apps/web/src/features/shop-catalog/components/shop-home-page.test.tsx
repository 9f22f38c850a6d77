import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { ShopHomePage } from './shop-home-page';

const product = (n: number, totalStock = 20) => ({
  _id: `p${n}`,
  image: `/uploads/products/${n}.webp`,
  title: `Product ${n}`,
  description: 'A product',
  category: 'seed',
  brand: 'aci',
  price: 10 + n,
  salePrice: 0,
  totalStock,
  averageReview: 0,
});

describe('ShopHomePage', () => {
  it('asks for the featured order, one page of 24, and shows it in that order', async () => {
    const api = serveApi({
      'GET /api/common/feature/get': { body: { success: true, data: [] } },
      'GET /api/shop/products/get': {
        body: {
          success: true,
          data: [product(3), product(1), product(2, 0)],
          pagination: { page: 1, limit: 24, total: 3, totalPages: 1 },
        },
      },
    });
    renderApp(<ShopHomePage onAddToCart={vi.fn()} />);
    const featured = await screen.findByRole('list', { name: 'Featured Products' });
    expect(
      within(featured)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Product 3', 'Product 1', 'Product 2']);
    const asked = api.requests.filter((r) => r.path === '/api/shop/products/get');
    expect(asked).toHaveLength(1);
    // the web app always names the page and its size (an API asked without them answers up to 500)
    expect(asked[0]?.params).toMatchObject({ sortBy: 'featured', page: 1, limit: 24 });
  });
});
