import type { Product } from '@farmai/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { serveApi } from '@/testing/api-server';
import { cart, product } from '@/testing/data';
import { locationOf, renderApp } from '@/testing/render';
import { useAddToCart } from '../hooks/use-cart';
import { GUEST_CART_KEY } from '../lib/guest-cart';
import { CartButton } from './cart-button';

const urea = product({ _id: 'p2', title: 'Urea 50 kg', price: 20, salePrice: 0, totalStock: 2 });
const seeds = product({ _id: 'p1', title: 'Hybrid Tomato Seeds', price: 12.5, totalStock: 40 });

/** A product card reduced to its "Add to cart" button, beside the header's cart button. */
function Shop({ products }: { products: Product[] }) {
  const addToCart = useAddToCart();
  return (
    <>
      <CartButton />
      {products.map((p) => (
        <Button key={p._id} onClick={() => addToCart(p)}>
          Add {p.title}
        </Button>
      ))}
    </>
  );
}

const stored = () =>
  JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as { productId: string; quantity: number }[];

/** The catalogue as it is now: `current` may differ from what the card showed when the line was added. */
const serveCatalogue = (current: Product[]) =>
  serveApi(
    Object.fromEntries(
      current.map((p) => [`GET /api/shop/products/get/${p._id}`, { body: { success: true, data: p } }]),
    ),
  );

const cartLine = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

