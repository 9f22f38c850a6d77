/**
 * An order's statuses, payment states and timeline steps (docs/product/data.md#order): plain values
 * without the schema library, so the shop's pages read them from here rather than a copy.
 */

export const ORDER_STATUSES = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
/** Statuses the server sets itself: `confirmed` after a capture. */
export const ALL_ORDER_STATUSES = [...ORDER_STATUSES, 'confirmed'] as const;
export type OrderStatus = (typeof ALL_ORDER_STATUSES)[number];
/**
 * `cancelled`: the buyer left the payment page without paying; `expired`: the order held its stock
 * for 15 minutes and was not paid; `refunded`: the payment was
 * given back (the goods were gone), `refundPending` until the provider confirms it.
 */
const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refundPending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_VALUES = PAYMENT_STATUSES;

/**
 * Which provider took the payment: the built-in demo provider (no money moves) or PayPal; `cod` for cash on
 * delivery (the shop takes the money itself when it delivers).
 */
export const PAYMENT_PROVIDERS = ['demo', 'paypal', 'cod'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How the buyer pays (the wire's `paymentMethod`): online through the provider, or cash on delivery. */
export const PAYMENT_METHODS = ['paypal', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The steps of an order's tracking timeline, in order, and the two ends an order may come to instead:
 * `placed` (created), `paid` (payment captured), `packed` (`inProcess`), `shipped` (`inShipping`),
 * `delivered`; `cancelled` (the buyer gave up, or the hold ran out unpaid) and `rejected`.
 */
export const TIMELINE_STEPS = ['placed', 'paid', 'packed', 'shipped', 'delivered'] as const;
export const TIMELINE_ENDS = ['cancelled', 'rejected'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number] | (typeof TIMELINE_ENDS)[number];
