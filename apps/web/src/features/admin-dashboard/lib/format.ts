/** "Nov 3" for a YYYY-MM-DD day (the API's days are UTC days). */
export const shortDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  confirmed: 'Confirmed',
};
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;
