import {
  CpuIcon,
  FactoryIcon,
  FlaskConicalIcon,
  LeafIcon,
  type LucideIcon,
  PackageIcon,
  SparklesIcon,
  SprayCanIcon,
  SproutIcon,
  TagIcon,
  TractorIcon,
  WheatIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/lib/i18n';
import { BRAND_LABELS, type BrandId, brandIds, CATEGORY_LABELS, type CategoryId, categoryIds } from '../lib/catalog';
import { listingSearch, noFilters, storeFilters } from '../lib/filters';

const categoryIcons: Record<CategoryId, LucideIcon> = {
  seed: SproutIcon,
  farmtools: TractorIcon,
  fertilizer: FlaskConicalIcon,
  pestisides: SprayCanIcon,
  others: PackageIcon,
};

const brandIcons: Record<BrandId, LucideIcon> = {
  agrobangla: LeafIcon,
  agritech: CpuIcon,
  aci: FactoryIcon,
  famai: SparklesIcon,
  farmy: WheatIcon,
  unknown: TagIcon,
};

interface Tile {
  id: string;
  label: MessageId;
  Icon: LucideIcon;
  group: 'category' | 'brand';
}

function TileSection({ title, tiles, columns }: { title: MessageId; tiles: Tile[]; columns: string }) {
  const t = useT();
  return (
    <section className="space-y-4">
      <h2 className="text-center font-bold text-2xl sm:text-3xl">{t(title)}</h2>
      <ul className={`grid gap-2 sm:gap-4 ${columns}`}>
        {tiles.map(({ id, label, Icon, group }) => {
          const filters = { ...noFilters, [group]: [id] };
          return (
            <li key={id}>
              <Link
                to={{ pathname: paths.shop.listing, search: `?${listingSearch(filters)}` }}
                // the listing also restores a tile's filter from session storage (docs/product/screens.md#shop-screens)
                onClick={() => storeFilters(filters)}
                className="flex h-full flex-col items-center justify-center gap-2 rounded-xl border bg-card px-2 py-4 text-center font-semibold text-sm shadow-sm outline-none transition-colors hover:border-primary hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-6 sm:text-base"
              >
                <Icon aria-hidden="true" className="size-8 text-primary sm:size-10" />
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CategoryTiles() {
  const tiles = categoryIds.map((id) => ({
    id,
    label: CATEGORY_LABELS[id],
    Icon: categoryIcons[id],
    group: 'category' as const,
  }));
  return <TileSection title="shop-catalog.shopByCategory" tiles={tiles} columns="grid-cols-3 lg:grid-cols-5" />;
}

export function BrandTiles() {
  const tiles = brandIds.map((id) => ({ id, label: BRAND_LABELS[id], Icon: brandIcons[id], group: 'brand' as const }));
  return <TileSection title="shop-catalog.shopByBrand" tiles={tiles} columns="grid-cols-3 lg:grid-cols-6" />;
}
