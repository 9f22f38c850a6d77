import type { DashboardDay } from '@farmai/contracts';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@/lib/format';
import { plural, shortDay } from '../lib/format';

/** A sentence that says what the chart shows, for everyone who cannot see it. */
export function chartSummary(days: DashboardDay[]): string {
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  if (orders === 0) return `No paid orders in the last ${days.length} days.`;
  const best = days.reduce((top, d) => (d.revenue > top.revenue ? d : top));
  const active = days.filter((d) => d.orders > 0).length;
  return (
    `${formatPrice(revenue)} from ${plural(orders, 'paid order')} in the last ${days.length} days, ` +
    `on ${plural(active, 'day')}. Best day: ${shortDay(best.date)} with ${formatPrice(best.revenue)}.`
  );
}

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** The drawing: revenue as bars on the left axis, paid orders as a line on the right one. */
function Drawing({ days }: { days: DashboardDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="date" tickFormatter={shortDay} tickLine={false} axisLine={false} minTickGap={24} tick={tick} />
        <YAxis
          yAxisId="revenue"
          tickFormatter={(v: number) => `$${v}`}
          tickLine={false}
          axisLine={false}
          width={56}
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
          labelFormatter={(label) => shortDay(String(label))}
          formatter={(value, name) => (name === 'Revenue' ? [formatPrice(Number(value)), name] : [String(value), name])}
        />
        <Bar
          yAxisId="revenue"
          dataKey="revenue"
          name="Revenue"
          fill="var(--chart-1)"
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name="Paid orders"
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
  return (
    <section
      className="mt-2 max-h-72 overflow-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
      aria-label="Numbers per day"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Revenue and paid orders per day, last {days.length} days</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Day
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Revenue
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Paid orders
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date} className="border-t">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {d.date}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatPrice(d.revenue)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{d.orders}</td>
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
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-3">
      <div className="h-64 w-full min-w-0 overflow-hidden sm:h-72" aria-hidden="true">
        <Drawing days={days} />
      </div>
      <figcaption className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-chart-1" /> Revenue
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-chart-4" /> Paid orders
          </span>
        </div>
        <p>{chartSummary(days)}</p>
        <details className="group">
          <summary className="cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            Numbers per day
          </summary>
          <NumbersTable days={days} />
        </details>
      </figcaption>
    </figure>
  );
}
