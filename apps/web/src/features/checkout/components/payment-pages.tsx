import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import { type MessageId, useT } from '@/lib/i18n';
import { usePaymentReturnMutation } from '../api/order-api';
import { currentOrderId, forgetOrder } from '../lib/current-order';

/** Why the payment was not taken: a message of ours, or the server's own words; and whether it may be paid again. */
type Problem = ({ id: MessageId } | { text: string }) & { payable?: boolean };

/** What the return page shows while it asks the server. */
type View =
  | { kind: 'asking' }
  | { kind: 'pending'; orderNumber: string; gaveUp: boolean }
  | { kind: 'failed'; problem: Problem };

/** How often, and how many times, the page asks again while the payment is being confirmed (about 30 s). */
export const RETURN_POLL_MS = 2000;
const RETURN_POLL_TRIES = 15;

const panel = 'mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center';

/**
 * Asks the server where the order of the return URL's payment stands, again every RETURN_POLL_MS while it is
 * pending; `onPaid` once it is paid. Nothing a browser tab remembers is needed: another tab or device that
 * paid the order is seen here too.
 */
function usePaymentState(paymentId: string | null, payerId: string, onPaid: (orderNumber: string) => void) {
  const [ask] = usePaymentReturnMutation();
  const [view, setView] = useState<View>({ kind: 'asking' });
  const [round, setRound] = useState(0);
  const paid = useRef(onPaid);
  paid.current = onPaid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` starts the asking again ("Check again")
  useEffect(() => {
    if (!paymentId) {
      setView({ kind: 'failed', problem: { id: 'checkout.noPaymentId' } });
      return;
    }
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      tries += 1;
      try {
        const answer = await ask({ paymentId, payerId }).unwrap();
        if (stopped) return;
        if (answer.state === 'paid') {
          if (currentOrderId() === answer.orderId) forgetOrder();
          paid.current(answer.orderNumber);
          return;
        }
        if (answer.state === 'failed') {
          const problem = answer.message ? { text: answer.message } : { id: 'checkout.paymentFailed' as const };
          setView({ kind: 'failed', problem: { ...problem, payable: answer.payable } });
          return;
        }
        const gaveUp = tries >= RETURN_POLL_TRIES;
        setView({ kind: 'pending', orderNumber: answer.orderNumber, gaveUp });
        if (!gaveUp) timer = setTimeout(check, RETURN_POLL_MS);
      } catch (error) {
        if (stopped) return;
        const failure = error as ApiError;
        const problem: Problem = failure.status === 404 ? { id: 'checkout.noPaymentFound' } : { text: failure.message };
        setView({ kind: 'failed', problem });
      }
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ask, paymentId, payerId, round]);

  return { view, checkAgain: useCallback(() => setRound((n) => n + 1), []) };
}

function FailedPanel({ problem }: { problem: Problem }) {
  const t = useT();
  return (
    <div className={panel} role="alert">
      <CircleAlertIcon aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="font-bold text-2xl">{t('checkout.paymentFailed')}</h1>
      <p className="text-muted-foreground">{'id' in problem ? t(problem.id) : problem.text}</p>
      <Button asChild>
        {problem.payable ? (
          <Link to={paths.shop.account}>{t('checkout.payAgain')}</Link>
        ) : (
          <Link to={paths.shop.checkout}>{t('checkout.backToCheckout')}</Link>
        )}
      </Button>
    </div>
  );
}

function PendingPanel({
  orderNumber,
  gaveUp,
  onCheckAgain,
}: {
  orderNumber: string;
  gaveUp: boolean;
  onCheckAgain: () => void;
}) {
  const t = useT();
  return (
    <div className={panel}>
      <LoaderCircleIcon aria-hidden="true" className="size-10 animate-spin text-primary motion-reduce:animate-none" />
      <h1 className="font-bold text-2xl" role="status">
        {t('checkout.confirmingPayment')}
      </h1>
      <p className="text-muted-foreground" data-order-number={orderNumber}>
        {t(gaveUp ? 'checkout.stillConfirming' : 'checkout.confirmingHint', { number: orderNumber })}
      </p>
      {gaveUp && (
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onCheckAgain}>{t('checkout.checkAgain')}</Button>
          <Button asChild variant="outline">
            <Link to={paths.shop.account}>{t('checkout.viewOrders')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The provider returns here with paymentId (PayPal itself sends `token`) and PayerID. The page asks the server
 * where that payment's order stands (the server captures an approved payment first) and shows it: paid (the
 * success page), being confirmed (with the order number, asking again for a while) or failed with the next step
 * (docs/product/screens.md#shop-screens, docs/product/data.md#order-and-payment-states).
 */
export function PaypalReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const paymentId = params.get('paymentId') ?? params.get('token');
  const payerId = params.get('PayerID') ?? '';
  const onPaid = useCallback(
    (orderNumber: string) => navigate(paths.shop.paymentSuccess, { replace: true, state: { orderNumber } }),
    [navigate],
  );
  const { view, checkAgain } = usePaymentState(paymentId, payerId, onPaid);

  if (view.kind === 'failed') return <FailedPanel problem={view.problem} />;
  if (view.kind === 'pending') {
    return <PendingPanel orderNumber={view.orderNumber} gaveUp={view.gaveUp} onCheckAgain={checkAgain} />;
  }
  return (
    <div className={panel}>
      <LoaderCircleIcon aria-hidden="true" className="size-10 animate-spin text-primary motion-reduce:animate-none" />
      <h1 className="font-bold text-2xl" role="status">
        {t('checkout.processingPayment')}
      </h1>
    </div>
  );
}

/**
 * What the return page (or a cash checkout) hands the success page: the number of the order, and for a cash
 * order the total to have ready at delivery.
 */
function placedOrder(state: unknown): { orderNumber?: string; cashTotal?: number } {
  if (typeof state !== 'object' || state === null) return {};
  const { orderNumber, cashTotal } = state as Record<string, unknown>;
  return {
    ...(typeof orderNumber === 'string' ? { orderNumber } : {}),
    ...(typeof cashTotal === 'number' ? { cashTotal } : {}),
  };
}

export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const { orderNumber, cashTotal } = placedOrder(useLocation().state);
  const t = useT();
  const cash = cashTotal !== undefined;
  return (
    <div className={panel}>
      <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
      <h1 className="font-extrabold text-3xl">{t(cash ? 'checkout.cashPlaced' : 'checkout.paymentSuccess')}</h1>
      <p className="text-muted-foreground">
        {cash ? t('checkout.cashPlacedHint', { total: formatPrice(cashTotal) }) : t('checkout.thankYou')}
      </p>
      {orderNumber && (
        <p className="font-medium" data-order-number>
          {t('order-tracking.yourOrderNumber', { number: orderNumber })}
        </p>
      )}
      <Button size="lg" onClick={() => navigate(paths.shop.account)}>
        {t('checkout.viewOrders')}
      </Button>
    </div>
  );
}
