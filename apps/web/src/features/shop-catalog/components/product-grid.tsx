import type { Product } from '@farmai/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import type { AddToCart } from './add-to-cart-button';
import { ProductCard } from './product-card';

export const productGridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={productGridClass} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-xl border bg-card">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ProductGrid({
  products,
  onOpen,
  onAddToCart,
  label,
}: {
  products: Product[];
  onOpen: (product: Product) => void;
  onAddToCart: AddToCart;
  label?: string;
}) {
  return (
    <ul className={productGridClass} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <ProductCard product={product} onOpen={onOpen} onAddToCart={onAddToCart} eager={index < 4} />
          </div>
        </li>
      ))}
    </ul>
  );
}
