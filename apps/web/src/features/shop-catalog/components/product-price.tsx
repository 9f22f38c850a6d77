import type { Product } from '@farmai/contracts';
import { Badge } from '@/components/ui/badge';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { BRAND_LABELS, CATEGORY_LABELS, LOW_STOCK } from '../lib/catalog';

export const onSale = (product: Pick<Product, 'salePrice'>) => product.salePrice > 0;

/** The price, struck through beside the sale price when the product is on sale. */
export function ProductPrice({ product, className }: { product: Product; className?: string }) {
  const t = useT();
  if (!onSale(product)) {
    return <p className={cn('font-semibold text-lg', className)}>{formatPrice(product.price)}</p>;
  }
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 font-semibold text-lg', className)}>
      <span className="sr-only">{t('shop-catalog.salePrice')}</span>
      <span className="text-primary">{formatPrice(product.salePrice)}</span>
      <span className="sr-only">{t('shop-catalog.regularPrice')}</span>
      <s className="font-normal text-muted-foreground text-sm">{formatPrice(product.price)}</s>
    </p>
  );
}

/** 'Out Of Stock', 'Only {n} items left' and 'Sale' badges (docs/product/screens.md#shop-screens, docs/product/rules.md#constants-and-limits). */
export function ProductBadges({ product, className }: { product: Product; className?: string }) {
  const t = useT();
  const stock =
    product.totalStock <= 0 ? (
      <Badge variant="destructive">{t('shop-catalog.outOfStock')}</Badge>
    ) : product.totalStock < LOW_STOCK ? (
      <Badge variant="destructive">{t('shop-catalog.itemsLeft', { count: product.totalStock })}</Badge>
    ) : null;
  if (!stock && !onSale(product)) return null;
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {stock}
      {onSale(product) && <Badge variant="success">{t('shop-catalog.sale')}</Badge>}
    </div>
  );
}

export function ProductLabels({ product, className }: { product: Product; className?: string }) {
  const t = useT();
  return (
    <p className={cn('flex flex-wrap gap-x-2 text-muted-foreground text-xs sm:text-sm', className)}>
      <span>{t(CATEGORY_LABELS[product.category])}</span>
      <span aria-hidden="true">·</span>
      <span>{t(BRAND_LABELS[product.brand])}</span>
    </p>
  );
}
