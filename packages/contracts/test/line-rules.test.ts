import { describe, expect, it } from 'vitest';
import { MERGE_NOTICE_REASONS } from '../src/cart.js';
import {
  decideLine,
  LINE_REASONS,
  type LineChange,
  type LineDecision,
  type LineProduct,
  lineCap,
  lineLimit,
  lineProductOf,
} from '../src/line-rules.js';
import { LINE_CAP_KEYS, NO_FACTS, PRODUCT_FACT_KEYS } from '../src/product-facts.js';

const onShelf = (stock: number): LineProduct => ({ stock });
const archived: LineProduct = { stock: 7, archived: true };

describe('lineLimit', () => {
  it('is the stock of a product on sale, and 0 for one unknown, archived or below zero', () => {
    expect(lineLimit(onShelf(5))).toBe(5);
    expect(lineLimit(onShelf(0))).toBe(0);
    expect(lineLimit(onShelf(-2))).toBe(0);
    expect(lineLimit({ stock: 5, archived: false })).toBe(5);
    expect(lineLimit(archived)).toBe(0);
    expect(lineLimit(undefined)).toBe(0);
  });

  it('is a capping fact where it is below the stock, which then sets it', () => {
    for (const key of LINE_CAP_KEYS) {
      expect(lineCap({ stock: 5, [key]: 2 })).toEqual({ limit: 2, by: key });
      expect(lineCap({ stock: 5, [key]: 5 })).toEqual({ limit: 5, by: 'stock' });
      expect(lineCap({ stock: 5, [key]: 9 })).toEqual({ limit: 5, by: 'stock' });
      expect(lineCap({ stock: 5, [key]: null })).toEqual({ limit: 5, by: 'stock' });
      expect(lineCap({ stock: 1, [key]: 2, archived: true })).toEqual({ limit: 0, by: 'stock' });
    }
  });
});

/** [change, what, stock on the shelf, units in the line, units asked for, the line's quantity after, reason] */
type Case = [LineChange, string, number, number, number, number, LineDecision['reason']];

describe('decideLine', () => {
  it.each<Case>([
    ['add', 'fits', 5, 2, 3, 5, undefined],
    ['add', 'one unit past the stock: none added, the line as it was', 5, 2, 4, 2, 'stockLimit'],
    ['add', 'more than the stock into an empty line', 1, 0, 2, 0, 'stockLimit'],
    ['add', 'nothing on the shelf, nothing in the line', 0, 0, 1, 0, 'soldOut'],
    ['add', 'the shelf emptied after the line was filled: it keeps its units', 0, 2, 1, 2, 'stockLimit'],
    ['merge', 'fits', 5, 1, 2, 3, undefined],
    ['merge', 'lowered to the stock', 5, 1, 8, 5, 'stockLimit'],
    ['merge', 'the line above the stock keeps its units', 2, 3, 1, 3, 'stockLimit'],
    ['merge', 'nothing on the shelf, nothing in the line', 0, 0, 4, 0, 'soldOut'],
    ['merge', 'nothing on the shelf, units in the line', 0, 2, 4, 2, 'stockLimit'],
    ['set', 'raised within the stock', 5, 2, 5, 5, undefined],
    ['set', 'raised past the stock: the line as it was', 5, 2, 6, 2, 'stockLimit'],
    ['set', 'lowered, though still above the stock', 1, 4, 3, 3, undefined],
    ['set', 'kept as it is above the stock', 1, 4, 4, 4, undefined],
  ])('%s, %s', (change, _, stock, inCart, quantity, after, reason) => {
    expect(decideLine(onShelf(stock), { change, inCart, quantity })).toEqual({
      quantity: after,
      limit: stock,
      ...(reason && { reason }),
    });
  });

  it('refuses every change of a product unknown or no longer sold, lowering included: its line counts for nothing', () => {
    for (const change of ['add', 'merge', 'set'] as const) {
      const request = { change, inCart: 3, quantity: 1 };
      expect(decideLine(undefined, request)).toEqual({ quantity: 0, limit: 0, reason: 'notFound' });
      expect(decideLine(archived, request)).toEqual({ quantity: 0, limit: 0, reason: 'archived' });
    }
  });

  it('stops a line at a capping fact below the stock as at the stock, giving the fact as the reason', () => {
    for (const key of LINE_CAP_KEYS) {
      const capped: LineProduct = { stock: 5, [key]: 2 };
      expect(decideLine(capped, { change: 'add', inCart: 1, quantity: 1 })).toEqual({ quantity: 2, limit: 2 });
      expect(decideLine(capped, { change: 'add', inCart: 1, quantity: 2 })).toEqual({
        quantity: 1,
        limit: 2,
        reason: key,
      });
      expect(decideLine(capped, { change: 'merge', inCart: 1, quantity: 4 })).toEqual({
        quantity: 2,
        limit: 2,
        reason: key,
      });
      expect(decideLine(capped, { change: 'set', inCart: 1, quantity: 3 })).toEqual({
        quantity: 1,
        limit: 2,
        reason: key,
      });
      expect(decideLine(capped, { change: 'set', inCart: 4, quantity: 3 })).toEqual({ quantity: 3, limit: 2 });
      expect(decideLine({ ...capped, stock: 0 }, { change: 'add', inCart: 0, quantity: 1 })).toMatchObject({
        reason: 'soldOut',
      });
    }
  });

  it('gives only reasons of the one list, of which a merge notice tells a part', () => {
    const seen = new Set<string>();
    const capped = LINE_CAP_KEYS.map((key): LineProduct => ({ stock: 5, [key]: 2 }));
    for (const product of [undefined, archived, onShelf(0), onShelf(2), ...capped])
      for (const change of ['add', 'merge', 'set'] as const)
        for (const inCart of [0, 1, 3]) {
          const reason = decideLine(product, { change, inCart, quantity: 3 }).reason;
          if (reason) seen.add(reason);
        }
    expect([...seen].sort()).toEqual([...LINE_REASONS].sort());
    for (const reason of MERGE_NOTICE_REASONS) expect(LINE_REASONS).toContain(reason);
  });
});

describe('lineProductOf', () => {
  it('gives the rules the stock, whether archived, and every product fact of what carries them', () => {
    const facts = Object.fromEntries(PRODUCT_FACT_KEYS.map((key, i) => [key, i + 2]));
    expect(lineProductOf({ totalStock: 7, archivedAt: null, ...facts })).toEqual({
      stock: 7,
      archived: false,
      ...facts,
    });
    expect(lineProductOf({ totalStock: 0, archivedAt: new Date() })).toEqual({ stock: 0, archived: true, ...NO_FACTS });
    expect(lineProductOf(undefined)).toBeUndefined();
  });
});
