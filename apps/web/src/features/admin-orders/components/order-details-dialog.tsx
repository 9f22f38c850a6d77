import type { Order } from '@farmai/contracts';
import { DownloadIcon } from 'lucide-react';
import { DetailRow } from '@/components/detail-row';
import { failureMessage } from '@/components/load-states';
import { OrderFacts } from '@/components/order-facts';
import { packingSlipUrl, receiptUrl } from '@/components/orders/order-documents';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { LoadingRegion, Skeletons } from '@/components/ui/skeleton';
import { useLanguage, useT } from '@/lib/i18n';
import { useGetAdminOrderDetailsQuery } from '../api/orders-api';
import { CashPaymentForm } from './cash-payment-form';
import { StatusChanges } from './status-changes';
import { CorrectionForm, StatusForm } from './status-form';

function Documents({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" className="w-full sm:w-auto">
        <a href={packingSlipUrl(order._id, language)} download={`packing-slip-${order.orderNumber}.pdf`}>
          <DownloadIcon aria-hidden="true" />
          {t('order-tracking.downloadPackingSlip')}
        </a>
      </Button>
      <Button asChild variant="outline" className="w-full sm:w-auto">
        <a href={receiptUrl(order._id, language)} download={`receipt-${order.orderNumber}.pdf`}>
          <DownloadIcon aria-hidden="true" />
          {t('order-tracking.downloadReceipt')}
        </a>
      </Button>
    </div>
  );
}

function ShippingInfo({ order }: { order: Order }) {
  const t = useT();
  return (
    <section aria-labelledby="order-shipping-title" className="grid gap-1">
      <h3 id="order-shipping-title" className="font-semibold">
        {t('admin-orders.shippingInfo')}
      </h3>
      <dl className="grid gap-1">
        <DetailRow label={t('order-tracking.customer')}>{order.customerName}</DetailRow>
        <DetailRow label={t('order-tracking.customerEmail')}>
          <span className="break-all">{order.customerEmail}</span>
        </DetailRow>
      </dl>
      <address className="grid gap-0.5 break-words text-muted-foreground not-italic">
        <span>{order.addressInfo.address}</span>
        <span>{order.addressInfo.city}</span>
        <span>{order.addressInfo.pincode}</span>
        <span>{order.addressInfo.phone}</span>
        <span>{order.addressInfo.notes}</span>
      </address>
    </section>
  );
}

/** docs/product/screens.md#admin-screens: one order in full, and the admin's status change. */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const t = useT();
  const details = useGetAdminOrderDetailsQuery(orderId ?? '', { skip: !orderId });
  const order = details.data && details.data._id === orderId ? details.data : undefined;

  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin-orders.details')}</DialogTitle>
          <DialogDescription className="sr-only">{t('admin-orders.detailsDescription')}</DialogDescription>
        </DialogHeader>
        {order ? (
          <div className="grid min-w-0 gap-5 text-sm">
            <OrderFacts order={order} status={<OrderStatusBadge status={order.orderStatus} />} />
            <Separator />
            <OrderLines order={order} headingId="admin-order-lines-title" bothTitles />
            <Separator />
            <ShippingInfo order={order} />
            <Documents order={order} />
            <Separator />
            <OrderTimeline timeline={order.timeline} headingId="admin-order-timeline-title" />
            <StatusChanges changes={order.statusChanges ?? []} />
            <Separator />
            <CashPaymentForm order={order} />
            <StatusForm order={order} />
            <CorrectionForm order={order} />
          </div>
        ) : details.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {failureMessage(details.error)}
          </p>
        ) : (
          <LoadingRegion label={t('admin-orders.loadingOrder')} className="grid gap-3">
            <Skeletons count={5} className="h-5 w-full" />
          </LoadingRegion>
        )}
      </DialogContent>
    </Dialog>
  );
}
