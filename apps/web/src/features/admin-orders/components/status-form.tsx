import {
  CORRECTION_REASON_MAX,
  correctionTargets,
  type Order,
  type OrderStatus,
  type StatusMoveRefusal,
  statusMoves,
} from '@farmai/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { failureMessage } from '@/components/load-states';
import { orderStatusLabel as statusLabel } from '@/components/orders/order-status';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { type MessageId, useT } from '@/lib/i18n';
import { useCorrectAdminOrderStatusMutation, useUpdateAdminOrderStatusMutation } from '../api/orders-api';

/** Why a status cannot be chosen as the next step, in the back office's words. */
const REFUSAL_TEXTS: Record<StatusMoveRefusal, MessageId> = {
  same: 'admin-orders.reasonSame',
  backward: 'admin-orders.reasonBackward',
  ended: 'admin-orders.reasonEnded',
  shipped: 'admin-orders.reasonShipped',
  notPaid: 'admin-orders.reasonNotPaid',
  notBackward: 'admin-orders.reasonBackward',
  paid: 'admin-orders.reasonBackward',
};

/**
 * The next step (docs/decisions/029-order-status-machine.md): every status is listed, only the steps the
 * status machine allows can be chosen, the others say why not.
 */
export function StatusForm({ order }: { order: Order }) {
  const t = useT();
  const hintId = useId();
  const [update, updating] = useUpdateAdminOrderStatusMutation();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const moves = statusMoves(order);

  useEffect(() => {
    if (order.orderStatus) setStatus('');
  }, [order.orderStatus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    try {
      const answer = await update({ id: order._id, orderStatus: status }).unwrap();
      toast({ title: answer.message ?? t('admin-orders.statusUpdated', { status: statusLabel(status) }) });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="status-form">
      <Label htmlFor="order-status">{t('admin-orders.orderStatus')}</Label>
      <Select
        value={status}
        onValueChange={(value) => setStatus(moves.find((m) => m.status === value && !m.refusal)?.status ?? '')}
      >
        <SelectTrigger id="order-status" className="w-full" aria-describedby={hintId}>
          <SelectValue placeholder={t('admin-orders.chooseStatus')} />
        </SelectTrigger>
        <SelectContent aria-label={t('admin-orders.orderStatus')}>
          {moves.map(({ status: value, refusal }) => (
            <SelectItem
              key={value}
              value={value}
              disabled={refusal !== undefined}
              data-refusal={refusal}
              hint={refusal ? `(${t(REFUSAL_TEXTS[refusal])})` : undefined}
            >
              {statusLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('admin-orders.nextStatusHint')}
      </p>
      <Button
        type="submit"
        disabled={!status || updating.isLoading}
        disabledReason={updating.isLoading ? t('common.busyReason') : t('common.reasonChooseStatus')}
      >
        {updating.isLoading && <Spinner size="sm" className="text-current" label={t('admin-orders.updating')} />}
        {t('admin-orders.update')}
      </Button>
    </form>
  );
}

/** The state of the correction form and its sending. */
function useCorrection(order: Order) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [reason, setReason] = useState('');
  const [correct, correcting] = useCorrectAdminOrderStatusMutation();
  const targets = correctionTargets(order);
  const ready = status !== '' && reason.trim().length >= 3;

  const close = () => {
    setOpen(false);
    setStatus('');
    setReason('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !status) return;
    try {
      const answer = await correct({ id: order._id, orderStatus: status, reason: reason.trim() }).unwrap();
      toast({ title: answer.message ?? t('admin-orders.statusCorrected', { status: statusLabel(status) }) });
      close();
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };
  return { open, setOpen, status, setStatus, reason, setReason, correcting, targets, ready, close, submit };
}

/** "Correct the status": an explicit move back to an earlier status, with the reason it needs. */
export function CorrectionForm({ order }: { order: Order }) {
  const t = useT();
  const { open, setOpen, status, setStatus, reason, setReason, correcting, targets, ready, close, submit } =
    useCorrection(order);

  if (!open) {
    return (
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={targets.length === 0}
        disabledReason={t('admin-orders.correctNothing')}
        onClick={() => setOpen(true)}
      >
        {t('admin-orders.correct')}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border p-3" aria-labelledby="correct-status-title">
      <h3 id="correct-status-title" className="font-semibold">
        {t('admin-orders.correctTitle')}
      </h3>
      <p className="text-muted-foreground text-xs">{t('admin-orders.correctHint')}</p>
      <Label htmlFor="correct-status">{t('admin-orders.correctTo')}</Label>
      <Select value={status} onValueChange={(value) => setStatus(targets.find((s) => s === value) ?? '')}>
        <SelectTrigger id="correct-status" className="w-full">
          <SelectValue placeholder={t('admin-orders.correctChoose')} />
        </SelectTrigger>
        <SelectContent aria-label={t('admin-orders.correctTo')}>
          {targets.map((value) => (
            <SelectItem key={value} value={value}>
              {statusLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Label htmlFor="correct-reason">{t('admin-orders.correctReason')}</Label>
      <Textarea
        id="correct-reason"
        required
        minLength={3}
        maxLength={CORRECTION_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby="correct-reason-hint"
      />
      <p id="correct-reason-hint" className="text-muted-foreground text-xs">
        {t('admin-orders.correctReasonHint')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="submit"
          disabled={!ready || correcting.isLoading}
          disabledReason={correcting.isLoading ? t('common.busyReason') : t('admin-orders.correctMissing')}
        >
          {correcting.isLoading && <Spinner size="sm" className="text-current" label={t('admin-orders.updating')} />}
          {t('admin-orders.correctSave')}
        </Button>
        <Button type="button" variant="outline" onClick={close}>
          {t('admin-orders.correctCancel')}
        </Button>
      </div>
    </form>
  );
}
