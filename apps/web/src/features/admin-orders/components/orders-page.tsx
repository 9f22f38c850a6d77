import { ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ApiError } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import { useGetAdminOrdersQuery } from '../api/orders-api';
import { datePart } from '../lib/format';
import { orderTexts } from '../texts';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStatusBadge } from './order-status-badge';

/** SPEC 2.6: every order in a table; View Details opens the order and its status control. */
export function AdminOrdersPage() {
  const orders = useGetAdminOrdersQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = orders.data ?? [];

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h1 className="font-bold text-2xl tracking-tight">{orderTexts.title}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        {orders.isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading orders…
            </span>
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <Skeleton key={key} className="h-10 w-full" />
            ))}
          </div>
        ) : orders.isError ? (
          <div className="grid justify-items-center gap-3 p-8 text-center" role="alert">
            <p className="font-medium">The orders could not be loaded.</p>
            <p className="text-muted-foreground text-sm">{(orders.error as ApiError).message}</p>
            <Button type="button" variant="outline" onClick={() => orders.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="grid justify-items-center gap-3 p-8 text-center">
            <ReceiptTextIcon aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">No orders yet</p>
            <p className="text-muted-foreground text-sm">Orders appear here as soon as shoppers check out.</p>
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Order ID</TableHead>
                <TableHead>Order Date</TableHead>
                <TableHead>Order Status</TableHead>
                <TableHead>Order Price</TableHead>
                <TableHead>
                  <span className="sr-only">View Details</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((order) => (
                <TableRow key={order._id} data-order-id={order._id}>
                  <TableCell className="max-w-40 truncate font-mono text-xs sm:max-w-none" title={order._id}>
                    {order._id}
                  </TableCell>
                  <TableCell>{datePart(order.orderDate)}</TableCell>
                  <TableCell>
                    <OrderStatusBadge status={order.orderStatus} />
                  </TableCell>
                  <TableCell>{formatPrice(order.totalAmount)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      size="sm"
                      onClick={() => setOpenId(order._id)}
                      aria-label={`View Details of order ${order._id}`}
                    >
                      View Details
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
