import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { ProductReviews } from './product-reviews';

const review = {
  _id: 'r1',
  productId: 'p1',
  userId: 'u2',
  userName: 'Karim',
  reviewMessage: 'Germinated well in clay soil.',
  reviewValue: 5,
  createdAt: '2025-01-10T08:00:00.000Z',
};

describe('ProductReviews', () => {
  it('a visitor reads the reviews and is asked to sign in to write one, coming back to this page', async () => {
    const server = serveApi({ 'GET /api/shop/review/p1': { body: { success: true, data: [review] } } });
    renderApp(<ProductReviews productId="p1" />, { route: '/shop/search?keyword=tomato', user: null });
    expect(await screen.findByText('Germinated well in clay soil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/shop/search?keyword=tomato')}`,
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/shop/review/p1']);
  });

  it('a signed-in shopper gets the review form', async () => {
    serveApi({ 'GET /api/shop/review/p1': { body: { success: true, data: [] } } });
    renderApp(<ProductReviews productId="p1" />);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Sign in to write a review' })).not.toBeInTheDocument();
  });
});
