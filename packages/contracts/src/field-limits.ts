/**
 * How long each text a form sends may be, in characters, and how many addresses an account keeps: the
 * contracts' schemas check these on the server and the browser's fields stop at them, so a limit is
 * changed here alone. Plain values without zod, so that a page reads them without the schema library.
 */
export const FIELD_LIMITS = {
  address: 300,
  city: 100,
  pincode: 20,
  phone: 30,
  addressNotes: 500,
  email: 254,
  userNameMin: 2,
  userName: 50,
  passwordMin: 8,
  password: 200,
  reviewMessage: 2000,
  searchKeyword: 100,
  orderSearch: 200,
} as const;

/** docs/product/rules.md#addresses */
export const MAX_ADDRESSES = 3;
