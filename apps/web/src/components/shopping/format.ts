/** What one unit costs: the sale price when above 0, else the price (SPEC 3). */
export function unitPrice(item: { price: number; salePrice?: number | null }): number {
  return item.salePrice && item.salePrice > 0 ? item.salePrice : item.price;
}

/** The date part of an ISO timestamp (SPEC 2.6: date part only). */
export const datePart = (iso: string) => iso.split('T')[0] ?? iso;
