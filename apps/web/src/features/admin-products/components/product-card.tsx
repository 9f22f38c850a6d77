import type { AdminProduct } from '@farmai/contracts';
import { PencilIcon, RotateCcwIcon } from 'lucide-react';
import { ItemActions } from '@/components/item-actions';
import { MissingTranslations } from '@/components/translation-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BRAND_LABELS, CATEGORY_LABELS, labelOf } from '@/lib/catalog-labels';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The product's picture with its stock and sale badges. */
function ProductPicture({ product, onSale }: { product: AdminProduct; onSale: boolean }) {
  const t = useT();
  return (
    <div className="relative">
      <img
        src={product.image}
        alt={product.title}
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-full bg-muted object-cover"
      />
      {product.totalStock === 0 ? (
        <Badge variant="destructive" className="absolute top-2 left-2">
          {t('admin-products.outOfStock')}
        </Badge>
      ) : product.totalStock < 10 ? (
        <Badge variant="secondary" className="absolute top-2 left-2">
          {t('admin-products.lowStock')}
        </Badge>
      ) : null}
      {onSale && <Badge className="absolute top-2 right-2">{t('admin-products.sale')}</Badge>}
    </div>
  );
}

/** The price, or the sale price beside the struck-through price. */
function ProductPrice({ product, onSale }: { product: AdminProduct; onSale: boolean }) {
  const t = useT();
  return (
    <p className="flex items-baseline gap-2">
      {onSale ? (
        <>
          <span className="font-bold text-primary text-lg">{formatPrice(product.salePrice)}</span>
          <s className="text-muted-foreground text-sm">
            <span className="sr-only">{t('admin-products.was')} </span>
            {formatPrice(product.price)}
          </s>
        </>
      ) : (
        <span className="font-bold text-lg">{formatPrice(product.price)}</span>
      )}
    </p>
  );
}

/** One product of the admin grid: picture, title, price (the sale price when on sale), stock, labels, untranslated languages. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
  onRestore,
}: {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  /** For an archived product, which offers Restore instead of Delete. */
  onRestore?: (product: AdminProduct) => void;
}) {
  const t = useT();
  const onSale = product.salePrice > 0;
  return (
    <Card className="gap-3 overflow-hidden pt-0 pb-4">
      <ProductPicture product={product} onSale={onSale} />
      <CardContent className="grid flex-1 content-start gap-2 px-4">
        <h2 className="line-clamp-2 font-semibold text-base leading-snug">{product.title}</h2>
        <p className="text-muted-foreground text-xs">
          {labelOf(t, CATEGORY_LABELS, product.category)} · {labelOf(t, BRAND_LABELS, product.brand)}
        </p>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <ProductPrice product={product} onSale={onSale} />
          <p className="text-muted-foreground text-sm">{t('admin-products.stock', { count: product.totalStock })}</p>
        </div>
        {product.archivedAt && (
          <Badge variant="outline" className="w-fit">
            {t('admin-table.archived')}
          </Badge>
        )}
        <MissingTranslations translations={product.translations} />
      </CardContent>
      <CardFooter className="gap-2 px-4">
        {product.archivedAt && onRestore ? (
          <>
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={() => onEdit(product)}
              aria-label={t('admin.editItem', { name: product.title })}
            >
              <PencilIcon aria-hidden="true" />
              {t('common.edit')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              className="flex-1"
              onClick={() => onRestore(product)}
              aria-label={t('admin-table.restoreItem', { name: product.title })}
            >
              <RotateCcwIcon aria-hidden="true" />
              {t('admin-table.restore')}
            </Button>
          </>
        ) : (
          <ItemActions name={product.title} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
        )}
      </CardFooter>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-6 w-1/3" />
        <div className="mt-2 flex gap-2">
          <Skeleton className="h-9 flex-1" />
          <Skeleton className="h-9 flex-1" />
        </div>
      </div>
    </div>
  );
}
