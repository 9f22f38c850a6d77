import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { type MessageId, useT } from '@/lib/i18n';
import { useCaptureShopOrderMutation } from '../api/order-api';
import { currentOrderId, forgetOrder } from '../lib/current-order';

/** Why the payment was not captured: a message of ours, or the server's own words. */
type Problem = { id: MessageId } | { text: string };

const panel = 'mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center';

/**
 * The provider returns here with paymentId (PayPal itself sends `token`) and PayerID: capture
 * the remembered order, then go to the success page (docs/product/screens.md#shop-screens, docs/product/data.md#order-and-payment-states).
 */
export function PaypalReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [capture] = useCaptureShopOrderMutation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const started = useRef(false);
  const t = useT();

  const paymentId = params.get('paymentId') ?? params.get('token');
  const payerId = params.get('PayerID') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderId = currentOrderId();
    if (!paymentId || !orderId) {
      setProblem({ id: !paymentId ? 'checkout.noPaymentId' : 'checkout.noOrder' });
      return;
    }
    capture({ paymentId, payerId, orderId })
      .unwrap()
      .then((order) => {
        forgetOrder();
        navigate(paths.shop.paymentSuccess, { replace: true, state: { orderNumber: order.orderNumber } });
      })
      .catch((error: ApiError) => setProblem({ text: error.message }));
  }, [capture, navigate, paymentId, payerId]);

  if (problem) {
    return (
      <div className={panel} role="alert">
        <CircleAlertIcon aria-hidden="true" className="size-12 text-destructive" />
        <h1 className="font-bold text-2xl">{t('checkout.paymentFailed')}</h1>
        <p className="text-muted-foreground">{'id' in problem ? t(problem.id) : problem.text}</p>
        <Button asChild>
          <Link to={paths.shop.checkout}>{t('checkout.backToCheckout')}</Link>
        </Button>
      </div>
    );
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

/** What the return page hands the success page: the number of the order just paid. */
const paidOrderNumber = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'orderNumber' in state && typeof state.orderNumber === 'string'
    ? state.orderNumber
    : undefined;

export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const orderNumber = paidOrderNumber(useLocation().state);
  const t = useT();
  return (
    <div className={panel}>
      <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
      <h1 className="font-extrabold text-3xl">{t('checkout.paymentSuccess')}</h1>
      <p className="text-muted-foreground">{t('checkout.thankYou')}</p>
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
