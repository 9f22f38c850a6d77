import { type CashPaymentBody, type Order, statusMoveRefusal } from '@farmai/contracts';
import { BanknoteIcon } from 'lucide-react';
import { failureMessage } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSettleCashOrderMutation } from '../api/orders-api';

/**
 * A cash-on-delivery order waiting for its money: the admin marks it paid at delivery, or rejects it (asked
 * first), which puts its units back on the shelf; like any rejection, only before the order has shipped
 * (docs/decisions/029-order-status-machine.md). Shown only for such orders.
 */
export function CashPaymentForm({ order }: { order: Order }) {
  const t = useT();
  const [settle, settling] = useSettleCashOrderMutation();
  if (order.paymentMethod !== 'cod' || order.paymentStatus !== 'pending') return null;
  const rejectRefused = statusMoveRefusal(order, 'rejected') !== undefined;

  const run = async (outcome: CashPaymentBody['outcome']) => {
    try {
      const answer = await settle({ id: order._id, outcome }).unwrap();
      toast({ title: answer.message ?? t('admin-orders.cashSettled') });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="order-cash-title" className="grid gap-3" data-cash-payment>
      <h3 id="order-cash-title" className="font-semibold">
        {t('admin-orders.cashTitle')}
      </h3>
      <p className="text-muted-foreground">{t('admin-orders.cashDue', { total: formatPrice(order.totalAmount) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          className="w-full sm:w-auto"
          onClick={() => run('paid')}
          disabled={settling.isLoading}
          disabledReason={t('common.busyReason')}
        >
          <BanknoteIcon aria-hidden="true" />
          {t('admin-orders.cashMarkPaid')}
        </Button>
        <ConfirmDialog
          title={t('admin-orders.cashRejectTitle')}
          description={t('admin-orders.cashRejectText')}
          confirmLabel={t('admin-orders.cashReject')}
          onConfirm={() => run('rejected')}
          busy={settling.isLoading}
          closeOnConfirm
          trigger={
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={settling.isLoading || rejectRefused}
              disabledReason={rejectRefused ? t('admin-orders.reasonShipped') : t('common.busyReason')}
            >
              {t('admin-orders.cashReject')}
            </Button>
          }
        />
      </div>
    </section>
  );
}
