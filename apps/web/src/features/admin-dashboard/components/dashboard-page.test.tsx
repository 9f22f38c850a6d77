import type { Dashboard } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { admin, renderApp } from '@/testing/render';
import { AdminDashboardPage } from './dashboard-page';

beforeEach(() => {
  // the light DOM has no layout, so the chart's container measures 0 × 0 and Recharts says so
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await activateLanguage('en');
});

/** 30 days from 2025-03-01; paid orders on the 3rd (one, $40) and the 10th (two, $1250.50). */
const days = Array.from({ length: 30 }, (_, i) => {
  const date = `2025-03-${String(i + 1).padStart(2, '0')}`;
  const sold = { '2025-03-03': { revenue: 40, orders: 1 }, '2025-03-10': { revenue: 1250.5, orders: 2 } }[date];
  return { date, revenue: sold?.revenue ?? 0, orders: sold?.orders ?? 0 };
});

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  days,
  ordersByStatus: [
    { status: 'pending', count: 1 },
    { status: 'confirmed', count: 3 },
  ],
  lowStock: [{ _id: 'p1', title: 'Neem Oil 1L', totalStock: 1 }],
  outOfStock: [],
  topProducts: [
    { productId: 'p2', title: 'Rice Seeds', unitsSold: 1, revenue: 40 },
    { productId: null, title: 'Old Hoe', unitsSold: 3, revenue: 30 },
  ],
  counts: { products: 55, expertAdvice: 7, cultivationEntries: 9, orders: 4 },
  totals: { revenueLast30Days: 1290.5, paidOrdersLast30Days: 3, revenue: 2000, paidOrders: 3 },
  ...overrides,
});

const serve = (data: Dashboard) => serveApi({ 'GET /api/admin/dashboard': { body: { success: true, data } } });
const renderPage = () => renderApp(<AdminDashboardPage />, { route: '/admin/dashboard', user: admin });

describe('AdminDashboardPage', () => {
  it('sums the chart up in one sentence, with singular and plural words, and lists stock and best sellers', async () => {
    serve(dashboard());
    renderPage();
    expect(
      await screen.findByText(
        '$1290.50 from 3 paid orders in the last 30 days, on 2 days. Best day: Mar 10 with $1250.50.',
      ),
    ).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Key figures' });
    expect(figures).toHaveTextContent('Revenue (30 days)');
    expect(figures).toHaveTextContent('3 paid, 4 placed all time');
    expect(figures).toHaveTextContent('1 low, 0 out of stock');

    const low = screen.getByRole('list', { name: 'Products low on stock' });
    expect(low).toHaveTextContent('1 left');
    expect(within(low).getByRole('link', { name: 'Edit Neem Oil 1L' })).toHaveAttribute(
      'href',
      '/admin/products?edit=p1',
    );
    expect(screen.getByText('Every product is in stock.')).toBeInTheDocument();
    expect(screen.getByText('1 unit')).toBeInTheDocument();
    expect(screen.getByText('3 units')).toBeInTheDocument();
    expect(screen.getByText('(deleted)')).toBeInTheDocument();
    expect(screen.getByText('3 orders, 75%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top 5 products' })).toBeInTheDocument();
  });

  it('says when nothing was paid for in the charted days', async () => {
    serve(dashboard({ days: days.map((d) => ({ ...d, revenue: 0, orders: 0 })) }));
    renderPage();
    expect(await screen.findByText('No paid orders in the last 30 days.')).toBeInTheDocument();
  });

  it('in Bangla: Bengali digits, the Bangla day and the Bangla summary', async () => {
    await activateLanguage('bn');
    serve(dashboard());
    renderPage();
    const summary = await screen.findByText(/সেরা দিন/);
    expect(summary).toHaveTextContent('গত ৩০ দিনে ৩টি পরিশোধিত অর্ডার থেকে');
    expect(summary).toHaveTextContent('মোট ২ দিনে');
    expect(summary).toHaveTextContent(/১০ মার্চ/);
    expect(screen.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'যেসব পণ্যের মজুত কম' })).toHaveTextContent('১টি বাকি');
  });
});
