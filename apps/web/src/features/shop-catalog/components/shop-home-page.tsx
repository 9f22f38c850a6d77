import { useT } from '@/lib/i18n';
import { useGetShopProductsQuery } from '../api/catalog-api';
import { DEFAULT_SORT, PAGE_SIZE } from '../lib/catalog';
import type { AddToCart } from './add-to-cart-button';
import { BannerCarousel } from './banner-carousel';
import { ProductDialogSlot } from './product-dialog-slot';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { BrandTiles, CategoryTiles } from './shop-tiles';
import { useProductDialog } from './use-product-dialog';

/** /shop/home: banners, category and brand tiles, and the first page of products by price (docs/product/screens.md#shop-screens). */
export function ShopHomePage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const dialog = useProductDialog();
  const t = useT();
  // the same arguments as the listing's default view, so both share one cached request
  const { data, isLoading, isError } = useGetShopProductsQuery({
    category: [],
    brand: [],
    sortBy: DEFAULT_SORT,
    page: 1,
    limit: PAGE_SIZE,
  });
  return (
    <div className="mx-auto max-w-screen-2xl space-y-12 pb-6 sm:px-6 sm:pt-6">
      <h1 className="sr-only">{t('shop-catalog.marketplaceHeading')}</h1>
      <BannerCarousel />
      <div className="space-y-12 px-4 sm:px-0">
        <CategoryTiles />
        <BrandTiles />
        <section className="space-y-4" aria-labelledby="feature-products">
          <h2 id="feature-products" className="text-center font-bold text-2xl sm:text-3xl">
            {t('shop-catalog.featureProducts')}
          </h2>
          {isLoading ? (
            <ProductGridSkeleton />
          ) : isError || !data || data.data.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">{t('shop-catalog.noProductsNow')}</p>
          ) : (
            <ProductGrid
              products={data.data}
              onOpen={dialog.open}
              onAddToCart={onAddToCart}
              label={t('shop-catalog.featureProducts')}
            />
          )}
        </section>
      </div>
      <ProductDialogSlot product={dialog.product} onClose={dialog.close} onAddToCart={onAddToCart} />
    </div>
  );
}
