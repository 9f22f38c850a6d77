import type { Address, Cart, PaymentMethod } from '@farmai/contracts';
import { BanknoteIcon, CreditCardIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { t as translate, useT } from '@/lib/i18n';
import { useOnline } from '@/lib/offline/connection';
import { useAppSelector } from '@/lib/store';
import { useCancelShopOrderMutation, useCreateShopOrderMutation, useGetPaymentOptionsQuery } from '../api/order-api';
import { currentOrderId, forgetOrder, rememberOrder } from '../lib/current-order';
import { CashTotals, PaymentChoice } from './payment-choice';

/** Leaves for the payment provider's approval page. */
const redirectTo = (url: string) => {
  window.location.href = url;
};

/**
 * Back from the payment page without paying (its Cancel, or the browser's back button): the order's units go
 * back on the shelf now; a new checkout makes a new order.
 */
function useGiveUpUnpaidOrder() {
  const [cancelOrder] = useCancelShopOrderMutation();
  useEffect(() => {
    const unpaid = currentOrderId();
    if (!unpaid) return;
    forgetOrder();
    cancelOrder({ orderId: unpaid })
      .unwrap()
      .catch(() => {
        // the hold runs out by itself after 15 minutes
      });
  }, [cancelOrder]);
}

/**
 * 'Checkout with Card': creates the order for the cart and the chosen address, remembers its id and
 * goes to the provider's approval page (docs/product/screens.md#shop-screens, docs/product/data.md#order-and-payment-states, docs/product/rules.md#checkout).
 * When the shop offers cash on delivery the buyer may choose it instead: the order is placed at once, with the
 * fee the server adds, and the buyer sees it placed.
 */
export function CheckoutButton({ cart, address }: { cart: Cart | undefined; address: Address | null }) {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const [createOrder] = useCreateShopOrderMutation();
  const [processing, setProcessing] = useState(false);
  const options = useGetPaymentOptionsQuery(undefined, { skip: !userId });
  const [method, setMethod] = useState<PaymentMethod>('paypal');
  const navigate = useNavigate();
  const t = useT();
  const cashChosen = method === 'cod' && options.data?.cashOnDelivery?.available === true;

  useGiveUpUnpaidOrder();

  const checkout = async () => {
    if (!cart || cart.items.length === 0) {
      toast({ title: translate('shared.order.emptyCart'), variant: 'destructive' });
      return;
    }
    if (!address) {
      toast({ title: translate('shared.order.noAddress'), variant: 'destructive' });
      return;
    }
    if (!userId || processing) return;
    setProcessing(true);
    try {
      // the server reads only who orders and where to: lines, prices and statuses come from its own records
      const placed = await createOrder({
        userId,
        addressInfo: { addressId: address._id },
        ...(cashChosen ? { paymentMethod: 'cod' as const } : {}),
      }).unwrap();
      if (placed.paymentMethod === 'cod') {
        const cashTotal = (options.data?.cartTotal ?? 0) + (options.data?.cashOnDelivery?.fee ?? 0);
        navigate(paths.shop.paymentSuccess, {
          replace: true,
          state: { orderNumber: placed.orderNumber, cashTotal: Math.round(cashTotal * 100) / 100 },
        });
        return;
      }
      rememberOrder(placed.orderId);
      redirectTo(placed.approvalURL);
      // the button keeps its processing label while the browser leaves
    } catch (error) {
      setProcessing(false);
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  const Icon = cashChosen ? BanknoteIcon : CreditCardIcon;
  const online = useOnline();
  const label = cashChosen
    ? t(processing ? 'checkout.placingOrder' : 'checkout.placeCashOrder')
    : t(processing ? 'checkout.processing' : 'checkout.checkoutWithCard');
  return (
    <div className="grid gap-4">
      <PaymentChoice options={options.data} method={method} onChange={setMethod} />
      {cashChosen && options.data && <CashTotals options={options.data} />}
      <Button
        size="lg"
        className="h-auto min-h-10 w-full whitespace-normal"
        onClick={checkout}
        disabled={processing || !online}
        disabledReason={t(online ? 'common.busyReason' : 'common.needsConnection')}
        showReason={!online}
        aria-busy={processing || undefined}
      >
        {processing ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Icon aria-hidden="true" />
        )}
        {label}
      </Button>
    </div>
  );
}
