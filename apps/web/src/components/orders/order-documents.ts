import type { Language } from '@farmai/contracts';
import { env } from '@/config/env';

/** docs/product/wire.md#orders: the order's PDF receipt, in `language` where its fonts can draw it. */
export const receiptUrl = (orderId: string, language: Language) =>
  `${env.apiUrl}/api/shop/order/receipt/${encodeURIComponent(orderId)}?lang=${language}`;

/** docs/product/wire.md#admin-orders: the order's packing slip (no prices), for the back office. */
export const packingSlipUrl = (orderId: string, language: Language) =>
  `${env.apiUrl}/api/admin/orders/packing-slip/${encodeURIComponent(orderId)}?lang=${language}`;
