/** What one unit costs: the sale price when above 0, else the price (docs/product/data.md#product). */
export function unitPrice(item: { price: number; salePrice?: number | null }): number {
  return item.salePrice && item.salePrice > 0 ? item.salePrice : item.price;
}

/** The date part of an ISO timestamp (docs/product/screens.md#admin-screens: date part only). */
export const datePart = (iso: string) => iso.split('T')[0] ?? iso;
