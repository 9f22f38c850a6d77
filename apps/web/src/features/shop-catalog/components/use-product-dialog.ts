import type { Product } from '@farmai/contracts';
import { useCallback, useState } from 'react';

/** Which product the detail dialog shows (null: closed). */
export function useProductDialog() {
  const [product, setProduct] = useState<Product | null>(null);
  const open = useCallback((p: Product) => setProduct(p), []);
  const close = useCallback(() => setProduct(null), []);
  return { product, open, close };
}
