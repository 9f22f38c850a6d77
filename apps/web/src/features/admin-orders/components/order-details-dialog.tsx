import { ORDER_STATUSES } from '@farmai/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { DetailRow as Row } from '@/components/detail-row';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { datePart, formatPrice } from '@/lib/format';
import { useGetAdminOrderDetailsQuery, useUpdateAdminOrderStatusMutation } from '../api/orders-api';
import { statusLabel } from '../lib/format';
import { orderTexts } from '../texts';
import { OrderStatusBadge } from './order-status-badge';

/** SPEC 2.6: one order in full, and the admin's status change. */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const details = useGetAdminOrderDetailsQuery(orderId ?? '', { skip: !orderId });
  const [update, updating] = useUpdateAdminOrderStatusMutation();
  const [status, setStatus] = useState('');
  const order = details.data && details.data._id === orderId ? details.data : undefined;

  // the select starts at the order's status when it is one the admin may choose
  useEffect(() => {
    if (order) setStatus((ORDER_STATUSES as readonly string[]).includes(order.orderStatus) ? order.orderStatus : '');
  }, [order]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderId || !status) return;
    try {
      const answer = await update({ id: orderId, orderStatus: status }).unwrap();
      toast({ title: answer.message ?? `Order status is now ${statusLabel(status)}` });
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Order Details</DialogTitle>
          <DialogDescription className="sr-only">The order, its items and shipping, and its status.</DialogDescription>
        </DialogHeader>
        {!order ? (
          details.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {(details.error as ApiError).message}
            </p>
          ) : (
            <div className="grid gap-3" aria-busy="true">
              <span className="sr-only" role="status">
                Loading the order…
              </span>
              {['a', 'b', 'c', 'd', 'e'].map((key) => (
                <Skeleton key={key} className="h-5 w-full" />
              ))}
            </div>
          )
        ) : (
          <div className="grid gap-5 text-sm">
            <dl className="grid gap-2">
              <Row label="Order ID">
                <span className="break-all">{order._id}</span>
              </Row>
              <Row label="Order Date">{datePart(order.orderDate)}</Row>
              <Row label="Order Price">{formatPrice(order.totalAmount)}</Row>
              <Row label="Payment method">{order.paymentMethod}</Row>
              <Row label="Payment Status">{order.paymentStatus}</Row>
              {order.refundId ? (
                <Row label="Refund">
                  <span className="break-all">
                    {order.refundId}
                    {order.refundedAt ? ` (${datePart(order.refundedAt)})` : ''}
                  </span>
                </Row>
              ) : null}
              <Row label="Order Status">
                <OrderStatusBadge status={order.orderStatus} />
              </Row>
            </dl>
            <Separator />
            <section aria-labelledby="order-items-title" className="grid gap-2">
              <h3 id="order-items-title" className="font-medium">
                Items
              </h3>
              <ul className="grid gap-2">
                {order.cartItems.map((item) => (
                  <li
                    key={`${item.productId}-${item.title}`}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
                  >
                    <span className="min-w-0 flex-1 basis-full break-words sm:basis-auto">Title: {item.title}</span>
                    <span>Quantity: {item.quantity}</span>
                    <span>Price: {formatPrice(item.price)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <Separator />
            <section aria-labelledby="order-shipping-title" className="grid gap-1">
              <h3 id="order-shipping-title" className="font-medium">
                Shipping Info
              </h3>
              <address className="grid gap-0.5 text-muted-foreground not-italic">
                <span>{order.addressInfo.address}</span>
                <span>{order.addressInfo.city}</span>
                <span>{order.addressInfo.pincode}</span>
                <span>{order.addressInfo.phone}</span>
                <span>{order.addressInfo.notes}</span>
              </address>
            </section>
            <Separator />
            <form onSubmit={submit} className="grid gap-3">
              <Label htmlFor="order-status">{orderTexts.orderStatus}</Label>
              <Select value={status} onValueChange={setStatus}>
                <SelectTrigger id="order-status" className="w-full">
                  <SelectValue placeholder="Choose a status" />
                </SelectTrigger>
                <SelectContent aria-label={orderTexts.orderStatus}>
                  {ORDER_STATUSES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {statusLabel(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button type="submit" disabled={!status || updating.isLoading}>
                {updating.isLoading && <Spinner size="sm" className="text-current" label="Updating…" />}
                {orderTexts.update}
              </Button>
            </form>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
