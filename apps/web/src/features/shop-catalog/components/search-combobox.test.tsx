import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { locationOf, renderApp } from '@/testing/render';
import { ProductSearchPage } from './product-search-page';

const npk = {
  _id: 'p1',
  image: '/uploads/products/npk.webp',
  title: 'NPK 20-20-20 Water-Soluble Fertilizer 1 kg',
  description: 'Balanced NPK',
  category: 'fertilizer',
  brand: 'aci',
  price: 7.9,
  salePrice: 0,
  totalStock: 20,
  averageReview: 0,
};
const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 24, total: data.length, totalPages: data.length > 0 ? 1 : 0 },
  ...extra,
});

function shop() {
  return serveApi({
    'GET /api/shop/products/suggest': ({ params }) => ({
      body: {
        success: true,
        data:
          String(params.q).toLowerCase() === 'np'
            ? [{ kind: 'product', value: 'p1', label: npk.title }]
            : [{ kind: 'category', value: 'fertilizer', label: 'Fertilizer' }],
      },
    }),
    [`GET /api/shop/search/${encodeURIComponent(npk.title)}`]: { body: page([npk]) },
    'GET /api/shop/search/sedd': { body: page([], { didYouMean: 'seed' }) },
    'GET /api/shop/search/seed': { body: page([npk]) },
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });

describe('the search box with suggestions', () => {
  it('suggests as one types; the arrow keys choose, Enter picks, Escape closes', async () => {
    const api = shop();
    const { user, router } = renderApp(<ProductSearchPage onAddToCart={vi.fn()} />, { route: '/shop/search' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'np');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const option = within(list).getByRole('option', { name: /NPK 20-20-20/ });
    expect(api.requests.filter((r) => r.path === '/api/shop/products/suggest')).toHaveLength(1);

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    // picking a product searches its title at once
    expect(box()).toHaveValue(npk.title);
    expect(await screen.findByRole('heading', { name: `Results for “${npk.title}” — 1 product` })).toBeVisible();
    expect(locationOf(router)).toBe(`/shop/search?keyword=${encodeURIComponent(npk.title).replace(/%20/g, '+')}`);
  });

  it('offers categories in the reader language and opens the filtered listing', async () => {
    shop();
    await activateLanguage('es');
    try {
      const { user, router } = renderApp(<ProductSearchPage onAddToCart={vi.fn()} />, { route: '/shop/search' });
      await user.type(screen.getByRole('combobox', { name: 'Buscar productos' }), 'fer');
      const option = await screen.findByRole('option', { name: /Fertilizantes?\s*Categoría/ });
      await user.click(option);
      expect(locationOf(router)).toBe('/shop/listing?category=fertilizer');
    } finally {
      await activateLanguage('en');
    }
  });

  it('searches two letters, and offers what was meant when nothing is found', async () => {
    shop();
    const { user } = renderApp(<ProductSearchPage onAddToCart={vi.fn()} />, { route: '/shop/search?keyword=sedd' });
    expect(await screen.findByText('No result found!')).toBeVisible();
    const link = screen.getByRole('link', { name: 'seed' });
    expect(link.closest('p')).toHaveTextContent('Did you mean seed?');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Results for “seed” — 1 product' })).toBeVisible();
    expect(box()).toHaveValue('seed');
  });
});
