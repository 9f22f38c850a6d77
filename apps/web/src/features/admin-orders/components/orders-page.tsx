import { ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, LoadStates } from '@/components/load-states';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrdersTable } from '@/components/orders-table';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingRegion, Skeletons } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { useGetAdminOrdersQuery } from '../api/orders-api';
import { OrderDetailsDialog } from './order-details-dialog';

/** docs/product/screens.md#admin-screens: every order in a table; View Details opens the order and its status control. */
export function AdminOrdersPage() {
  const t = useT();
  const orders = useGetAdminOrdersQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = orders.data ?? [];

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h1 className="font-bold text-2xl tracking-tight">{t('admin-orders.title')}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
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
            <EmptyState icon={ReceiptTextIcon} title={t('admin-orders.emptyTitle')}>
              {t('admin-orders.emptyHint')}
            </EmptyState>
          }
        >
          <OrdersTable
            orders={list}
            status={(order) => <OrderStatusBadge status={order.orderStatus} />}
            onView={(order) => setOpenId(order._id)}
          />
        </LoadStates>
      </CardContent>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
