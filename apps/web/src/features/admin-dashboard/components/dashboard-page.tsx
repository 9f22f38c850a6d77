import type { Dashboard, DashboardStockItem } from '@farmai/contracts';
import {
  BookOpenIcon,
  PackageIcon,
  PackageXIcon,
  ReceiptTextIcon,
  SproutIcon,
  TriangleAlertIcon,
  TrophyIcon,
  WalletIcon,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingRegion, Skeleton, Skeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { useGetAdminDashboardQuery } from '../api/dashboard-api';
import { plural, statusLabel } from '../lib/format';
import { RevenueChart } from './revenue-chart';

const editLink = (id: string) => `${paths.admin.products}?edit=${encodeURIComponent(id)}`;

function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}) {
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4">
        <CardTitle className="font-medium text-muted-foreground text-sm">{label}</CardTitle>
        <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </CardHeader>
      <CardContent className="px-4">
        <p className="font-bold text-2xl tabular-nums tracking-tight">{value}</p>
        <p className="text-muted-foreground text-xs">{hint}</p>
      </CardContent>
    </Card>
  );
}

function Panel({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 text-muted-foreground" />
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-md border border-dashed p-4 text-center text-muted-foreground text-sm">{children}</p>
);

function StockList({ items, empty, label }: { items: DashboardStockItem[]; empty: string; label: string }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul
      className="grid max-h-80 grid-cols-1 gap-1 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard
      tabIndex={0}
    >
      {items.map((item) => (
        <li
          key={item._id}
          className="flex min-w-0 items-center justify-between gap-3 rounded-md px-2 py-1.5 hover:bg-muted/60"
        >
          <span className="min-w-0 flex-1 truncate text-sm" title={item.title}>
            {item.title}
          </span>
          <Badge variant={item.totalStock === 0 ? 'destructive' : 'secondary'} className="tabular-nums">
            {item.totalStock} left
          </Badge>
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={editLink(item._id)} aria-label={`Edit ${item.title}`}>
              Edit
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function StatusBreakdown({ data }: { data: Dashboard['ordersByStatus'] }) {
  const total = data.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return <Empty>No orders yet.</Empty>;
  return (
    <ul className="grid gap-3">
      {data.map((s) => {
        const share = total ? Math.round((s.count / total) * 100) : 0;
        return (
          <li key={s.status} className="grid gap-1">
            <div className="flex items-center justify-between text-sm">
              <span>{statusLabel(s.status)}</span>
              <span className="tabular-nums">
                {s.count} <span className="sr-only">orders, </span>
                <span className="text-muted-foreground">({share}%)</span>
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className={
                  s.status === 'rejected'
                    ? 'h-full bg-destructive'
                    : s.status === 'confirmed'
                      ? 'h-full bg-success'
                      : 'h-full bg-primary'
                }
                style={{ width: `${share}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function TopProducts({ data }: { data: Dashboard['topProducts'] }) {
  if (data.length === 0) return <Empty>Nothing sold yet. Best sellers appear after the first paid order.</Empty>;
  return (
    <ol className="grid grid-cols-1 gap-2">
      {data.map((p, i) => (
        <li key={p.productId ?? `deleted-${p.title}`} className="flex min-w-0 items-center gap-3 text-sm">
          <span
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <span className="grid min-w-0 flex-1">
            {p.productId ? (
              <Link to={editLink(p.productId)} className="line-clamp-2 font-medium hover:underline">
                {p.title}
              </Link>
            ) : (
              <span className="line-clamp-2 font-medium">
                {p.title} <span className="text-muted-foreground">(deleted)</span>
              </span>
            )}
            <span className="text-muted-foreground">{formatPrice(p.revenue)}</span>
          </span>
          <span className="shrink-0 tabular-nums">{plural(p.unitsSold, 'unit')}</span>
        </li>
      ))}
    </ol>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingRegion label="Loading the dashboard…" className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 2xl:grid-cols-6">
        <Skeletons count={6} className="h-28 w-full" />
      </div>
      <Skeleton className="h-80 w-full" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeletons count={4} className="h-56 w-full" />
      </div>
    </LoadingRegion>
  );
}

/** The six figures at the top: money, orders, products and content. */
function KeyFigures({ data }: { data: Dashboard }) {
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-4 lg:grid-cols-3 2xl:grid-cols-6">
      <StatCard
        label="Revenue (30 days)"
        value={formatPrice(data.totals.revenueLast30Days)}
        hint={`${formatPrice(data.totals.revenue)} all time`}
        icon={WalletIcon}
      />
      <StatCard
        label="Paid orders (30 days)"
        value={String(data.totals.paidOrdersLast30Days)}
        hint={`${data.totals.paidOrders} paid, ${data.counts.orders} placed all time`}
        icon={ReceiptTextIcon}
      />
      <StatCard
        label="Products"
        value={String(data.counts.products)}
        hint={`${data.lowStock.length} low, ${data.outOfStock.length} out of stock`}
        icon={PackageIcon}
      />
      <StatCard
        label="Expert advice"
        value={String(data.counts.expertAdvice)}
        hint="articles published"
        icon={BookOpenIcon}
      />
      <StatCard
        label="Cultivation guides"
        value={String(data.counts.cultivationEntries)}
        hint="SCM entries"
        icon={SproutIcon}
      />
      <StatCard
        label="Average order (30 days)"
        value={
          data.totals.paidOrdersLast30Days
            ? formatPrice(data.totals.revenueLast30Days / data.totals.paidOrdersLast30Days)
            : '—'
        }
        hint="revenue per paid order"
        icon={WalletIcon}
      />
    </section>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <>
      <KeyFigures data={data} />

      <Card className="min-w-0 gap-4">
        <CardHeader>
          <CardTitle>
            <h2>Revenue and paid orders per day</h2>
          </CardTitle>
          <CardDescription>Paid orders by the day they were placed (UTC), last 30 days.</CardDescription>
        </CardHeader>
        <CardContent>
          <RevenueChart days={data.days} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Orders by status" description="Every order placed so far." icon={ReceiptTextIcon}>
          <StatusBreakdown data={data.ordersByStatus} />
        </Panel>
        <Panel title="Top 5 products" description="By units sold in paid orders." icon={TrophyIcon}>
          <TopProducts data={data.topProducts} />
        </Panel>
        <Panel title="Low stock" description="Fewer than 10 units left." icon={TriangleAlertIcon}>
          <StockList items={data.lowStock} label="Products low on stock" empty="No product is running low." />
        </Panel>
        <Panel title="Out of stock" description="Shoppers cannot add these to the cart." icon={PackageXIcon}>
          <StockList items={data.outOfStock} label="Products out of stock" empty="Every product is in stock." />
        </Panel>
      </div>
    </>
  );
}

/** What a shop owner opens first: money, orders, stock that needs attention, best sellers, content. */
export function AdminDashboardPage() {
  const dashboard = useGetAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const data = dashboard.data;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground text-sm">
          The shop at a glance: the last 30 days and what needs attention.
        </p>
      </div>
      {dashboard.isLoading ? (
        <DashboardSkeleton />
      ) : data ? (
        <DashboardBody data={data} />
      ) : (
        <LoadError
          title="The dashboard could not be loaded."
          error={dashboard.error}
          onRetry={dashboard.refetch}
          className="rounded-xl border border-dashed p-10"
        />
      )}
    </div>
  );
}
