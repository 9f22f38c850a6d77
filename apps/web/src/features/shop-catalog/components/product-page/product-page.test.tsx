import type { Product } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { product } from '@/testing/data';
import { locationOf, renderApp } from '@/testing/render';
import { ProductPage } from './product-page';

const ID = '5f0c2a9e-1b2c-4d3e-8f4a-0123456789ab';
const urea = product({
  _id: ID,
  title: 'Urea 46% N — 50 kg',
  slug: 'urea-46-n-50-kg',
  category: 'fertilizer',
  brand: 'aci',
  price: 28,
  salePrice: 0,
  totalStock: 4,
  image: '/uploads/products/urea-1.webp',
  images: ['/uploads/products/urea-1.webp', '/uploads/products/urea-2.webp', '/uploads/products/urea-3.webp'],
  unit: 'kg',
  packSize: 50,
});
const related = [
  product({ _id: 'r1', title: 'Muriate of Potash — 50 kg', slug: 'mop', category: 'fertilizer' }),
  product({ _id: 'r2', title: 'Gypsum 25 kg', slug: 'gypsum', category: 'fertilizer', totalStock: 0 }),
];

function serve(item: Product | null = urea) {
  return serveApi({
    [`GET /api/shop/products/get/${ID}`]: item
      ? { body: { success: true, data: item } }
      : { status: 404, body: { success: false, message: 'Product not found' } },
    [`GET /api/shop/products/related/${ID}`]: { body: { success: true, data: related } },
    [`GET /api/shop/review/${ID}`]: { body: { success: true, data: [] } },
  });
}

const renderPage = (route: string, onAddToCart = vi.fn(async () => undefined)) => ({
  ...renderApp(<ProductPage onAddToCart={onAddToCart} />, {
    route,
    routes: (ui) => [{ path: '/shop/product/:idSlug', element: ui }],
  }),
  onAddToCart,
});

afterEach(async () => {
  await activateLanguage('en', { persist: false });
  document.title = '';
});

