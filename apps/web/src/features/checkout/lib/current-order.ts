/** The order being paid for lives in lib: the account's "Pay now" remembers it too. */
export { CURRENT_ORDER_KEY, currentOrderId, forgetOrder, rememberOrder } from '@/lib/current-order';
