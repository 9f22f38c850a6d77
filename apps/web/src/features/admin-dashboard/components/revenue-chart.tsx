import type { DashboardDay } from '@farmai/contracts';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatPrice } from '@/lib/format';
import { type Translate, useT } from '@/lib/i18n';
import { axisMoney, fullDay, shortDay } from '../lib/format';

/** A sentence that says what the chart shows, for everyone who cannot see it. */
export function chartSummary(t: Translate, days: DashboardDay[]): string {
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  if (orders === 0) return t('admin-dashboard.chartEmpty', { days: days.length });
  const best = days.reduce((top, d) => (d.revenue > top.revenue ? d : top));
  return t('admin-dashboard.chartSummary', {
    revenue: formatPrice(revenue),
    orders,
    days: days.length,
    active: days.filter((d) => d.orders > 0).length,
    bestDay: shortDay(best.date),
    bestRevenue: formatPrice(best.revenue),
  });
}

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** The drawing: revenue as bars on the left axis, paid orders as a line on the right one. */
function Drawing({ days }: { days: DashboardDay[] }) {
  // new formatters with each render, so the axes and the tooltip follow a change of language
  const t = useT();
  const day = (isoDay: string) => shortDay(isoDay);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="date" tickFormatter={day} tickLine={false} axisLine={false} minTickGap={24} tick={tick} />
        <YAxis
          yAxisId="revenue"
          tickFormatter={(v: number) => axisMoney(v)}
          tickLine={false}
          axisLine={false}
          width={64}
          tick={tick}
        />
        <YAxis
          yAxisId="orders"
          orientation="right"
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          width={28}
          tick={tick}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          contentStyle={{
            background: 'var(--popover)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            color: 'var(--popover-foreground)',
          }}
          labelFormatter={(label) => day(String(label))}
          formatter={(value, name, item) => [
            item.dataKey === 'revenue' ? formatPrice(Number(value)) : formatNumber(Number(value)),
            name,
          ]}
        />
        <Bar
          yAxisId="revenue"
          dataKey="revenue"
          name={t('admin-dashboard.revenue')}
          fill="var(--chart-1)"
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name={t('admin-dashboard.paidOrders')}
          type="linear"
          stroke="var(--chart-4)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** The chart's numbers as a table, for reading and for assistive technology. */
function NumbersTable({ days }: { days: DashboardDay[] }) {
  const t = useT();
  return (
    <section
      className="mt-2 max-h-72 overflow-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={t('admin-dashboard.numbersPerDay')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin-dashboard.tableCaption', { days: days.length })}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('admin-dashboard.day')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('admin-dashboard.revenue')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('admin-dashboard.paidOrders')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date} className="border-t">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {fullDay(d.date)}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatPrice(d.revenue)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatNumber(d.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Revenue (bars, left axis) and paid orders (line, right axis) per day. The drawing is hidden
 * from assistive technology; the caption and the table beside it carry the same numbers.
 */
export function RevenueChart({ days }: { days: DashboardDay[] }) {
  const t = useT();
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-3">
      <div className="h-64 w-full min-w-0 overflow-hidden sm:h-72" aria-hidden="true">
        <Drawing days={days} />
      </div>
      <figcaption className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-chart-1" /> {t('admin-dashboard.revenue')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-chart-4" /> {t('admin-dashboard.paidOrders')}
          </span>
        </div>
        <p>{chartSummary(t, days)}</p>
        <details className="group">
          <summary className="cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            {t('admin-dashboard.numbersPerDay')}
          </summary>
          <NumbersTable days={days} />
        </details>
      </figcaption>
    </figure>
  );
}