describe("a visitor's cart, kept in this browser", () => {
  it('adds to the cart without signing in, counts the units and keeps them in local storage', async () => {
    const server = serveCatalogue([seeds, urea]);
    const { user } = renderApp(<Shop products={[seeds, urea]} />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Add Hybrid Tomato Seeds' }));
    expect(await screen.findByText('Product is added to cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Urea 50 kg' }));
    await user.click(screen.getByRole('button', { name: 'Add Urea 50 kg' }));
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(stored()).toMatchObject([
      { productId: 'p1', quantity: 1, title: 'Hybrid Tomato Seeds', price: 12.5 },
      { productId: 'p2', quantity: 2, title: 'Urea 50 kg', price: 20 },
    ]);

    // the stock check holds for a visitor too: no third bag of urea
    await user.click(screen.getByRole('button', { name: 'Add Urea 50 kg' }));
    expect(await screen.findByText('Only 2 quantity can be added for this item')).toBeInTheDocument();
    expect(stored()[1]?.quantity).toBe(2);
    // no call a visitor may not make: only catalogue reads
    expect(server.requests.every((r) => r.method === 'GET' && r.path.startsWith('/api/shop/products/get/'))).toBe(true);
  });

  it('shows the lines at the prices the catalogue has now; Checkout goes on to the checkout (which asks to sign in)', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { productId: 'p1', quantity: 2, title: 'Hybrid Tomato Seeds', image: '/a.webp', price: 12.5, salePrice: 0 },
        { productId: 'gone', quantity: 1, title: 'Discontinued Hoe', image: '/b.webp', price: 9, salePrice: 0 },
      ]),
    );
    // since the line was added, the seeds went on sale; the hoe is no longer sold
    serveApi({
      'GET /api/shop/products/get/p1': { body: { success: true, data: { ...seeds, salePrice: 10 } } },
      'GET /api/shop/products/get/gone': { status: 404, body: { success: false, message: 'Product not found!' } },
    });
    const { user, router } = renderApp(<CartButton />, { user: null });
    // the sheet's code has loaded (its trigger replaces the plain button), and the line of the product no
    // longer sold is gone
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toHaveAttribute('data-slot', 'sheet-trigger'),
      { timeout: 10_000 },
    );
    const cartButton = screen.getByRole('button', { name: 'Cart, 2 items' });
    await user.click(cartButton);
    const sheet = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(await within(sheet).findByText('$10.00 each')).toBeInTheDocument();
    expect(within(cartLine('Hybrid Tomato Seeds')).getByText('$20.00')).toBeInTheDocument();
    await waitFor(() => expect(within(sheet).queryByText('Discontinued Hoe')).not.toBeInTheDocument());
    expect(stored().map((l) => l.productId)).toEqual(['p1']);
    expect(within(sheet).getByText('Total').nextSibling).toHaveTextContent('$20.00');
    expect(
      within(sheet).getByText('You will be asked to sign in at checkout; your cart comes with you.'),
    ).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Increase quantity of Hybrid Tomato Seeds' }));
    expect(stored()[0]?.quantity).toBe(3);
    await user.click(within(sheet).getByRole('button', { name: 'Remove Hybrid Tomato Seeds from cart' }));
    expect(await within(sheet).findByText('No items in your cart yet.')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Checkout' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Close cart' }));
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([{ productId: 'p1', quantity: 1, title: 'Seeds', image: '', price: 1, salePrice: 0 }]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_KEY }));
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(locationOf(router)).toBe('/shop/checkout');
    // the sheet's code loads lazily: on a busy machine the whole walk takes more than the default 5 s
  }, 20_000);

  it('refuses, without a call, an add past the most one order may hold', async () => {
    const maize = product({ _id: 'p3', title: 'Hybrid Maize Seeds', totalStock: 40, maxPerOrder: 2 });
    const server = serveCatalogue([maize]);
    const { user } = renderApp(<Shop products={[maize]} />, { user: null });
    const add = screen.getByRole('button', { name: 'Add Hybrid Maize Seeds' });
    await user.click(add);
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByText('At most 2 of this item can be in one order')).toBeInTheDocument();
    expect(stored()).toMatchObject([{ productId: 'p3', quantity: 2 }]);
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('refuses a signed-in add past the most one order may hold before any call', async () => {
    const maize = product({ _id: 'p3', title: 'Hybrid Maize Seeds', totalStock: 40, maxPerOrder: 2 });
    const server = serveApi({
      'GET /api/shop/cart/get/u1': {
        body: {
          success: true,
          data: cart([{ productId: 'p3', title: 'Hybrid Maize Seeds', quantity: 2, totalStock: 40, maxPerOrder: 2 }]),
        },
      },
    });
    const { user } = renderApp(<Shop products={[maize]} />);
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Hybrid Maize Seeds' }));
    expect(await screen.findByText('At most 2 of this item can be in one order')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('ignores a stored cart it cannot read', async () => {
    localStorage.setItem(GUEST_CART_KEY, '{"not": "a cart"');
    renderApp(<CartButton />, { user: null });
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});

describe('signing in with a cart kept in this browser', () => {
  const keepInBrowser = () =>
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { productId: 'p1', quantity: 2, title: 'Hybrid Tomato Seeds', image: '/a.webp', price: 12.5, salePrice: 0 },
        { productId: 'p2', quantity: 5, title: 'Urea 50 kg', image: '/b.webp', price: 20, salePrice: 0 },
      ]),
    );

  it('adds it to the account cart in one call, says what was lowered, then empties the browser cart', async () => {
    keepInBrowser();
    const merged = cart([
      { productId: 'p1', title: 'Hybrid Tomato Seeds', quantity: 3 },
      { productId: 'p2', title: 'Urea 50 kg', quantity: 2, totalStock: 2 },
    ]);
    let current = cart([{ productId: 'p1', quantity: 1 }]);
    const server = serveApi({
      'GET /api/shop/cart/get/u1': () => ({ body: { success: true, data: current } }),
      'POST /api/shop/cart/merge': () => {
        current = merged;
        return {
          body: {
            success: true,
            message: 'The cart from this browser was added to your cart',
            data: merged,
            notices: [
              {
                productId: 'p2',
                reason: 'stockLimit',
                quantity: 2,
                message: 'Only 2 of "Urea 50 kg" in stock: your cart holds 2.',
              },
            ],
          },
        };
      },
    });
    renderApp(<CartButton />);
    expect(await screen.findByText('The cart from this browser was added to your cart')).toBeInTheDocument();
    expect(screen.getByText('Only 2 of "Urea 50 kg" in stock: your cart holds 2.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/shop/cart/merge',
        body: {
          userId: 'u1',
          items: [
            { productId: 'p1', quantity: 2 },
            { productId: 'p2', quantity: 5 },
          ],
        },
      }),
    ]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Cart, 5 items' })).toBeInTheDocument();
  });

  it('keeps the browser cart when the merge fails, and says so', async () => {
    keepInBrowser();
    serveApi({
      'GET /api/shop/cart/get/u1': { body: { success: true, data: cart([]) } },
      'POST /api/shop/cart/merge': { status: 503, body: { success: false, message: 'busy' } },
    });
    renderApp(<CartButton />);
    expect(
      await screen.findByText(
        'The cart from this browser could not be added to your account yet. It stays here; reload the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(stored().map((l) => l.quantity)).toEqual([2, 5]);
  });

  it('an admin does not shop: nothing is merged', async () => {
    keepInBrowser();
    const server = serveApi({ 'GET /api/shop/cart/get/a1': { body: { success: true, data: cart([]) } } });
    renderApp(<CartButton />, {
      user: { id: 'a1', userName: 'Admin', email: 'admin@example.com', role: 'admin' },
    });
    await screen.findByRole('button', { name: 'Cart, 0 items' });
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(stored()).toHaveLength(2);
  });
});
