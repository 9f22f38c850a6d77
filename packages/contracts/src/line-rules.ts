/**
 * The rules of a line's quantity (docs/product/rules.md#cart), in one place: the API applies them to
 * every cart change and order, the browser checks them before any call. Pure: the caller reads the
 * facts (the product, the line) and says what it does with the decision. Plain values and functions,
 * so a page uses them without the schema library.
 */
import { factValuesOf, LINE_CAP_KEYS, type LineCapKey, type ProductFactValues } from './product-facts.js';

/**
 * Every reason a line gets less than it asked for. Each side maps every reason to its message
 * (a `Record<LineReason, …>`), so a new reason fails the type check until it has one everywhere.
 * - `notFound`: no such product;
 * - `archived`: the product is no longer sold;
 * - `soldOut`: nothing is on the shelf and the line holds nothing;
 * - `stockLimit`: the line would pass the units on the shelf;
 * - a capping fact's key (`capsLine` in PRODUCT_FACTS): the line would pass the most that fact allows.
 */
const SHELF_REASONS = ['notFound', 'archived', 'soldOut', 'stockLimit'] as const;
export type LineReason = (typeof SHELF_REASONS)[number] | LineCapKey;
export const LINE_REASONS: readonly LineReason[] = [...SHELF_REASONS, ...LINE_CAP_KEYS];

/** What set a line's limit: the units on the shelf, or a fact that caps the line. */
export type LineLimitKind = 'stock' | LineCapKey;

/**
 * The most units one quantity may name: an add, a quantity change or a merge line (the wire's
 * `quantity`), and a line of a visitor's cart in the browser.
 */
export const MAX_LINE_QUANTITY = 10_000;

/**
 * What the rules know of a product: its stock, whether it is archived, and its facts
 * (PRODUCT_FACTS), so that a rule on a fact reads it here with no change to who builds this.
 */
export interface LineProduct extends Partial<ProductFactValues> {
  /**
   * The units on the shelf. Units held by unpaid orders are already off it: an order takes them
   * when it is placed (docs/decisions/008-stock-reservation-and-payment-outbox.md).
   */
  stock: number;
  /** An archived product is no longer sold (docs/decisions/021-archive-ordered-products-and-content-drafts.md). */
  archived?: boolean | undefined;
}

/**
 * How a line asks for units:
 * - `add`: `quantity` more on top of `inCart`, all of them or none (an add; an order's line, with nothing yet in it);
 * - `merge`: `quantity` more on top of `inCart`, as many as the shelf allows;
 * - `set`: `quantity` is the line's new quantity, all or none; lowering a line is always allowed.
 */
export type LineChange = 'add' | 'merge' | 'set';

export interface LineRequest {
  change: LineChange;
  /** The units the line holds now (0 for no line). */
  inCart: number;
  quantity: number;
}

export interface LineDecision {
  /** The line's quantity once the rules are applied: what it holds now when the change is refused. */
  quantity: number;
  /** The most the line may hold. */
  limit: number;
  /** Why the line got less than it asked for; absent when it got all. */
  reason?: LineReason;
}

/**
 * The most units a line of the product may hold, and what set it: the stock, or a capping fact
 * below it; none, by the stock, when the product is unknown or not sold.
 */
export function lineCap(product: LineProduct | undefined): { limit: number; by: LineLimitKind } {
  let cap: { limit: number; by: LineLimitKind } = {
    limit: product && !product.archived ? Math.max(0, product.stock) : 0,
    by: 'stock',
  };
  for (const key of LINE_CAP_KEYS) {
    const most = product?.[key];
    if (typeof most === 'number' && most < cap.limit) cap = { limit: most, by: key };
  }
  return cap;
}

/** The most units a line of the product may hold (`lineCap`'s limit). */
export const lineLimit = (product: LineProduct | undefined): number => lineCap(product).limit;

/** The quantity the line asks to hold. */
const wantedOf = ({ change, inCart, quantity }: LineRequest) => (change === 'set' ? quantity : inCart + quantity);

/**
 * The quantity a line may hold after the change asked for, and the reason when it is less than asked.
 * A product that is unknown or no longer sold refuses every change, and its line counts for nothing
 * (the cart leaves it out); a line already above its limit (the stock fell since it was filled) keeps
 * its units, but gets none more.
 */
export function decideLine(product: LineProduct | undefined, request: LineRequest): LineDecision {
  if (!product) return { quantity: 0, limit: 0, reason: 'notFound' };
  if (product.archived) return { quantity: 0, limit: 0, reason: 'archived' };
  const { limit, by } = lineCap(product);
  const wanted = wantedOf(request);
  if (wanted <= limit || (request.change === 'set' && wanted <= request.inCart)) return { quantity: wanted, limit };
  const kept = request.change === 'merge' ? Math.max(request.inCart, limit) : request.inCart;
  if (by !== 'stock') return { quantity: kept, limit, reason: by };
  return { quantity: kept, limit, reason: limit === 0 && kept === 0 ? 'soldOut' : 'stockLimit' };
}

/** What carries a product's line facts: a product, a cart line, a catalog row. */
export type LineCarrier = { totalStock: number; archivedAt?: unknown } & Partial<ProductFactValues>;

/** The product as the rules see it, from whatever carries its facts; undefined stays undefined (no such product). */
export function lineProductOf(carrier: LineCarrier): LineProduct;
export function lineProductOf(carrier: LineCarrier | undefined): LineProduct | undefined;
export function lineProductOf(carrier: LineCarrier | undefined): LineProduct | undefined {
  if (!carrier) return undefined;
  return {
    ...factValuesOf(carrier),
    stock: carrier.totalStock,
    archived: carrier.archivedAt !== undefined && carrier.archivedAt !== null,
  };
}

/** Lines a merge may carry at once: more than a shop cart plausibly holds. */
export const MAX_MERGE_ITEMS = 100;
