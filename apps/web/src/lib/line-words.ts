import type { LineDecision, LineLimitKind, LineReason } from '@farmai/contracts';
import type { MessageId, Translate } from '@/lib/i18n';

/**
 * What the browser says of the line rules (packages/contracts/src/line-rules.ts), which it checks
 * before any call: the words of each reason a line is refused, and of each kind of limit the
 * product page's quantity picker stops at. A reason or a capping fact added to the rules fails the
 * type check here until it has words.
 */

/** A refused line: the API's words for its reason, and the number they give as `n` (what the line holds, or the limit that applied). */
const REFUSAL_WORDS: Record<LineReason, { id: MessageId; n: (refusal: LineDecision) => number }> = {
  notFound: { id: 'cart.noLongerSold', n: (refusal) => refusal.quantity },
  archived: { id: 'cart.noLongerSold', n: (refusal) => refusal.quantity },
  soldOut: { id: 'shared.cart.stockLimit', n: (refusal) => refusal.quantity },
  stockLimit: { id: 'shared.cart.stockLimit', n: (refusal) => refusal.quantity },
  maxPerOrder: { id: 'shared.cart.maxPerOrder', n: (refusal) => refusal.limit },
};

/** What the browser says when the line rules refuse a line, in `t`'s language. */
export const refusalText = (t: Translate, refusal: LineDecision & { reason: LineReason }): string =>
  t(REFUSAL_WORDS[refusal.reason].id, { n: REFUSAL_WORDS[refusal.reason].n(refusal) });

/**
 * What the quantity picker says of its limit, by what set it: beside the field (`hint`: "3
 * available") and on "+" once the limit is reached (`reached`: "Only 3 in stock."). A capping fact
 * may say its refusal's words in both ("At most 5 per order").
 */
const LIMIT_WORDS: Record<LineLimitKind, { hint: MessageId; reached: MessageId }> = {
  stock: { hint: 'product-page.available', reached: 'common.reasonMaxQuantity' },
  maxPerOrder: { hint: 'product-page.maxPerOrder', reached: 'shared.cart.maxPerOrder' },
};

/** The picker's words for a limit of `limit` units set by `by`, in `t`'s language (each message takes it as `count`, `max` or `n`). */
export const limitText = (t: Translate, by: LineLimitKind, limit: number) => ({
  hint: t(LIMIT_WORDS[by].hint, { count: limit, max: limit, n: limit }),
  reached: t(LIMIT_WORDS[by].reached, { count: limit, max: limit, n: limit }),
});
