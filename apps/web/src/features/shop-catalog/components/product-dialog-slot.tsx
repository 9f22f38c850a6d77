import type { Product } from '@farmai/contracts';
import { Suspense, useEffect, useState } from 'react';
import { afterFirstView, lazyWithPreload } from '@/lib/lazy';
import type { AddToCart } from './add-to-cart-button';

// the dialog (Radix, reviews, form) is fetched once the first page has loaded, not with the page
const ProductDetailDialog = lazyWithPreload(() => import('./product-detail-dialog').then((m) => m.ProductDetailDialog));

/** The product detail dialog of a page, loaded in the background. */
export function ProductDialogSlot(props: { product: Product | null; onClose: () => void; onAddToCart: AddToCart }) {
  const [used, setUsed] = useState(false);
  useEffect(() => afterFirstView(() => ProductDetailDialog.preload()), []);
  useEffect(() => {
    if (props.product) setUsed(true);
  }, [props.product]);
  if (!props.product && !used) return null;
  return (
    <Suspense fallback={null}>
      <ProductDetailDialog {...props} />
    </Suspense>
  );
}
