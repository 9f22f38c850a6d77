import { type Product, productIdOf, productPageSegment } from '@farmai/contracts';
import { PackageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, productPath } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatNumber, formatTitle } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { catalogApi, useGetRelatedProductsQuery, useGetShopProductDetailsQuery } from '../../api/catalog-api';
import { BRAND_LABELS, LOW_STOCK, lineCapOf } from '../../lib/catalog';
import { hasPackSize, packSizeText } from '../../lib/pack-size';
import { type AddToCart, AddToCartButton } from '../add-to-cart-button';
import { ProductDialogSlot } from '../product-dialog-slot';
import { ProductFactRows } from '../product-facts';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';
import { ProductPrice } from '../product-price';
import { ProductReviews } from '../product-reviews';
import { StarRating } from '../star-rating';
import { useProductDialog } from '../use-product-dialog';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { clampQuantity, QuantityPicker } from './quantity-picker';

/**
 * Asks for the product of a page's `{id}-{slug}` ahead of the page (a first visit starts it while the
 * session is checked): the page then reads the answer from the cache instead of asking a round trip later.
 */
export const prefetchProduct = (idSlug: string) =>
  catalogApi.util.prefetch('getShopProductDetails', productIdOf(idSlug), {});

/** In stock / Only N left / Out of stock. */
export function StockStatus({ stock }: { stock: number }) {
  const t = useT();
  if (stock <= 0) return <Badge variant="destructive">{t('product-page.outOfStock')}</Badge>;
  if (stock < LOW_STOCK) return <Badge variant="destructive">{t('product-page.onlyLeft', { count: stock })}</Badge>;
  return <Badge variant="success">{t('product-page.inStock')}</Badge>;
}

/** The quantity picker and "Add to cart" with the quantity picked (back to 1 after adding). */
function Purchase({ product, onAddToCart }: { product: Product; onAddToCart: AddToCart }) {
  const [quantity, setQuantity] = useState(1);
  const titleId = useId();
  const { limit: max, by } = lineCapOf(product);
  // stock may drop below the picked quantity (another shopper bought some)
  useEffect(() => setQuantity((q) => clampQuantity(q, max)), [max]);
  return (
    <div className="space-y-3">
      <QuantityPicker value={quantity} max={max} limitBy={by} onChange={setQuantity} />
      <span id={titleId} className="sr-only">
        {product.title}
      </span>
      <AddToCartButton
        product={product}
        describedBy={titleId}
        className="sm:w-auto sm:min-w-56"
        onAddToCart={async (p) => {
          await onAddToCart(p, quantity);
          setQuantity(1);
        }}
      />
    </div>
  );
}

function RelatedProducts({ product, onAddToCart }: { product: Product; onAddToCart: AddToCart }) {
  const t = useT();
  const dialog = useProductDialog();
  const { data, isLoading, isError } = useGetRelatedProductsQuery(product._id);
  return (
    <section aria-labelledby="related-products" className="space-y-4">
      <h2 id="related-products" className="font-bold text-xl">
        {t('product-page.related')}
      </h2>
      {isLoading ? (
        <ProductGridSkeleton count={4} />
      ) : isError ? (
        <p className="text-muted-foreground">{t('product-page.relatedFailed')}</p>
      ) : !data || data.length === 0 ? (
        <p className="text-muted-foreground">{t('product-page.noRelated')}</p>
      ) : (
        <ProductGrid products={data} onOpen={dialog.open} onAddToCart={onAddToCart} label={t('product-page.related')} />
      )}
      <ProductDialogSlot product={dialog.product} onClose={dialog.close} onAddToCart={onAddToCart} />
    </section>
  );
}

function ProductDetails({ product, onAddToCart }: { product: Product; onAddToCart: AddToCart }) {
  const t = useT();
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery key={product._id} title={product.title} images={product.images ?? [product.image]} />
      <div className="min-w-0 space-y-5">
        <div className="space-y-2">
          <h1 className="font-extrabold text-2xl leading-tight sm:text-3xl">{formatTitle(product.title)}</h1>
          <p className="text-muted-foreground">{t('product-page.brand', { brand: t(BRAND_LABELS[product.brand]) })}</p>
          <div className="flex items-center gap-2">
            <StarRating value={product.averageReview} />
            <span className="text-muted-foreground text-sm">
              ({formatNumber(product.averageReview, { minimumFractionDigits: 1, maximumFractionDigits: 1 })})
            </span>
          </div>
        </div>
        <ProductPrice product={product} className="text-3xl" />
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          {hasPackSize(product) && (
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-1.5 text-muted-foreground">
                <PackageIcon aria-hidden="true" className="size-4" />
                {t('product-page.packSize')}
              </dt>
              <dd className="font-semibold">{packSizeText(t, product)}</dd>
            </div>
          )}
          <ProductFactRows product={product} />
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('product-page.availability')}</dt>
            <dd>
              <StockStatus stock={product.totalStock} />
            </dd>
          </div>
        </dl>
        <Purchase key={product._id} product={product} onAddToCart={onAddToCart} />
        <Separator />
        <section aria-labelledby="product-description" className="space-y-2">
          <h2 id="product-description" className="font-semibold text-lg">
            {t('product-page.description')}
          </h2>
          <p className="whitespace-pre-line text-muted-foreground leading-relaxed">{product.description}</p>
        </section>
      </div>
    </div>
  );
}

function PageSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10" aria-hidden="true">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="space-y-4">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-8 w-1/4" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

function NotFound() {
  const t = useT();
  return (
    <div className="space-y-3 py-16 text-center">
      <h1 className="font-extrabold text-2xl">{t('product-page.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('product-page.notFoundText')}</p>
      <Button asChild variant="outline">
        <Link to={paths.shop.listing}>{t('product-page.backToProducts')}</Link>
      </Button>
    </div>
  );
}

/**
 * /shop/product/{id}-{slug} (docs/product/screens.md#product-page): the product's pictures, price,
 * pack, stock, a quantity to add, its description, reviews and related products. An address with
 * the id and another slug (or none) moves to the product's own; an unknown id shows "not found".
 */
export function ProductPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const t = useT();
  const { idSlug = '' } = useParams();
  const id = productIdOf(idSlug);
  // the answer for this id only (`data` would still hold the previous product while the next loads)
  const { currentData: product, error, isFetching, refetch } = useGetShopProductDetailsQuery(id);
  usePageTitle(product?.title);
  const status = (error as ApiError | undefined)?.status;
  // a related product opens at the top of its page
  useEffect(() => {
    if (id) window.scrollTo({ top: 0 });
  }, [id]);

  if (product && idSlug !== productPageSegment(product)) return <Navigate to={productPath(product)} replace />;
  return (
    <div className="mx-auto max-w-screen-xl space-y-10 px-4 py-6 sm:px-6 sm:py-8" aria-busy={isFetching}>
      {product ? (
        <>
          <div className="space-y-6">
            <ProductBreadcrumbs product={product} />
            <ProductDetails product={product} onAddToCart={onAddToCart} />
          </div>
          <Separator />
          <ProductReviews productId={product._id} heading="h2" />
          <Separator />
          <RelatedProducts key={product._id} product={product} onAddToCart={onAddToCart} />
        </>
      ) : isFetching ? (
        <PageSkeleton />
      ) : status === 404 || status === 400 ? (
        <NotFound />
      ) : (
        <div className="space-y-3 py-16 text-center" role="alert">
          <p className="text-muted-foreground">{t('product-page.loadFailed')}</p>
          <Button variant="outline" onClick={() => refetch()}>
            {t('product-page.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
