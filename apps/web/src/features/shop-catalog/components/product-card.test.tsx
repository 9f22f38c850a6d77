import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { product } from '@/testing/data';
import { ProductCard } from './product-card';

const renderCard = (overrides: Parameters<typeof product>[0]) => {
  const onOpen = vi.fn();
  const onAddToCart = vi.fn(async () => undefined);
  render(<ProductCard product={product(overrides)} onOpen={onOpen} onAddToCart={onAddToCart} />);
  return { onOpen, onAddToCart, user: userEvent.setup() };
};

describe('ProductCard', () => {
  it('shows the title, labels and price, opens the details and adds one to the cart', async () => {
    const { onOpen, onAddToCart, user } = renderCard({});
    expect(screen.getByRole('heading', { name: 'Hybrid Tomato Seeds' })).toBeInTheDocument();
    expect(screen.getByText('Seeds')).toBeInTheDocument();
    expect(screen.getByText('ACI')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hybrid Tomato Seeds' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p1' }));

    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveAccessibleDescription('Hybrid Tomato Seeds');
    await user.click(add);
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p1' }));
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

  it('sold out: Out Of Stock, and nothing can be added', async () => {
    const { onAddToCart, user } = renderCard({ totalStock: 0 });
    const button = screen.getByRole('button', { name: 'Out Of Stock' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });
});
