import type { Product } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productPath } from '@/config/paths';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { product } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { IngredientProducts } from './ingredient-products';

const URL = 'GET /api/shop/products/by-ingredients';

const mancozeb = product({
  _id: 'm1',
  title: 'Mancozeb 75% WP Fungicide 1 kg',
  category: 'pestisides',
  price: 9.5,
  salePrice: 7.25,
  totalStock: 30,
  activeIngredients: ['mancozeb'],
});
const soldOut = product({
  _id: 'm2',
  title: 'Copper Mancozeb Mix',
  category: 'pestisides',
  price: 12,
  totalStock: 0,
  activeIngredients: ['copper-oxychloride', 'mancozeb'],
});

afterEach(async () => {
  await activateLanguage('en');
});

describe('IngredientProducts', () => {
  it('lists the products holding the ingredients, linked, with stock and price, and adds one to the cart', async () => {
    const server = serveApi({ [URL]: { body: { success: true, data: [mancozeb, soldOut] } } });
    const onAddToCart = vi.fn(async (_p: Product) => undefined);
    const { user } = renderApp(
      <IngredientProducts ingredients={['mancozeb', 'chlorothalonil']} onAddToCart={onAddToCart} />,
    );
    expect(screen.getByRole('heading', { name: 'Products for this' })).toBeInTheDocument();
    const lines = await screen.findAllByTestId('ingredient-product');
    expect(server.requests[0]?.params).toEqual({ ingredients: 'mancozeb,chlorothalonil' });
    expect(lines).toHaveLength(2);

    const [first, second] = lines as [HTMLElement, HTMLElement];
    const link = within(first).getByRole('link', { name: 'Mancozeb 75% WP Fungicide 1 kg' });
    expect(link).toHaveAttribute('href', productPath(mancozeb));
    expect(first).toHaveTextContent('Mancozeb 75% WP Fungicide 1 kg — in stock, Sale price$7.25 , regular price$9.50');
    expect(first).toHaveTextContent('Contains: Mancozeb');
    await user.click(within(first).getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(mancozeb);

    // sold out: said so, and no button
    expect(second).toHaveTextContent('Copper Mancozeb Mix — out of stock, $12.00');
    // only the ingredients asked for are named
    expect(second).toHaveTextContent('Contains: Mancozeb');
    expect(second).not.toHaveTextContent('Copper oxychloride');
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('shows nothing without ingredients (and asks nothing), or when no product holds one', async () => {
    const server = serveApi({ [URL]: { body: { success: true, data: [] } } });
    const { unmount } = renderApp(<IngredientProducts ingredients={[]} onAddToCart={vi.fn()} />);
    expect(screen.queryByTestId('ingredient-products')).toBeNull();
    expect(server.requests).toHaveLength(0);
    unmount();

    renderApp(<IngredientProducts ingredients={['urea']} onAddToCart={vi.fn()} />);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Products for this' })).toBeNull());
  });

  it('says when the shop cannot answer, and tries again', async () => {
    let fail = true;
    serveApi({
      [URL]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong' } }
          : { body: { success: true, data: [mancozeb] } },
    });
    const { user } = renderApp(<IngredientProducts ingredients={['mancozeb']} onAddToCart={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Looking for products in the shop…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop’s products could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Mancozeb 75% WP Fungicide 1 kg' })).toBeInTheDocument();
  });

  it('speaks the reader’s language, ingredient names too', async () => {
    await activateLanguage('bn');
    serveApi({ [URL]: { body: { success: true, data: [soldOut] } } });
    renderApp(<IngredientProducts ingredients={['mancozeb', 'copper-oxychloride']} onAddToCart={vi.fn()} />);
    const line = await screen.findByTestId('ingredient-product');
    expect(screen.getByRole('heading', { name: 'এর জন্য পণ্য' })).toBeInTheDocument();
    expect(line).toHaveTextContent('মজুদ নেই');
    expect(line).toHaveTextContent('রয়েছে: কপার অক্সিক্লোরাইড, ম্যানকোজেব');
  });
});
