import { ADMIN_ORDERS_PAGE_SIZE, type Order } from '@farmai/contracts';
import { ChevronLeftIcon, ChevronRightIcon, ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DetailRow as Row } from '@/components/detail-row';
import { EmptyState, LoadStates } from '@/components/load-states';
import { orderLabels } from '@/components/order-facts';
import { paymentProviderText } from '@/components/orders/order-payment';
import { paymentStatusText } from '@/components/orders/order-status';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { ViewDetailsButton } from '@/components/orders-table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingRegion, Skeletons } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDay, formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useGetAdminOrdersQuery } from '../api/orders-api';
import { OrderDetailsDialog } from './order-details-dialog';
import { filtersFrom, type OrderFilters, OrderFiltersForm } from './order-filters';

function Customer({ order }: { order: Order }) {
  return (
    <span className="grid min-w-0">
      <span className="break-words">{order.customerName}</span>
      <span className="break-all text-muted-foreground text-xs">{order.customerEmail}</span>
    </span>
  );
}

function Payment({ order }: { order: Order }) {
  return (
    <span className="grid">
      <span>{paymentStatusText(order.paymentStatus)}</span>
      <span className="text-muted-foreground text-xs">{paymentProviderText(order)}</span>
    </span>
  );
}

/** On large screens: number, date, customer, status, payment, price, View Details. */
function OrdersTableWide({ orders, onView }: { orders: Order[]; onView: (order: Order) => void }) {
  const t = useT();
  return (
    <div className="hidden lg:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t(orderLabels.number)}</TableHead>
            <TableHead>{t(orderLabels.date)}</TableHead>
            <TableHead>{t('order-tracking.customer')}</TableHead>
            <TableHead>{t(orderLabels.status)}</TableHead>
            <TableHead>{t(orderLabels.paymentStatus)}</TableHead>
            <TableHead className="text-right">{t(orderLabels.price)}</TableHead>
            <TableHead>
              <span className="sr-only">{t(orderLabels.viewDetails)}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order._id} data-order-id={order._id}>
              <TableCell className="whitespace-nowrap font-medium">{order.orderNumber}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDay(order.orderDate)}</TableCell>
              <TableCell className="max-w-56 whitespace-normal">
                <Customer order={order} />
              </TableCell>
              <TableCell>
                <OrderStatusBadge status={order.orderStatus} />
              </TableCell>
              <TableCell className="whitespace-normal">
                <Payment order={order} />
              </TableCell>
              <TableCell className="text-right">{formatPrice(order.totalAmount)}</TableCell>
              <TableCell className="text-right">
                <ViewDetailsButton order={order} onView={onView} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** On phones and tablets: a card per order, nothing scrolls sideways. */
function OrderCards({ orders, onView }: { orders: Order[]; onView: (order: Order) => void }) {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label={t('admin-orders.title')}>
      {orders.map((order) => (
        <li key={order._id} className="min-w-0 rounded-lg border p-3" data-order-id={order._id}>
          <div className="mb-2 flex items-center justify-between gap-2">
            <span className="font-semibold">{order.orderNumber}</span>
            <OrderStatusBadge status={order.orderStatus} />
          </div>
          <dl className="grid min-w-0 gap-1.5 text-sm">
            <Row label={t(orderLabels.date)}>{formatDay(order.orderDate)}</Row>
            <Row label={t('order-tracking.customer')}>
              <Customer order={order} />
            </Row>
            <Row label={t(orderLabels.paymentStatus)}>
              <Payment order={order} />
            </Row>
            <Row label={t(orderLabels.price)}>{formatPrice(order.totalAmount)}</Row>
          </dl>
          <ViewDetailsButton order={order} onView={onView} className="mt-3 w-full" />
        </li>
      ))}
    </ul>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('order-tracking.pagination')} className="flex items-center justify-between gap-2 pt-4">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1}
        disabledReason={t('common.reasonFirstPage')}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('order-tracking.previousPage')}</span>
      </Button>
      <span className="text-muted-foreground text-sm" aria-live="polite">
        {t('order-tracking.pageOf', { page, pages })}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= pages}
        disabledReason={t('common.reasonLastPage')}
        onClick={() => onPage(page + 1)}
      >
        <span className="sr-only sm:not-sr-only">{t('order-tracking.nextPage')}</span>
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

/**
 * docs/product/screens.md#admin-screens: every order, searched and filtered, a page at a time, as a table on
 * large screens and cards on small ones; View Details opens the order and its status control.
 */
export function AdminOrdersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useGetAdminOrdersQuery({ ...filters, page, limit: ADMIN_ORDERS_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = orders.data?.data ?? [];
  const pagination = orders.data?.pagination;
  const filtered = Object.keys(filters).length > 0;

  const apply = (next: OrderFilters, nextPage = 1) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, String(value));
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query, { replace: true });
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h1 className="font-bold text-2xl tracking-tight">{t('admin-orders.title')}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 px-3 sm:px-6">
        <OrderFiltersForm filters={filters} onChange={(next) => apply(next)} />
        <LoadStates
          state={orders}
          loading={
            <LoadingRegion label={t('admin-orders.loadingOrders')} className="grid gap-3">
              <Skeletons count={6} className="h-10 w-full" />
            </LoadingRegion>
          }
          errorTitle={t('admin-orders.loadFailed')}
          isEmpty={list.length === 0}
          empty={
            filtered ? (
              <EmptyState icon={ReceiptTextIcon}>{t('order-tracking.noMatches')}</EmptyState>
            ) : (
              <EmptyState icon={ReceiptTextIcon} title={t('admin-orders.emptyTitle')}>
                {t('admin-orders.emptyHint')}
              </EmptyState>
            )
          }
        >
          <div className="grid min-w-0 gap-3" aria-busy={orders.isFetching}>
            <p className="text-muted-foreground text-sm" role="status">
              {t('order-tracking.resultCount', { count: pagination?.total ?? list.length })}
            </p>
            <OrderCards orders={list} onView={(order) => setOpenId(order._id)} />
            <OrdersTableWide orders={list} onView={(order) => setOpenId(order._id)} />
            <Pager page={page} pages={pagination?.totalPages ?? 1} onPage={(next) => apply(filters, next)} />
          </div>
        </LoadStates>
      </CardContent>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
