import type { Product, ProductUnit } from '@farmai/contracts';
import { formatNumber } from '@/lib/format';
import type { MessageId, Translate } from '@/lib/i18n';

/** How each unit reads with its amount ("50 kg", "500 mL", "Pack of 10"). */
const UNIT_TEXT: Record<ProductUnit, MessageId> = {
  kg: 'product-page.unitKg',
  g: 'product-page.unitG',
  L: 'product-page.unitL',
  mL: 'product-page.unitML',
  m: 'product-page.unitM',
  piece: 'product-page.unitPiece',
  packet: 'product-page.unitPacket',
};

/** A product's pack in the reader's language and digits: "50 kg", "৫০০ মিলি", "Pack of 10". */
export function packSizeText(t: Translate, product: Pick<Product, 'unit' | 'packSize'>): string {
  return t(UNIT_TEXT[product.unit] ?? UNIT_TEXT.piece, {
    size: formatNumber(product.packSize, { maximumFractionDigits: 3 }),
    count: product.packSize,
  });
}

/** Whether the pack says more than "1 piece" (a tool sold alone shows no pack size). */
export const hasPackSize = (product: Pick<Product, 'unit' | 'packSize'>) =>
  !(product.unit === 'piece' && product.packSize === 1);
