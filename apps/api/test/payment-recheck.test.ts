import { describe, expect, it } from 'vitest';
import { recheckWindow } from '../src/modules/orders/reconcile.js';
import type { OrderRow } from '../src/modules/orders/repository.js';

const waiting = (count: number): OrderRow[] =>
  Array.from({ length: count }, (_, i) => ({ providerPaymentId: `PAY-${i}` }) as OrderRow);
const ids = (rows: OrderRow[]) => rows.map((row) => row.providerPaymentId);

describe('recheckWindow', () => {
  it('asks about at most the limit, and counts only those as asked', () => {
    let clock = 0;
    const recheck = recheckWindow(5_000, () => clock);
    const rows = waiting(14);
    expect(ids(recheck.due(rows, 10))).toEqual(ids(rows.slice(0, 10)));
    clock = 1_000;
    // The four past the limit were not asked about, so they are due on the next read.
    expect(ids(recheck.due(rows, 10))).toEqual(ids(rows.slice(10)));
    clock = 2_000;
    expect(recheck.due(rows, 10)).toEqual([]);
  });

  it('asks again once the window has passed', () => {
    let clock = 0;
    const recheck = recheckWindow(5_000, () => clock);
    const rows = waiting(3);
    expect(recheck.due(rows, 10)).toHaveLength(3);
    clock = 4_999;
    expect(recheck.due(rows, 10)).toHaveLength(0);
    clock = 5_000;
    expect(ids(recheck.due(rows, 10))).toEqual(ids(rows));
  });
});
