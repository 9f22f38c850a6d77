import {
  type CartMergeNotice,
  decideLine,
  type Language,
  type LineDecision,
  type LineProduct,
  type LineReason,
  type LineRequest,
  lineProductOf,
  type ProductFactValues,
} from '@farmai/contracts';
import { apiText } from '../../i18n/index.js';
import { type AppError, badRequest, conflict, notFound } from '../../lib/errors.js';

/**
 * The quantity rules of cart and order lines on the server: the decision is the shared one
 * (`decideLine` in @farmai/contracts, which the browser checks too); here are the product's facts
 * as the database holds them, the same limit in SQL for the statements that check it atomically,
 * and what each reason answers. Cart add, quantity change and merge, and order placement all go
 * through it.
 */

/** What the rules read of a product's row (the catalog's `lineFacts`); undefined when there is no such product. */
export type ShelfRow = { totalStock: number; archivedAt: Date | null } & ProductFactValues;

/** A merge notice before its title is known: the reason on the wire and the text once titled. */
interface MergeWords {
  reason: CartMergeNotice['reason'];
  text: (language: Language, decision: LineDecision, title: string) => string;
}

/** What a reason answers where a line is refused or lowered. */
interface LineWords {
  /** The error answering an add or a quantity change. */
  cart: (decision: LineDecision) => AppError;
  /** The notice of a merge that lowered or left out the line. */
  merge: MergeWords;
  /** The 409 answering an order whose line the shelf cannot fill. */
  order: (decision: LineDecision, title: string) => AppError;
}

const productGone = () => notFound('product.notFound');
const cartStockLimit = (decision: LineDecision) => badRequest('cart.stockLimit', { n: decision.quantity });
const orderSoldOut = (_: LineDecision, title: string) => conflict('order.soldOut', { title });
const mergeGone: MergeWords = { reason: 'notFound', text: (language) => apiText(language, 'cart.mergeNotFound') };

/** Every reason's words (the wire's texts: docs/product/rules.md#cart and #checkout). */
const LINE_WORDS: Record<LineReason, LineWords> = {
  notFound: { cart: productGone, merge: mergeGone, order: orderSoldOut },
  archived: { cart: productGone, merge: mergeGone, order: orderSoldOut },
  soldOut: {
    cart: cartStockLimit,
    merge: { reason: 'soldOut', text: (language, _, title) => apiText(language, 'cart.mergeSoldOut', { title }) },
    order: orderSoldOut,
  },
  stockLimit: {
    cart: cartStockLimit,
    merge: {
      reason: 'stockLimit',
      text: (language, decision, title) => apiText(language, 'cart.mergeStockLimit', { n: decision.quantity, title }),
    },
    order: (decision, title) => conflict('order.fewLeft', { n: decision.limit, title }),
  },
  maxPerOrder: {
    cart: (decision) => badRequest('cart.maxPerOrder', { n: decision.limit }),
    merge: {
      reason: 'maxPerOrder',
      text: (language, decision, title) =>
        apiText(language, 'cart.mergeMaxPerOrder', { n: decision.quantity, max: decision.limit, title }),
    },
    order: (decision, title) => conflict('order.maxPerOrder', { n: decision.limit, title }),
  },
};

/** The decision on a change of a cart line, for the product's row (undefined: no such product). */
export const decideCartLine = (row: ShelfRow | undefined, request: LineRequest): LineDecision =>
  decideLine(lineProductOf(row), request);

/** The decision on a cart change; throws the answer when the rules refuse it (404 or 400). */
export function checkCartChange(row: ShelfRow | undefined, request: LineRequest): LineDecision {
  const decision = decideCartLine(row, request);
  if (decision.reason) throw LINE_WORDS[decision.reason].cart(decision);
  return decision;
}

/**
 * The answer to an add that the atomic statement refused, from the facts read after it. Should they
 * allow it now (the stock rose in between), the statement's refusal stands, as a stock limit.
 */
export function refusedAdd(row: ShelfRow | undefined, inCart: number, quantity: number): AppError {
  const decision = decideCartLine(row, { change: 'add', inCart, quantity });
  return LINE_WORDS[decision.reason ?? 'stockLimit'].cart(decision);
}

/** An order takes a line whole or not at all, as an add to a line that holds nothing. */
const orderDecision = (product: LineProduct | undefined, quantity: number) =>
  decideLine(product, { change: 'add', inCart: 0, quantity });

/** Throws the 409 when `product` (undefined: gone) cannot fill an order line of `quantity` units. */
export function checkOrderLine(product: LineProduct | undefined, quantity: number, title: string): void {
  const decision = orderDecision(product, quantity);
  if (decision.reason) throw LINE_WORDS[decision.reason].order(decision, title);
}

/**
 * The 409 for an order line of `quantity` units whose taking off the shelf was refused, with the
 * units `left` read after it (undefined: the product is gone). Units given back since the refusal
 * are no promise: fewer than asked for is what there was.
 */
export function refusedOrderLine(left: number | undefined, quantity: number, title: string): AppError {
  const product = left === undefined ? undefined : { stock: Math.min(left, quantity - 1) };
  const decision = orderDecision(product, quantity);
  return LINE_WORDS[decision.reason ?? 'stockLimit'].order(decision, title);
}

/** A decision that gave the line less than it asked for. */
export type Lowered = LineDecision & { reason: LineReason };

/** The notice of a merge line the rules lowered or left out, in `language`. */
export function mergeNotice(productId: string, decision: Lowered, title: string, language: Language): CartMergeNotice {
  const words = LINE_WORDS[decision.reason].merge;
  return {
    productId,
    reason: words.reason,
    quantity: decision.quantity,
    message: words.text(language, decision, title),
  };
}
