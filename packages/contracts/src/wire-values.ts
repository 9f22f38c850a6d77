/**
 * Plain values of the wire that pages use without the schema library: what an id looks like and
 * the error codes a client reacts to (docs/product/wire.md#errors).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: string): boolean => UUID.test(value);

/**
 * The codes a client reacts to (the API's message ids behind them must exist: a renamed message
 * fails the type check where the API words it with the code).
 */
export const ERROR_CODES = {
  /** An address beyond the per-account limit. */
  tooManyAddresses: 'address.max',
} as const;
export type KnownErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
