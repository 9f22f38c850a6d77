/** "Nov 3" for a YYYY-MM-DD day (the API's days are UTC days). */
export const shortDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export { orderStatusLabel as statusLabel } from '@/components/orders/order-status';
