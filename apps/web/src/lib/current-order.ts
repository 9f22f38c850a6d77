/** The order being paid for, kept across the provider's redirect (docs/product/data.md#order-and-payment-states, docs/product/wire.md#orders); checkout and the account's "Pay now" remember it. */
export const CURRENT_ORDER_KEY = 'currentOrderId';

export function rememberOrder(orderId: string): void {
  sessionStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify(orderId));
}

export function currentOrderId(): string | null {
  const raw = sessionStorage.getItem(CURRENT_ORDER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' && parsed ? parsed : null;
  } catch {
    return raw; // stored without JSON quotes
  }
}

export function forgetOrder(): void {
  sessionStorage.removeItem(CURRENT_ORDER_KEY);
}
