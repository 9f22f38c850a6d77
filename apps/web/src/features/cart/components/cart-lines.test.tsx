import type { Cart } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi, type TestRequest } from '@/testing/api-server';
import { cart } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { CartSummary } from './cart-lines';

/** The cart server: answers the cart, and applies quantity changes to it. */
function serveCart(initial: Cart) {
  let current = initial;
  const withQuantity = ({ body }: TestRequest) => {
    const { productId, quantity } = body as { productId: string; quantity: number };
    current = { ...current, items: current.items.map((i) => (i.productId === productId ? { ...i, quantity } : i)) };
    return { body: { success: true, data: current } };
  };
  return serveApi({
    'GET /api/shop/cart/get/u1': () => ({ body: { success: true, data: current } }),
    'PUT /api/shop/cart/update-cart': withQuantity,
  });
}

const line = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('CartSummary: the cart lines and their quantity stepper', () => {
  it('shows each line with its total and the cart total', async () => {
    serveCart(
      cart([
        { title: 'Neem Oil', price: 8, quantity: 2 },
        { title: 'Urea', price: 20, salePrice: 15 },
      ]),
    );
    renderApp(<CartSummary />);
    expect(await screen.findByText('Neem Oil')).toBeInTheDocument();
    expect(within(line('Neem Oil')).getByText('$16.00')).toBeInTheDocument();
    expect(within(line('Neem Oil')).getByText('$8.00 each')).toBeInTheDocument();
    expect(within(line('Urea')).getByText('$15.00 each')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$31.00');
  });

  it('minus is disabled at one; plus adds one unit and the new quantity shows', async () => {
    const server = serveCart(cart([{ title: 'Neem Oil', price: 8, quantity: 1, totalStock: 5 }]));
    const { user } = renderApp(<CartSummary />);
    await screen.findByText('Neem Oil');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Neem Oil' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Neem Oil' }));
    expect(await screen.findByText('Cart item is updated successfully')).toBeInTheDocument();
    expect(line('Neem Oil')).toHaveTextContent(/Quantity\s*2/);
    expect(within(line('Neem Oil')).getByText('$16.00')).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { userId: 'u1', productId: 'p1', quantity: 2 },
    });
    expect(screen.getByRole('button', { name: 'Decrease quantity of Neem Oil' })).toBeEnabled();
  });

  it('refuses, without a call, one unit more than the stock', async () => {
    const server = serveCart(cart([{ title: 'Neem Oil', quantity: 3, totalStock: 3 }]));
    const { user } = renderApp(<CartSummary />);
    await screen.findByText('Neem Oil');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Neem Oil' }));
    expect(await screen.findByText('Only 3 quantity can be added for this item')).toBeInTheDocument();
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('refuses, without a call, one unit more than the most one order may hold', async () => {
    const server = serveCart(cart([{ title: 'Neem Oil', quantity: 2, totalStock: 30, maxPerOrder: 2 }]));
    const { user } = renderApp(<CartSummary />);
    await screen.findByText('Neem Oil');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Neem Oil' }));
    expect(await screen.findByText('At most 2 of this item can be in one order')).toBeInTheDocument();
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('an empty cart says so', async () => {
    serveCart(cart([]));
    renderApp(<CartSummary />);
    expect(await screen.findByText('No items in your cart yet.')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$0.00');
  });

  it('in French: the unit price, the total and the stock message, with French numbers', async () => {
    await activateLanguage('fr', { persist: false });
    try {
      serveCart(cart([{ title: 'Neem Oil', price: 8, quantity: 3, totalStock: 3 }]));
      const { user } = renderApp(<CartSummary />);
      await screen.findByText('Neem Oil');
      // as Testing Library reads text: the no-break spaces French puts before the currency become spaces
      const money = (amount: number) =>
        new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(amount).replace(/\s/g, ' ');
      expect(within(line('Neem Oil')).getByText(`${money(8)} l'unité`)).toBeInTheDocument();
      expect(screen.getByText('Total').nextSibling).toHaveTextContent(money(24));
      await user.click(screen.getByRole('button', { name: 'Augmenter la quantité de Neem Oil' }));
      expect(await screen.findByText('Vous ne pouvez ajouter que 3 unités de cet article')).toBeInTheDocument();
    } finally {
      await activateLanguage('en', { persist: false });
    }
  });
});
