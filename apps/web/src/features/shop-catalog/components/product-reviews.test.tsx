import { FIELD_LIMITS } from '@farmai/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { farmer, renderApp } from '@/testing/render';
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

  it('refuses what the contract’s review schema refuses: no stars, then words past its length', async () => {
    const server = serveApi({
      'GET /api/shop/review/p1': { body: { success: true, data: [] } },
      'POST /api/shop/review/add': (request) => ({
        status: 201,
        body: { success: true, data: { ...review, ...(request.body as object) } },
      }),
    });
    const { user } = renderApp(<ProductReviews productId="p1" />);
    const words = await screen.findByLabelText('Write a review');
    await user.type(words, '  Sprouted in five days.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    // past the text area's own limit only by a script; the schema still refuses it
    fireEvent.change(words, { target: { value: 'x'.repeat(FIELD_LIMITS.reviewMessage + 1) } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A review can be at most 2000 characters long')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.clear(words);
    await user.type(words, '  Sprouted in five days.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Review added successfully!')).toBeInTheDocument();
    await vi.waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      productId: 'p1',
      userId: farmer.id,
      userName: farmer.userName,
      reviewMessage: 'Sprouted in five days.',
      reviewValue: 4,
    });
  });
});
