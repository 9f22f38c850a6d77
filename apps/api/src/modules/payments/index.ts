/**
 * Payments: the provider the orders module asks to take and give back money (PayPal, or the
 * built-in demo provider), and the demo provider's approval pages.
 */
export type { CapturedPayment, PaymentProvider, PaymentState } from './provider.js';
export { PaymentError } from './provider.js';
export { DEMO_APPROVE_PATH, paymentsRoutes } from './routes.js';
export { createPaymentProvider } from './service.js';
