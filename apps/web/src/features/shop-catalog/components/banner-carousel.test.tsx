import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { BANNER_INTERVAL_MS, BannerCarousel } from './banner-carousel';

const banners = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ _id: `f${i + 1}`, image: `/uploads/features/${i + 1}.webp` }));

/** The slide on show (1-based): the one its dot marks as current. */
const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  beforeEach(() => {
    // only the carousel's interval is faked; the rest of the page keeps real time
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 15 seconds and wraps around', async () => {
    serveApi({ 'GET /api/common/feature/get': { body: { success: true, data: banners(3) } } });
    renderApp(<BannerCarousel />);
    expect(await screen.findByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(current()).toBe(1);
    await wait(BANNER_INTERVAL_MS - 1);
    expect(current()).toBe(1);
    await wait(1);
    expect(current()).toBe(2);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '1 of 3' })).not.toBeInTheDocument();
    await wait(2 * BANNER_INTERVAL_MS);
    expect(current()).toBe(1);
  });

  it('can be used from the keyboard, and stands still while focus is inside it', async () => {
    serveApi({ 'GET /api/common/feature/get': { body: { success: true, data: banners(3) } } });
    const { user } = renderApp(<BannerCarousel />);
    await screen.findByRole('group', { name: '1 of 3' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(current()).toBe(3);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(current()).toBe(2);
    await wait(BANNER_INTERVAL_MS);
    await wait(BANNER_INTERVAL_MS);
    expect(current()).toBe(2);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(current()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(3);
  });

  it('stands still while the pointer is over it', async () => {
    serveApi({ 'GET /api/common/feature/get': { body: { success: true, data: banners(2) } } });
    const { user } = renderApp(<BannerCarousel />);
    await screen.findByRole('group', { name: '1 of 2' });
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    await user.hover(carousel);
    await wait(BANNER_INTERVAL_MS);
    expect(current()).toBe(1);
    await user.unhover(carousel);
    await wait(BANNER_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it('without banners: a plain banner with the shop promise, and no controls', async () => {
    serveApi({ 'GET /api/common/feature/get': { body: { success: true, data: [] } } });
    renderApp(<BannerCarousel />);
    expect(await screen.findByText('Everything your farm needs')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
