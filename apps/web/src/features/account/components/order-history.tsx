import type { Order } from '@farmai/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { DownloadIcon, PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { DetailRow as Row } from '@/components/detail-row';
import { EmptyState } from '@/components/load-states';
import { OrderFacts, orderLabels } from '@/components/order-facts';
import { receiptUrl } from '@/components/orders/order-documents';
import { OrderItemsSummary } from '@/components/orders/order-items-summary';
import { OrderLines } from '@/components/orders/order-lines';
import { storedStatusText } from '@/components/orders/order-status';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { OrdersTable, ViewDetailsButton } from '@/components/orders-table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDay, formatPrice } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n';
import { useAppSelector } from '@/lib/store';
import { useGetShopOrderDetailsQuery, useGetShopOrdersQuery } from '../api/orders-api';
import { PendingPayment } from './pending-payment';

/** Payments the buyer can still make online: pending, or a hold that ran out unpaid (cash is paid at the door). */
const awaitsPayment = (order: Order) =>
  order.paymentMethod !== 'cod' && (order.paymentStatus === 'pending' || order.paymentStatus === 'expired');

/** The shopper's history shows the status as it is stored, translated (the back office shows its label). */
function StatusBadge({ order }: { order: Order }) {
  useT();
  return <OrderStatusBadge status={order.orderStatus}>{storedStatusText(order.orderStatus)}</OrderStatusBadge>;
}

function OrderDetails({ order, userName }: { order: Order; userName: string }) {
  const shipping = order.addressInfo;
  const t = useT();
  const language = useLanguage();
  return (
    <div className="grid min-w-0 gap-5 text-sm">
      <OrderFacts order={order} status={<StatusBadge order={order} />} />
      {awaitsPayment(order) && <PendingPayment order={order} />}
      <Separator />
      <OrderTimeline timeline={order.timeline} headingId="order-timeline-title" />
      <Separator />
      <OrderLines order={order} headingId="order-lines-title" />
      <Separator />
      <section className="grid min-w-0 gap-2">
        <h3 className="font-semibold">{t('account.shippingInfo')}</h3>
        <address className="grid gap-0.5 break-words text-muted-foreground not-italic">
          <span>{userName}</span>
          <span>{shipping.address}</span>
          <span>{shipping.city}</span>
          <span>{shipping.pincode}</span>
          <span>{shipping.phone}</span>
          <span>{shipping.notes}</span>
        </address>
      </section>
      <Button asChild variant="outline" className="w-full sm:w-auto sm:justify-self-start">
        <a href={receiptUrl(order._id, language)} download={`receipt-${order.orderNumber}.pdf`}>
          <DownloadIcon aria-hidden="true" />
          {t('order-tracking.downloadReceipt')}
        </a>
      </Button>
    </div>
  );
}

function OrderDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const userName = useAppSelector((state) => state.auth.user?.userName ?? '');
  // fresh details from the server; the list's copy shows meanwhile
  const { data } = useGetShopOrderDetailsQuery(order?._id ?? skipToken);
  const current = data ?? order;
  const t = useT();
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" closeLabel={t('account.closeOrderDetails')}>
        <DialogTitle>{t('account.orderDetailsTitle')}</DialogTitle>
        <DialogDescription className="sr-only">{t('account.orderDetailsHint')}</DialogDescription>
        {current && <OrderDetails order={current} userName={userName} />}
      </DialogContent>
    </Dialog>
  );
}

/** The orders as cards, on phones. */
function OrderCards({ orders, onView }: { orders: Order[]; onView: (order: Order) => void }) {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:hidden" aria-label={t('account.orderHistory')}>
      {orders.map((order) => (
        <li key={order._id} className="rounded-lg border p-3">
          <dl className="grid min-w-0 gap-1.5 text-sm">
            <Row label={t(orderLabels.number)}>
              <span className="font-semibold text-foreground">{order.orderNumber}</span>
            </Row>
            <Row label={t('order-tracking.items')}>
              <OrderItemsSummary order={order} className="line-clamp-2 break-words" />
            </Row>
            <Row label={t(orderLabels.date)}>{formatDay(order.orderDate)}</Row>
            <Row label={t(orderLabels.status)}>
              <StatusBadge order={order} />
            </Row>
            <Row label={t(orderLabels.price)}>{formatPrice(order.totalAmount)}</Row>
          </dl>
          <ViewDetailsButton order={order} onView={onView} variant="outline" className="mt-3 w-full" />
        </li>
      ))}
    </ul>
  );
}

function OrderList({ orders, onView }: { orders: Order[]; onView: (order: Order) => void }) {
  return (
    <>
      <OrderCards orders={orders} onView={onView} />
      <div className="hidden sm:block">
        <OrdersTable
          orders={orders}
          status={(order) => <StatusBadge order={order} />}
          onView={onView}
          viewVariant="outline"
        />
      </div>
    </>
  );
}

/** 'Order History': the user's orders with a details dialog (docs/product/screens.md#shop-screens). */
export function OrderHistory() {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const { data: orders, isLoading, isError } = useGetShopOrdersQuery(userId ?? skipToken);
  const [selected, setSelected] = useState<Order | null>(null);
  const t = useT();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{t('account.orderHistory')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent aria-busy={isLoading}>
        {isLoading ? (
          <div className="space-y-2" aria-hidden="true">
            <Skeletons count={3} className="h-10 w-full" />
          </div>
        ) : isError ? (
          <p className="py-6 text-center text-muted-foreground">{t('account.loadFailed')}</p>
        ) : !orders || orders.length === 0 ? (
          <EmptyState icon={PackageIcon} className="gap-2 py-10">
            {t('account.noOrders')}
          </EmptyState>
        ) : (
          <OrderList orders={orders} onView={setSelected} />
        )}
      </CardContent>
      <OrderDetailsDialog order={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
