/**
 * The messages both the API and the web app show (docs/decisions/017-i18n-library.md): what a cart,
 * address, order or back-office change says when it is done or refused. The API answers them, and
 * the web shows the same words when it decides without asking (a guest's cart, a form checked before
 * sending). One ICU MessageFormat catalogue per language in `messages/`, rendered on both sides by
 * Lingui: a message is written once, in one place.
 */
import type { Language } from './languages.js';
import bn from './messages/bn.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };

/** The English catalogue's shape: every shared message id. */
export type SharedCatalogue = typeof en;
export type SharedMessageId = keyof SharedCatalogue;

/**
 * The values the shared messages that take any are written with; every other message is fixed
 * words. `shared-messages.test.ts` fails when a message in any language uses another value.
 */
export interface SharedMessageParams {
  /** The most units the line may hold. */
  'cart.stockLimit': { n: number };
  /** The most units of the product one order may hold. */
  'cart.maxPerOrder': { n: number };
  /** A merged line stopped at the most units of the product one order may hold (`max`): what it holds (`n`). */
  'cart.mergeMaxPerOrder': { n: number; max: number; title: string };
  /** The most units of the product one order may hold, which the order's line passes. */
  'order.maxPerOrder': { n: number; title: string };
  /** The most addresses one account may keep. */
  'address.max': { n: number };
}

/** Every shared message in every language (the web app compiles these when it is built). */
export const SHARED_MESSAGES: Record<Language, Record<SharedMessageId, string>> = { en, es, fr, bn, hi };
