/** Numbers as the report prints them: whole numbers with separators, milliseconds with one decimal below 100. */
export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
export const fmtMs = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));
