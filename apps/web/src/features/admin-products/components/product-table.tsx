import type { AdminProduct, AdminSortColumn } from '@farmai/contracts';
import {
  type Column,
  createColumnHelper,
  type OnChangeFn,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, PencilIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { MissingTranslations } from '@/components/translation-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { BRAND_LABELS, CATEGORY_LABELS, labelOf } from '@/lib/catalog-labels';
import { formatDate, formatPrice } from '@/lib/format';
import { type MessageId, useT } from '@/lib/i18n';
import type { ProductsView } from '../hooks/use-products-search';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const column = createColumnHelper<typeof features, AdminProduct>();

/** The header of each sortable column. */
const HEADERS: Record<AdminSortColumn, MessageId> = {
  title: 'admin-table.colTitle',
  category: 'admin-table.colCategory',
  brand: 'admin-table.colBrand',
  price: 'admin-table.colPrice',
  stock: 'admin-table.colStock',
  updated: 'admin-table.colUpdated',
};

/** What each row offers: edit, and delete (or restore, for an archived product). */
export interface RowActions {
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onRestore: (product: AdminProduct) => void;
}

function SelectAll({ checked, onChange }: { checked: boolean | 'indeterminate'; onChange: (all: boolean) => void }) {
  const t = useT();
  return (
    <Checkbox checked={checked} onCheckedChange={(v) => onChange(v === true)} aria-label={t('admin-table.selectAll')} />
  );
}

function SelectRow({ product, checked, onChange }: { product: AdminProduct; checked: boolean; onChange: () => void }) {
  const t = useT();
  return (
    <Checkbox
      checked={checked}
      onCheckedChange={onChange}
      aria-label={t('admin-table.selectRow', { title: product.title })}
    />
  );
}

function TitleCell({ product }: { product: AdminProduct }) {
  const t = useT();
  return (
    <div className="grid max-w-xs gap-1 whitespace-normal">
      <span className="font-medium">{product.title}</span>
      {product.archivedAt && (
        <Badge variant="outline" className="w-fit">
          {t('admin-table.archived')}
        </Badge>
      )}
      <MissingTranslations translations={product.translations} />
    </div>
  );
}

function LabelCell({ labels, id }: { labels: Record<string, MessageId>; id: string }) {
  const t = useT();
  return <>{labelOf(t, labels, id)}</>;
}

function PriceCell({ product }: { product: AdminProduct }) {
  const t = useT();
  if (product.salePrice <= 0) return <span className="tabular-nums">{formatPrice(product.price)}</span>;
  return (
    <span className="grid tabular-nums">
      <span className="font-medium text-primary">{formatPrice(product.salePrice)}</span>
      <s className="text-muted-foreground text-xs">
        <span className="sr-only">{t('admin-products.was')} </span>
        {formatPrice(product.price)}
      </s>
    </span>
  );
}

function StockCell({ stock }: { stock: number }) {
  const t = useT();
  return (
    <span className="flex items-center gap-2 tabular-nums">
      {t('admin-table.units', { count: stock })}
      {stock === 0 ? (
        <Badge variant="destructive">{t('admin-products.outOfStock')}</Badge>
      ) : stock < 10 ? (
        <Badge variant="secondary">{t('admin-products.lowStock')}</Badge>
      ) : null}
    </span>
  );
}

function ActionsCell({ product, actions }: { product: AdminProduct; actions: RowActions }) {
  const t = useT();
  const name = product.title;
  return (
    <div className="flex justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => actions.onEdit(product)}
        aria-label={t('admin.editItem', { name })}
      >
        <PencilIcon aria-hidden="true" />
        {t('common.edit')}
      </Button>
      {product.archivedAt ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => actions.onRestore(product)}
          aria-label={t('admin-table.restoreItem', { name })}
        >
          <RotateCcwIcon aria-hidden="true" />
          {t('admin-table.restore')}
        </Button>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="destructive"
          onClick={() => actions.onDelete(product)}
          aria-label={t('admin.deleteItem', { name })}
        >
          <Trash2Icon aria-hidden="true" />
          {t('common.delete')}
        </Button>
      )}
    </div>
  );
}

function Header({ id }: { id: MessageId }) {
  const t = useT();
  return <>{t(id)}</>;
}

