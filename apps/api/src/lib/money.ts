/** Money is stored as integer cents and travels as dollars with two decimals. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
