import {
  DASHBOARD_DAYS,
  type Dashboard,
  type DashboardStockItem,
  LOW_STOCK_BELOW,
  TOP_PRODUCTS,
} from '@farmai/contracts';
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
import { formatNumber, formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useGetAdminDashboardQuery } from '../api/dashboard-api';
import { percent, statusLabel } from '../lib/format';
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
  const t = useT();
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
            {t('admin-dashboard.unitsLeft', { count: item.totalStock })}
          </Badge>
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={editLink(item._id)} aria-label={t('admin-dashboard.editProduct', { title: item.title })}>
              {t('common.edit')}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function StatusBreakdown({ data }: { data: Dashboard['ordersByStatus'] }) {
  const t = useT();
  const total = data.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return <Empty>{t('admin-dashboard.noOrders')}</Empty>;
  return (
    <ul className="grid gap-3">
      {data.map((s) => {
        const share = total ? Math.round((s.count / total) * 100) : 0;
        return (
          <li key={s.status} className="grid gap-1">
            <div className="flex items-center justify-between text-sm">
              <span>{statusLabel(s.status)}</span>
              <span className="tabular-nums">
                <span aria-hidden="true">
                  {formatNumber(s.count)} <span className="text-muted-foreground">({percent(share)})</span>
                </span>
                <span className="sr-only">
                  {t('admin-dashboard.statusShare', { count: s.count, share: percent(share) })}
                </span>
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
  const t = useT();
  if (data.length === 0) return <Empty>{t('admin-dashboard.nothingSold')}</Empty>;
  return (
    <ol className="grid grid-cols-1 gap-2">
      {data.map((p, i) => (
        <li key={p.productId ?? `deleted-${p.title}`} className="flex min-w-0 items-center gap-3 text-sm">
          <span
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
            aria-hidden="true"
          >
            {formatNumber(i + 1)}
          </span>
          <span className="grid min-w-0 flex-1">
            {p.productId ? (
              <Link to={editLink(p.productId)} className="line-clamp-2 font-medium hover:underline">
                {p.title}
              </Link>
            ) : (
              <span className="line-clamp-2 font-medium">
                {p.title} <span className="text-muted-foreground">{t('admin-dashboard.deleted')}</span>
              </span>
            )}
            <span className="text-muted-foreground">{formatPrice(p.revenue)}</span>
          </span>
          <span className="shrink-0 tabular-nums">{t('admin-dashboard.unitsSold', { count: p.unitsSold })}</span>
        </li>
      ))}
    </ol>
  );
}

function DashboardSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('admin-dashboard.loading')} className="grid gap-6">
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
  const t = useT();
  const days = DASHBOARD_DAYS;
  return (
    <section
      aria-label={t('admin-dashboard.keyFigures')}
      className="grid grid-cols-2 gap-4 lg:grid-cols-3 2xl:grid-cols-6"
    >
      <StatCard
        label={t('admin-dashboard.revenueRecent', { days })}
        value={formatPrice(data.totals.revenueLast30Days)}
        hint={t('admin-dashboard.revenueAllTime', { amount: formatPrice(data.totals.revenue) })}
        icon={WalletIcon}
      />
      <StatCard
        label={t('admin-dashboard.paidOrdersRecent', { days })}
        value={formatNumber(data.totals.paidOrdersLast30Days)}
        hint={t('admin-dashboard.ordersAllTime', { paid: data.totals.paidOrders, placed: data.counts.orders })}
        icon={ReceiptTextIcon}
      />
      <StatCard
        label={t('common.products')}
        value={formatNumber(data.counts.products)}
        hint={t('admin-dashboard.stockHint', { low: data.lowStock.length, out: data.outOfStock.length })}
        icon={PackageIcon}
      />
      <StatCard
        label={t('admin-dashboard.expertAdvice')}
        value={formatNumber(data.counts.expertAdvice)}
        hint={t('admin-dashboard.articlesPublished')}
        icon={BookOpenIcon}
      />
      <StatCard
        label={t('admin-dashboard.cultivationGuides')}
        value={formatNumber(data.counts.cultivationEntries)}
        hint={t('admin-dashboard.scmEntries')}
        icon={SproutIcon}
      />
      <StatCard
        label={t('admin-dashboard.averageOrder', { days })}
        value={
          data.totals.paidOrdersLast30Days
            ? formatPrice(data.totals.revenueLast30Days / data.totals.paidOrdersLast30Days)
            : '—'
        }
        hint={t('admin-dashboard.revenuePerOrder')}
        icon={WalletIcon}
      />
    </section>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const t = useT();
  return (
    <>
      <KeyFigures data={data} />

      <Card className="min-w-0 gap-4">
        <CardHeader>
          <CardTitle>
            <h2>{t('admin-dashboard.chartTitle')}</h2>
          </CardTitle>
          <CardDescription>{t('admin-dashboard.chartDescription', { days: DASHBOARD_DAYS })}</CardDescription>
        </CardHeader>
        <CardContent>
          <RevenueChart days={data.days} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title={t('admin-dashboard.ordersByStatus')}
          description={t('admin-dashboard.ordersByStatusHint')}
          icon={ReceiptTextIcon}
        >
          <StatusBreakdown data={data.ordersByStatus} />
        </Panel>
        <Panel
          title={t('admin-dashboard.topProducts', { count: TOP_PRODUCTS })}
          description={t('admin-dashboard.topProductsHint')}
          icon={TrophyIcon}
        >
          <TopProducts data={data.topProducts} />
        </Panel>
        <Panel
          title={t('admin-dashboard.lowStock')}
          description={t('admin-dashboard.lowStockHint', { limit: LOW_STOCK_BELOW })}
          icon={TriangleAlertIcon}
        >
          <StockList
            items={data.lowStock}
            label={t('admin-dashboard.lowStockList')}
            empty={t('admin-dashboard.noLowStock')}
          />
        </Panel>
        <Panel
          title={t('admin-dashboard.outOfStock')}
          description={t('admin-dashboard.outOfStockHint')}
          icon={PackageXIcon}
        >
          <StockList
            items={data.outOfStock}
            label={t('admin-dashboard.outOfStockList')}
            empty={t('admin-dashboard.noOutOfStock')}
          />
        </Panel>
      </div>
    </>
  );
}

/** What a shop owner opens first: money, orders, stock that needs attention, best sellers, content. */
export function AdminDashboardPage() {
  const t = useT();
  const dashboard = useGetAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const data = dashboard.data;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">{t('admin-dashboard.title')}</h1>
        <p className="text-muted-foreground text-sm">{t('admin-dashboard.intro', { days: DASHBOARD_DAYS })}</p>
      </div>
      {dashboard.isLoading ? (
        <DashboardSkeleton />
      ) : data ? (
        <DashboardBody data={data} />
      ) : (
        <LoadError
          title={t('admin-dashboard.loadFailed')}
          error={dashboard.error}
          onRetry={dashboard.refetch}
          className="rounded-xl border border-dashed p-10"
        />
      )}
    </div>
  );
}
