import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useCaptureShopOrderMutation } from '../api/order-api';
import { currentOrderId, forgetOrder } from '../lib/current-order';
import { checkoutTexts } from '../texts';

const panel = 'mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center';

/**
 * The provider returns here with paymentId (PayPal itself sends `token`) and PayerID: capture
 * the remembered order, then go to the success page (docs/product/screens.md#shop-screens, docs/product/data.md#order-and-payment-states).
 */
export function PaypalReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [capture] = useCaptureShopOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  const paymentId = params.get('paymentId') ?? params.get('token');
  const payerId = params.get('PayerID') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderId = currentOrderId();
    if (!paymentId || !orderId) {
      setProblem(
        !paymentId
          ? 'The payment provider did not say which payment this is.'
          : 'No order is waiting for this payment in this browser tab.',
      );
      return;
    }
    capture({ paymentId, payerId, orderId })
      .unwrap()
      .then(() => {
        forgetOrder();
        navigate(paths.shop.paymentSuccess, { replace: true });
      })
      .catch((error: ApiError) => setProblem(error.message));
  }, [capture, navigate, paymentId, payerId]);

  if (problem) {
    return (
      <div className={panel} role="alert">
        <CircleAlertIcon aria-hidden="true" className="size-12 text-destructive" />
        <h1 className="font-bold text-2xl">The payment could not be completed</h1>
        <p className="text-muted-foreground">{problem}</p>
        <Button asChild>
          <Link to={paths.shop.checkout}>Back to checkout</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={panel}>
      <LoaderCircleIcon aria-hidden="true" className="size-10 animate-spin text-primary motion-reduce:animate-none" />
      <h1 className="font-bold text-2xl" role="status">
        {checkoutTexts.processingPayment}
      </h1>
    </div>
  );
}

export function PaymentSuccessPage() {
  const navigate = useNavigate();
  return (
    <div className={panel}>
      <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
      <h1 className="font-extrabold text-3xl">{checkoutTexts.paymentSuccess}</h1>
      <p className="text-muted-foreground">Thank you for your order. You can follow it in your account.</p>
      <Button size="lg" onClick={() => navigate(paths.shop.account)}>
        {checkoutTexts.viewOrders}
      </Button>
    </div>
  );
}
