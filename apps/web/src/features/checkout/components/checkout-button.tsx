import type { Address, Cart } from '@farmai/contracts';
import { CreditCardIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { t as translate, useT } from '@/lib/i18n';
import { useAppSelector } from '@/lib/store';
import { useCancelShopOrderMutation, useCreateShopOrderMutation } from '../api/order-api';
import { currentOrderId, forgetOrder, rememberOrder } from '../lib/current-order';

/** Leaves for the payment provider's approval page. */
const redirectTo = (url: string) => {
  window.location.href = url;
};

/**
 * 'Checkout with Card': creates the order for the cart and the chosen address, remembers its id and
 * goes to the provider's approval page (docs/product/screens.md#shop-screens, docs/product/data.md#order-and-payment-states, docs/product/rules.md#checkout).
 */
export function CheckoutButton({ cart, address }: { cart: Cart | undefined; address: Address | null }) {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const [createOrder] = useCreateShopOrderMutation();
  const [processing, setProcessing] = useState(false);
  const [cancelOrder] = useCancelShopOrderMutation();
  const t = useT();

  useEffect(() => {
    // back from the payment page without paying (its Cancel, or the browser's back button): the
    // order's units go back on the shelf now; a new checkout makes a new order
    const unpaid = currentOrderId();
    if (!unpaid) return;
    forgetOrder();
    cancelOrder({ orderId: unpaid })
      .unwrap()
      .catch(() => {
        // the hold runs out by itself after 15 minutes
      });
  }, [cancelOrder]);

  const checkout = async () => {
    if (!cart || cart.items.length === 0) {
      toast({ title: translate('checkout.emptyCart'), variant: 'destructive' });
      return;
    }
    if (!address) {
      toast({ title: translate('checkout.noAddress'), variant: 'destructive' });
      return;
    }
    if (!userId || processing) return;
    setProcessing(true);
    try {
      // the server reads only who orders and where to: lines, prices and statuses come from its own records
      const { approvalURL, orderId } = await createOrder({
        userId,
        addressInfo: { addressId: address._id },
      }).unwrap();
      rememberOrder(orderId);
      redirectTo(approvalURL);
      // the button keeps its processing label while the browser leaves
    } catch (error) {
      setProcessing(false);
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  return (
    <Button
      size="lg"
      className="w-full"
      onClick={checkout}
      disabled={processing}
      disabledReason={t('common.busyReason')}
      aria-busy={processing || undefined}
    >
      {processing ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <CreditCardIcon aria-hidden="true" />
      )}
      {t(processing ? 'checkout.processing' : 'checkout.checkoutWithCard')}
    </Button>
  );
}
