import type { Product } from '@farmai/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-states';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { LoadingRegion, Skeletons } from '@/components/ui/skeleton';
import { productPath } from '@/config/paths';
import { ingredientName } from '@/lib/active-ingredients';
import { formatPrice } from '@/lib/format';
import { type Translate, useT } from '@/lib/i18n';
import { useGetProductsByIngredientsQuery } from '../api/catalog-api';
import { type AddToCart, AddToCartButton } from './add-to-cart-button';
import { onSale } from './product-price';

/** "in stock, $6.50" (the sale price when on sale, the regular one struck beside it). */
function StockAndPrice({ product, t }: { product: Product; t: Translate }) {
  const inStock = product.totalStock > 0;
  return (
    <span className="text-sm">
      <span className={inStock ? 'font-medium text-primary' : 'font-medium text-destructive'}>
        {inStock ? t('diagnosis-shop.inStock') : t('diagnosis-shop.outOfStock')}
      </span>
      {', '}
      {onSale(product) ? (
        <>
          <span className="sr-only">{t('shop-catalog.salePrice')}</span>
          <span className="font-semibold">{formatPrice(product.salePrice)}</span>{' '}
          <span className="sr-only">{t('shop-catalog.regularPrice')}</span>
          <s className="text-muted-foreground">{formatPrice(product.price)}</s>
        </>
      ) : (
        <span className="font-semibold">{formatPrice(product.price)}</span>
      )}
    </span>
  );
}

function ProductLine({
  product,
  ingredients,
  onAddToCart,
}: {
  product: Product;
  ingredients: readonly string[];
  onAddToCart: AddToCart;
}) {
  const t = useT();
  const titleId = useId();
  const held = (product.activeIngredients ?? []).filter((id) => ingredients.includes(id));
  return (
    <li
      data-testid="ingredient-product"
      className="grid grid-cols-[auto_1fr] items-center gap-3 rounded-lg border bg-background p-3 sm:grid-cols-[auto_1fr_auto]"
    >
      <ResponsiveImg
        src={product.image}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-14 rounded-md border bg-muted object-cover sm:size-16"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p>
          <Link
            id={titleId}
            to={productPath(product)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {product.title}
          </Link>
          <span aria-hidden="true"> — </span>
          <StockAndPrice product={product} t={t} />
        </p>
        {held.length > 0 && (
          <p className="text-muted-foreground text-xs">
            {t('diagnosis-shop.contains', { names: held.map((id) => ingredientName(t, id)).join(', ') })}
          </p>
        )}
      </div>
      {product.totalStock > 0 && (
        <AddToCartButton
          product={product}
          onAddToCart={onAddToCart}
          describedBy={titleId}
          className="col-span-2 sm:col-span-1 sm:w-auto"
        />
      )}
    </li>
  );
}

/**
 * "Products for this": the shop's products holding any of a treatment's active ingredients, in stock
 * first, each linked, with its stock and price and "Add to cart" (the cart feature's, composed by the
 * route). Shows nothing when there is no ingredient or no product holds one.
 */
export function IngredientProducts({
  ingredients,
  onAddToCart,
}: {
  ingredients: readonly string[];
  onAddToCart: AddToCart;
}) {
  const t = useT();
  const headingId = useId();
  const query = useGetProductsByIngredientsQuery(ingredients.length > 0 ? ingredients : skipToken);
  if (ingredients.length === 0) return null;
  const products = query.data ?? [];
  if (!query.isLoading && !query.isError && products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="ingredient-products">
      <h3 id={headingId} className="font-semibold text-lg">
        {t('diagnosis-shop.heading')}
      </h3>
      {query.isLoading ? (
        <LoadingRegion label={t('diagnosis-shop.loading')} className="grid gap-3">
          <Skeletons count={2} className="h-20 w-full" />
        </LoadingRegion>
      ) : query.isError ? (
        <LoadError
          title={t('diagnosis-shop.error')}
          error={query.error}
          onRetry={query.refetch}
          className="rounded-lg border p-4"
        />
      ) : (
        <>
          <p className="text-muted-foreground text-sm">{t('diagnosis-shop.intro')}</p>
          <ul className="grid gap-3">
            {products.map((product) => (
              <ProductLine key={product._id} product={product} ingredients={ingredients} onAddToCart={onAddToCart} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default IngredientProducts;
