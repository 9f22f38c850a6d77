import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { product } from '@/testing/data';
import { locationOf, renderApp } from '@/testing/render';
import { ProductCard } from './product-card';

const renderCard = (overrides: Parameters<typeof product>[0]) => {
  const onOpen = vi.fn();
  const onAddToCart = vi.fn(async () => undefined);
  const view = renderApp(<ProductCard product={product(overrides)} onOpen={onOpen} onAddToCart={onAddToCart} />, {
    route: '/shop/listing',
  });
  return { onOpen, onAddToCart, user: view.user, router: view.router };
};

describe('ProductCard', () => {
  it('shows the title, labels and price, opens the quick view and adds one to the cart', async () => {
    const { onOpen, onAddToCart, user } = renderCard({});
    expect(screen.getByRole('heading', { name: 'Hybrid Tomato Seeds' })).toBeInTheDocument();
    expect(screen.getByText('Seeds')).toBeInTheDocument();
    expect(screen.getByText('ACI')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quick view: Hybrid Tomato Seeds' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p1' }));

    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveAccessibleDescription('Hybrid Tomato Seeds');
    await user.click(add);
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p1' }));
  });

  it("the title leads to the product's own page", async () => {
    const { onOpen, user, router } = renderCard({ _id: '5f0c2a9e-1b2c-4d3e-8f4a-0123456789ab', slug: 'okra-seeds' });
    const link = screen.getByRole('link', { name: 'Hybrid Tomato Seeds' });
    expect(link).toHaveAttribute('href', '/shop/product/5f0c2a9e-1b2c-4d3e-8f4a-0123456789ab-okra-seeds');
    await user.click(link);
    expect(locationOf(router)).toBe('/shop/product/5f0c2a9e-1b2c-4d3e-8f4a-0123456789ab-okra-seeds');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('on sale: the Sale badge and the sale price beside the struck-through price', () => {
    renderCard({ price: 12.5, salePrice: 9.99 });
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('$12.50').tagName).toBe('S');
  });

  it('few left: says how many', () => {
    renderCard({ totalStock: 3 });
    expect(screen.getByText('Only 3 items left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('one left: says so in the singular', () => {
    renderCard({ totalStock: 1 });
    expect(screen.getByText('Only 1 item left')).toBeInTheDocument();
  });

  it('sold out: Out Of Stock, and nothing can be added', async () => {
    const { onAddToCart, user } = renderCard({ totalStock: 0 });
    const button = screen.getByRole('button', { name: 'Out Of Stock' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  describe('in Hindi', () => {
    afterEach(() => activateLanguage('en', { persist: false }));

    it('labels, badges and the price in Hindi, with Devanagari digits; brand names stay as they are', async () => {
      await activateLanguage('hi', { persist: false });
      renderCard({ totalStock: 3, salePrice: 9.99 });
      expect(screen.getByText('बीज')).toBeInTheDocument();
      expect(screen.getByText('ACI')).toBeInTheDocument();
      expect(screen.getByText('सिर्फ़ ३ बचे हैं')).toBeInTheDocument();
      expect(screen.getByText('सेल')).toBeInTheDocument();
      const price = new Intl.NumberFormat('hi-IN-u-nu-deva', { style: 'currency', currency: 'USD' }).format(9.99);
      expect(price).toContain('९.९९');
      expect(screen.getByText(price)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    });

    it('writes the numbers of a Hindi title in Devanagari digits, as its price, but not those of its model name', async () => {
      await activateLanguage('hi', { persist: false });
      renderCard({ title: "हाइब्रिड मक्का बीज 'Golden 900' — 2 किलो", price: 12.5 });
      const title = "हाइब्रिड मक्का बीज 'Golden 900' — २ किलो";
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `झलक देखें: ${title}` })).toBeInTheDocument();
    });
  });
});
