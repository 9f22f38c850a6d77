import type { Product } from '@farmai/contracts';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Separator } from '@/components/ui/separator';
import { productPath } from '@/config/paths';
import { formatNumber, formatTitle } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useGetShopProductDetailsQuery } from '../api/catalog-api';
import { hasPackSize, packSizeText } from '../lib/pack-size';
import { type AddToCart, AddToCartButton } from './add-to-cart-button';
import { ProductFactRows } from './product-facts';
import { ProductBadges, ProductLabels, ProductPrice } from './product-price';
import { ProductReviews } from './product-reviews';
import { StarRating } from './star-rating';

function ProductDetail({ product, onAddToCart }: { product: Product; onAddToCart: AddToCart }) {
  const t = useT();
  // fresh stock and average rating; the card's copy shows meanwhile
  const { data } = useGetShopProductDetailsQuery(product._id);
  const current = data ?? product;
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8">
      <div className="relative self-start overflow-hidden rounded-lg bg-muted">
        <ResponsiveImg
          src={current.image}
          sizes="(min-width: 768px) 40vw, 100vw"
          alt={current.title}
          width={800}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover"
        />
        <ProductBadges product={current} className="absolute top-3 left-3" />
      </div>
      <div className="min-w-0 space-y-4">
        <div className="space-y-2 pr-6">
          <DialogTitle className="text-2xl leading-tight">{formatTitle(current.title)}</DialogTitle>
          <ProductLabels product={current} />
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {hasPackSize(current) && (
              <div className="flex items-center gap-2">
                <dt className="text-muted-foreground">{t('product-page.packSize')}</dt>
                <dd className="font-semibold">{packSizeText(t, current)}</dd>
              </div>
            )}
            <ProductFactRows product={current} />
          </dl>
        </div>
        <DialogDescription className="whitespace-pre-line text-base">{current.description}</DialogDescription>
        <ProductPrice product={current} className="text-2xl" />
        <div className="flex items-center gap-2">
          <StarRating value={current.averageReview} />
          <span className="text-muted-foreground text-sm">
            ({formatNumber(current.averageReview, { minimumFractionDigits: 1, maximumFractionDigits: 1 })})
          </span>
        </div>
        <AddToCartButton product={current} onAddToCart={onAddToCart} />
        <Button asChild variant="outline" className="w-full">
          <Link to={productPath(current)}>
            {t('product-page.viewFullPage')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
        <Separator />
        <ProductReviews productId={current._id} />
      </div>
    </div>
  );
}

/** The product detail dialog of the home, listing and search pages. */
export function ProductDetailDialog({
  product,
  onClose,
  onAddToCart,
}: {
  product: Product | null;
  onClose: () => void;
  onAddToCart: AddToCart;
}) {
  const t = useT();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="p-4 sm:max-w-4xl sm:p-8" closeLabel={t('shop-catalog.closeDetails')}>
        {product && <ProductDetail product={product} onAddToCart={onAddToCart} />}
      </DialogContent>
    </Dialog>
  );
}