describe('ProductPage', () => {
  it('shows the product: breadcrumbs, title, brand, price, pack size, stock, description and related products', async () => {
    serve();
    renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Urea 46% N — 50 kg' })).toBeInTheDocument();
    expect(document.title).toBe('Urea 46% N — 50 kg | FarmAI');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(crumbs).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Shop', 'Fertilizer', 'Urea 46% N — 50 kg']);
    expect(within(crumbs).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop/home');
    expect(within(crumbs).getByRole('link', { name: 'Fertilizer' })).toHaveAttribute(
      'href',
      '/shop/listing?category=fertilizer',
    );
    expect(items[2]).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('Brand: ACI')).toBeInTheDocument();
    expect(screen.getByText('$28.00')).toBeInTheDocument();
    expect(screen.getByText('50 kg')).toBeInTheDocument();
    expect(screen.getByText('Only 4 left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();

    const grid = await screen.findByRole('list', { name: 'Related products' });
    expect(within(grid).getByRole('link', { name: 'Muriate of Potash — 50 kg' })).toHaveAttribute(
      'href',
      '/shop/product/r1-mop',
    );
    expect(within(grid).getByRole('button', { name: 'Out Of Stock' })).toBeDisabled();
  });

  it('gallery: the thumbnails choose the picture, by click and by the arrow keys', async () => {
    serve();
    const { user } = renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    const main = await screen.findByRole('img', { name: 'Urea 46% N — 50 kg, picture 1 of 3' });
    expect(main).toHaveAttribute('src', '/uploads/products/urea-1.webp');
    const thumbs = within(screen.getByRole('region', { name: 'Pictures of Urea 46% N — 50 kg' })).getAllByRole(
      'button',
    );
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show picture 1 of 3',
      'Show picture 2 of 3',
      'Show picture 3 of 3',
    ]);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(thumbs[2] as HTMLElement);
    expect(screen.getByRole('img', { name: 'Urea 46% N — 50 kg, picture 3 of 3' })).toHaveAttribute(
      'src',
      '/uploads/products/urea-3.webp',
    );
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    // from the last, the right arrow wraps to the first; End goes to the last; the focus follows
    await user.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Urea 46% N — 50 kg, picture 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(thumbs[2]).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Urea 46% N — 50 kg, picture 2 of 3' })).toHaveAttribute(
      'src',
      '/uploads/products/urea-2.webp',
    );
    // only the chosen thumbnail is in the tab order
    expect(thumbs.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('quantity picker: − and + stay between 1 and the stock, a typed number is clamped, and the quantity is added', async () => {
    serve();
    const { user, onAddToCart } = renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantity).toHaveValue(1);
    expect(less).toBeDisabled();
    expect(quantity).toHaveAccessibleDescription('4 available');

    for (let i = 0; i < 5; i++) if (!(more as HTMLButtonElement).disabled) await user.click(more);
    expect(quantity).toHaveValue(4);
    expect(more).toBeDisabled();
    await user.click(less);
    expect(quantity).toHaveValue(3);

    await user.clear(quantity);
    await user.type(quantity, '99');
    await user.tab();
    expect(quantity).toHaveValue(4);
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');

    await user.click(screen.getByRole('button', { name: 'Add to cart', description: 'Urea 46% N — 50 kg' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: ID }), 3);
    // back to one for the next add
    expect(quantity).toHaveValue(1);
  });

  it('quantity picker: stops at the most one order may hold, below the stock, and says why', async () => {
    serve({ ...urea, totalStock: 40, maxPerOrder: 3 });
    const { user, onAddToCart } = renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantity).toHaveAccessibleDescription('At most 3 per order');
    expect(screen.getByText('Maximum per order').nextSibling).toHaveTextContent('3');

    for (let i = 0; i < 5; i++) if (!(more as HTMLButtonElement).disabled) await user.click(more);
    expect(quantity).toHaveValue(3);
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription('At most 3 of this item can be in one order');
    expect(more).toHaveAttribute('title', 'At most 3 of this item can be in one order');

    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.tab();
    expect(quantity).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Add to cart', description: 'Urea 46% N — 50 kg' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: ID }), 3);
  });

  it('quantity picker in Spanish: the most one order may hold, in Spanish words', async () => {
    await activateLanguage('es', { persist: false });
    serve({ ...urea, totalStock: 40, maxPerOrder: 2 });
    const { user } = renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    const quantity = await screen.findByRole('spinbutton', { name: /Cantidad/ });
    expect(quantity).toHaveAccessibleDescription('Máximo 2 por pedido');
    const more = screen.getByRole('button', { name: /Aumentar/ });
    await user.click(more);
    expect(more).toHaveAccessibleDescription('Un pedido puede incluir como máximo 2 unidades de este artículo');
  });

  it('sold out: the picker and the button are disabled', async () => {
    serve({ ...urea, totalStock: 0 });
    renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    expect(await screen.findByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    // a sold-out related product has its own button of that name: the page's is the one outside the list
    const relatedList = await screen.findByRole('list', { name: 'Related products' });
    const own = screen.getAllByRole('button', { name: 'Out Of Stock' }).filter((b) => !relatedList.contains(b));
    expect(own).toHaveLength(1);
    expect(own[0]).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('moves an address with a wrong or missing slug to the canonical one', async () => {
    serve();
    for (const route of [`/shop/product/${ID}`, `/shop/product/${ID}-old-title`]) {
      const { router, unmount } = renderPage(route);
      await screen.findByRole('heading', { level: 1, name: 'Urea 46% N — 50 kg' });
      expect(locationOf(router)).toBe(`/shop/product/${ID}-urea-46-n-50-kg`);
      unmount();
    }
  });

  it('an unknown product shows a not-found state', async () => {
    serve(null);
    renderPage(`/shop/product/${ID}-gone`);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/shop/listing');
  });

  it('lists the facts the product states (shelf life in months), and none it does not', async () => {
    serve({ ...urea, shelfLifeMonths: 24 });
    const { unmount } = renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    const term = await screen.findByText('Shelf life');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('24 months');
    unmount();

    serve();
    renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    expect(await screen.findByText('50 kg')).toBeInTheDocument();
    expect(screen.queryByText('Shelf life')).not.toBeInTheDocument();
  });

  it('in Bangla: the pack size, shelf life and stock in Bangla words and digits', async () => {
    await activateLanguage('bn', { persist: false });
    serve({ ...urea, unit: 'mL', packSize: 500, totalStock: 3, shelfLifeMonths: 1 });
    renderPage(`/shop/product/${ID}-urea-46-n-50-kg`);
    expect(await screen.findByText('৫০০ মিলি')).toBeInTheDocument();
    expect(screen.getByText('মেয়াদকাল').nextElementSibling).toHaveTextContent('১ মাস');
    expect(screen.getByText('মাত্র ৩টি বাকি')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'অবস্থান নির্দেশিকা' })).toBeInTheDocument();
  });
});
