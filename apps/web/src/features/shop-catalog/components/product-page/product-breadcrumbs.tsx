import type { Product } from '@farmai/contracts';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { CATEGORY_LABELS } from '../../lib/catalog';
import { listingSearch } from '../../lib/filters';

/** Shop › Category › Product: where the product sits, the last one being this page. */
export function ProductBreadcrumbs({ product }: { product: Pick<Product, 'title' | 'category'> }) {
  const t = useT();
  const category = `${paths.shop.listing}?${listingSearch({ category: [product.category], brand: [] })}`;
  const separator = <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0" />;
  const link = 'rounded-sm underline-offset-4 hover:text-foreground hover:underline';
  return (
    <nav aria-label={t('product-page.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground text-sm">
        <li className="flex items-center gap-1.5">
          <Link to={paths.shop.home} className={link}>
            {t('product-page.shop')}
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-1.5">
          <Link to={category} className={link}>
            {t(CATEGORY_LABELS[product.category])}
          </Link>
          {separator}
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-foreground">
          {product.title}
        </li>
      </ol>
    </nav>
  );
}