const columns = column.columns([
  column.display({ id: 'select', enableSorting: false }),
  column.display({ id: 'picture', enableSorting: false }),
  column.accessor('title', { id: 'title' }),
  column.accessor('category', { id: 'category' }),
  column.accessor('brand', { id: 'brand' }),
  column.accessor((p) => (p.salePrice > 0 ? p.salePrice : p.price), { id: 'price' }),
  column.accessor('totalStock', { id: 'stock' }),
  column.accessor((p) => p.updatedAt ?? '', { id: 'updated' }),
  column.display({ id: 'actions', enableSorting: false }),
]);

/** The cell of a column for a product (the cells need the reader's language and the row's actions). */
function cellOf(id: string, product: AdminProduct, actions: RowActions) {
  switch (id) {
    case 'picture':
      return (
        <img
          src={product.image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-md bg-muted object-cover"
        />
      );
    case 'title':
      return <TitleCell product={product} />;
    case 'category':
      return <LabelCell labels={CATEGORY_LABELS} id={product.category} />;
    case 'brand':
      return <LabelCell labels={BRAND_LABELS} id={product.brand} />;
    case 'price':
      return <PriceCell product={product} />;
    case 'stock':
      return <StockCell stock={product.totalStock} />;
    case 'updated':
      return product.updatedAt ? (
        <time dateTime={product.updatedAt}>{formatDate(product.updatedAt, { dateStyle: 'medium' })}</time>
      ) : null;
    case 'actions':
      return <ActionsCell product={product} actions={actions} />;
    default:
      return null;
  }
}

function SortHeader({ column: col, label }: { column: Column<typeof features, AdminProduct>; label: MessageId }) {
  const sorted = col.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <Button type="button" variant="ghost" size="sm" className="-ml-2" onClick={col.getToggleSortingHandler()}>
      <Header id={label} />
      <Icon aria-hidden="true" className={sorted ? '' : 'text-muted-foreground'} />
    </Button>
  );
}

/** The table of the page's products, sorted as the address names and selected as the page keeps it. */
function useProductTable(
  products: AdminProduct[],
  view: ProductsView,
  onSort: (sort: AdminSortColumn, order: 'asc' | 'desc') => void,
  selection: RowSelectionState,
  onSelectionChange: OnChangeFn<RowSelectionState>,
) {
  const sorting: SortingState = [{ id: view.sort, desc: view.order === 'desc' }];
  return useTable({
    features,
    columns,
    data: products,
    getRowId: (row) => row._id,
    state: { sorting, rowSelection: selection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort(first.id as AdminSortColumn, first.desc ? 'desc' : 'asc');
    },
    onRowSelectionChange: onSelectionChange,
  });
}

/**
 * The products as a table (screens 768 px and wider): sortable headers (the sort is the server's,
 * named in the address), a checkbox per row and one for the whole page.
 */
export function ProductTable({
  products,
  view,
  total,
  onSort,
  selection,
  onSelectionChange,
  actions,
}: {
  products: AdminProduct[];
  view: ProductsView;
  total: number;
  onSort: (sort: AdminSortColumn, order: 'asc' | 'desc') => void;
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
  actions: RowActions;
}) {
  const t = useT();
  const table = useProductTable(products, view, onSort, selection, onSelectionChange);
  const all = table.getIsAllRowsSelected();
  const some = table.getIsSomeRowsSelected();
  return (
    <Table>
      <TableCaption className="sr-only">{t('admin-table.caption', { total })}</TableCaption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const id = header.column.id;
              const sortable = id in HEADERS;
              const sorted = header.column.getIsSorted();
              return (
                <TableHead
                  key={header.id}
                  aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted ? 'descending' : 'none') : undefined}
                  className={id === 'select' ? 'w-10' : id === 'actions' ? 'text-right' : undefined}
                >
                  {id === 'select' ? (
                    <SelectAll
                      checked={all ? true : some ? 'indeterminate' : false}
                      onChange={(value) => table.toggleAllRowsSelected(value)}
                    />
                  ) : id === 'picture' ? (
                    <Header id="admin-table.colPicture" />
                  ) : id === 'actions' ? (
                    <Header id="admin-table.actions" />
                  ) : (
                    <SortHeader column={header.column} label={HEADERS[id as AdminSortColumn]} />
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id}>
                {cell.column.id === 'select' ? (
                  <SelectRow
                    product={row.original}
                    checked={row.getIsSelected()}
                    onChange={() => row.toggleSelected()}
                  />
                ) : (
                  cellOf(cell.column.id, row.original, actions)
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
