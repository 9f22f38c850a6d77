import type { Product } from '@farmai/contracts';
import { EyeIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { productPath } from '@/config/paths';
import { formatTitle } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { type AddToCart, AddToCartButton } from './add-to-cart-button';
import { ProductBadges, ProductLabels, ProductPrice } from './product-price';

/**
 * A product tile: its title (and picture) lead to the product's page, the eye button opens the
 * quick-view dialog, and the cart button adds one unit.
 */
export function ProductCard({
  product,
  onOpen,
  onAddToCart,
  eager = false,
}: {
  product: Product;
  onOpen: (product: Product) => void;
  onAddToCart: AddToCart;
  /** Load the image at once (the first cards of a page). */
  eager?: boolean;
}) {
  const titleId = useId();
  const t = useT();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative flex flex-1 flex-col">
        <div className="relative aspect-square overflow-hidden bg-muted">
          <ResponsiveImg
            src={product.image}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            alt=""
            width={800}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
          <ProductBadges product={product} className="absolute top-2 left-2 max-w-[calc(100%-3.5rem)]" />
          <button
            type="button"
            onClick={() => onOpen(product)}
            aria-label={t('product-page.quickView', { title: formatTitle(product.title) })}
            title={t('product-page.quickView', { title: formatTitle(product.title) })}
            className="absolute top-2 right-2 z-10 inline-flex size-9 items-center justify-center rounded-full border bg-background/90 text-foreground shadow-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <EyeIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <h3 id={titleId} className="font-semibold text-sm leading-snug sm:text-base">
            {/* the link covers the picture and the text above the add button (stretched target) */}
            <Link
              to={productPath(product)}
              className="rounded-sm text-left outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {formatTitle(product.title)}
            </Link>
          </h3>
          <ProductLabels product={product} />
          <ProductPrice product={product} className="mt-auto pt-1 text-base" />
        </div>
      </div>
      <div className="px-3 pb-3 sm:px-4 sm:pb-4">
        <AddToCartButton product={product} onAddToCart={onAddToCart} describedBy={titleId} />
      </div>
    </article>
  );
}
