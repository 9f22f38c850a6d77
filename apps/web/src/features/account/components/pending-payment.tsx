import type { Order } from '@farmai/contracts';
import { CreditCardIcon } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { rememberOrder } from '@/lib/current-order';
import { useT } from '@/lib/i18n';
import { useCancelPendingOrderMutation, useRetryOrderPaymentMutation } from '../api/orders-api';

/** Leaves the app for the payment provider's approval page. */
const goTo = (url: string) => {
  window.location.href = url;
};

/**
 * An order whose payment is pending, or whose hold ran out unpaid (docs/product/screens.md#shop-screens):
 * "Pay now" opens a fresh approval page, "Cancel order" gives the order up and its units back.
 */
export function PendingPayment({ order, redirect = goTo }: { order: Order; redirect?: (url: string) => void }) {
  const t = useT();
  const [retry, retrying] = useRetryOrderPaymentMutation();
  const [cancel, cancelling] = useCancelPendingOrderMutation();
  const [confirming, setConfirming] = useState(false);

  const payNow = async () => {
    try {
      const { approvalURL, orderId } = await retry({ orderId: order._id }).unwrap();
      rememberOrder(orderId);
      redirect(approvalURL);
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  const cancelOrder = async () => {
    try {
      await cancel({ orderId: order._id }).unwrap();
      setConfirming(false);
      toast({ title: t('order-tracking.cancelledToast', { number: order.orderNumber }) });
    } catch (error) {
      setConfirming(false);
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <section className="grid gap-3 rounded-lg border border-dashed p-3" aria-label={t('order-tracking.pendingHint')}>
      <p className="flex items-center gap-2 text-muted-foreground">
        <CreditCardIcon aria-hidden="true" className="size-4 shrink-0" />
        {t('order-tracking.pendingHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={payNow}
          disabled={retrying.isLoading || cancelling.isLoading}
          disabledReason={t('common.busyReason')}
        >
          {retrying.isLoading && (
            <Spinner size="sm" className="text-current" label={t('order-tracking.openingPayment')} />
          )}
          {t('order-tracking.payNow')}
        </Button>
        {order.paymentStatus === 'pending' && (
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirming(true)}
            disabled={retrying.isLoading || cancelling.isLoading}
            disabledReason={t('common.busyReason')}
          >
            {t('order-tracking.cancelOrder')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t('order-tracking.cancelTitle')}
        description={t('order-tracking.cancelBody')}
        confirmLabel={t('order-tracking.cancelOrder')}
        cancelLabel={t('order-tracking.keepOrder')}
        busy={cancelling.isLoading}
        busyLabel={t('order-tracking.cancelling')}
        onConfirm={cancelOrder}
      />
    </section>
  );
}
