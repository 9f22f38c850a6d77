import { ADMIN_PAGE_SIZES, type AdminProduct, type AdminSortColumn } from '@farmai/contracts';
import type { RowSelectionState } from '@tanstack/react-table';
import { PackageOpenIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState, failureMessage, LoadStates } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { t as translate, useT } from '@/lib/i18n';
import {
  useBulkDeleteProductsMutation,
  useBulkSetStockMutation,
  useDeleteAdminProductMutation,
  useGetAdminProductQuery,
  useGetAdminProductsQuery,
  useRestoreAdminProductMutation,
} from '../api/products-api';
import { useProductEditor } from '../hooks/use-product-editor';
import { type ProductsView, useProductsSearch } from '../hooks/use-products-search';
import { useWideScreen } from '../hooks/use-wide-screen';
import { BulkActions } from './bulk-actions';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductFilters } from './product-filters';
import { ProductPager } from './product-pager';
import { ProductSheet } from './product-sheet';
import { ProductTable, type RowActions } from './product-table';

/** A link such as /admin/products?edit=<id> (from the dashboard) opens that product once. */
function useEditLink(editId: string | null, startEdit: (product: AdminProduct) => void) {
  const linked = useGetAdminProductQuery(editId ?? '', { skip: !editId });
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!editId) {
      handled.current = null;
      return;
    }
    if (handled.current === editId) return;
    if (linked.data && linked.data._id === editId) {
      handled.current = editId;
      startEdit(linked.data);
    } else if (linked.isError) {
      handled.current = editId;
      toast({ title: translate('admin-products.gone'), variant: 'destructive' });
    }
  }, [editId, linked.data, linked.isError, startEdit]);
}

function ProductsHeader({
  total,
  filtered,
  onAdd,
}: {
  total: number | undefined;
  filtered: boolean;
  onAdd: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">{t('common.products')}</h1>
        {total !== undefined && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {filtered ? t('admin-table.found', { total }) : t('admin-products.inShop', { total })}
          </p>
        )}
      </div>
      <Button type="button" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {t('admin-products.addNew')}
      </Button>
    </div>
  );
}

function PageSizeSelect({ value, onChange }: { value: number; onChange: (limit: number) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap font-normal text-sm">
        {t('admin-table.pageSize')}
      </Label>
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger id={id} size="sm" className="w-20">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ADMIN_PAGE_SIZES.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {size}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function TableSkeleton() {
  return (
    <div className="grid gap-2">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <Skeleton key={key} className="h-14 w-full" />
      ))}
    </div>
  );
}

const isFiltered = (view: ProductsView) => view.search !== '' || Boolean(view.category || view.brand || view.stock);

/** The single delete (confirmed first) and restore, each told in a toast. */
function useRowRemoval() {
  const [deleteProduct, deleting] = useDeleteAdminProductMutation();
  const [restoreProduct] = useRestoreAdminProductMutation();
  const removal = useDeleteConfirmation(async (product: AdminProduct) => {
    toast({ title: (await deleteProduct(product._id).unwrap()).message });
  });
  const restore = async (product: AdminProduct) => {
    try {
      toast({ title: (await restoreProduct(product._id).unwrap()).message ?? '' });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };
  return { removal, restore, deleting: deleting.isLoading };
}

/** The ticked rows (reset when the page or the view changes) and the bulk actions on them. */
function useBulkSelection(resetKey: string) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page or view starts with nothing ticked
  useEffect(() => setSelection({}), [resetKey]);
  const ids = Object.keys(selection).filter((id) => selection[id]);
  const [bulkDelete, deleting] = useBulkDeleteProductsMutation();
  const [bulkStock, stocking] = useBulkSetStockMutation();
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      toast({ title: (await action()).message });
      setSelection({});
      return true;
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
      return false;
    }
  };
  return {
    selection,
    setSelection,
    ids,
    busy: deleting.isLoading || stocking.isLoading,
    remove: () => run(() => bulkDelete(ids).unwrap()),
    setStock: (totalStock: number) => run(() => bulkStock({ ids, totalStock }).unwrap()),
  };
}

/** The page's products: a table on a wide screen, cards on a phone. */
function ProductsList({
  wide,
  products,
  view,
  total,
  onSort,
  bulk,
  actions,
}: {
  wide: boolean;
  products: AdminProduct[];
  view: ProductsView;
  total: number;
  onSort: (sort: AdminSortColumn, order: 'asc' | 'desc') => void;
  bulk: ReturnType<typeof useBulkSelection>;
  actions: RowActions;
}) {
  const t = useT();
  if (wide) {
    return (
      <section aria-label={t('admin-products.list')} className="min-w-0 rounded-xl border">
        <ProductTable
          products={products}
          view={view}
          total={total}
          onSort={onSort}
          selection={bulk.selection}
          onSelectionChange={bulk.setSelection}
          actions={actions}
        />
      </section>
    );
  }
  return (
    <section aria-label={t('admin-products.list')} className="grid gap-4 sm:grid-cols-2">
      {products.map((product) => (
        <ProductCard
          key={product._id}
          product={product}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
          onRestore={actions.onRestore}
        />
      ))}
    </section>
  );
}

/** The placeholders shown while the products load: a table, or cards on a phone. */
function ProductsLoading({ wide }: { wide: boolean }) {
  const t = useT();
  return (
    <LoadingRegion label={t('admin-products.loading')} className={wide ? undefined : 'grid gap-4 sm:grid-cols-2'}>
      {wide ? <TableSkeleton /> : ['a', 'b', 'c', 'd'].map((key) => <ProductCardSkeleton key={key} />)}
    </LoadingRegion>
  );
}

/** What shows when no product is listed: none matches the filters, or there are none yet. */
function ProductsEmpty({ filtered }: { filtered: boolean }) {
  const t = useT();
  return filtered ? (
    <EmptyState icon={SearchXIcon} title={t('admin-table.noMatch')} className="rounded-xl border border-dashed p-10">
      {t('admin-table.noMatchHint')}
    </EmptyState>
  ) : (
    <EmptyState
      icon={PackageOpenIcon}
      title={t('admin-products.emptyTitle')}
      className="rounded-xl border border-dashed p-10"
    >
      {t('admin-products.emptyHint')}
    </EmptyState>
  );
}

/**
 * docs/product/screens.md#admin-screens: the products as a table (768 px and wider: sortable
 * columns, row selection and bulk actions) or as cards (phones), with search, filters, pages, add,
 * edit (in a side sheet), delete (archive when orders contain the product) and restore. The view
 * is kept in the address; `?edit=<id>` opens a product.
 */
export function AdminProductsPage() {
  const t = useT();
  const search = useProductsSearch();
  const { view, page } = search;
  const wide = useWideScreen();
  const list = useGetAdminProductsQuery({ ...view, page });
  const editor = useProductEditor({ onClose: () => search.editId && search.clearEdit() });
  useEditLink(search.editId, editor.startEdit);
  const { removal, restore, deleting } = useRowRemoval();
  const bulk = useBulkSelection(JSON.stringify({ view, page }));

  const products = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  // deleting the last product of the last page (or a page number past the end) moves back
  const lastPage = pagination?.totalPages;
  useEffect(() => {
    if (lastPage && search.page > lastPage) search.setPage(lastPage, { replace: true });
  }, [search, lastPage]);

  const filtered = isFiltered(view);
  const actions: RowActions = { onEdit: editor.startEdit, onDelete: removal.ask, onRestore: restore };
  return (
    <div className="grid min-w-0 gap-6">
      <ProductsHeader total={pagination?.total} filtered={filtered} onAdd={editor.openAdd} />
      <ProductFilters view={view} onChange={search.setView} />
      {wide && (
        <BulkActions
          count={bulk.ids.length}
          busy={bulk.busy}
          onClear={() => bulk.setSelection({})}
          onDelete={bulk.remove}
          onSetStock={bulk.setStock}
        />
      )}
      <LoadStates
        state={list}
        loading={<ProductsLoading wide={wide} />}
        errorTitle={t('admin-products.loadFailed')}
        errorClassName="rounded-xl border border-dashed p-10"
        isEmpty={products.length === 0}
        empty={<ProductsEmpty filtered={filtered} />}
      >
        <ProductsList
          wide={wide}
          products={products}
          view={view}
          total={pagination?.total ?? 0}
          onSort={(sort, order) => search.setView({ sort, order })}
          bulk={bulk}
          actions={actions}
        />
      </LoadStates>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageSizeSelect value={view.limit} onChange={(limit) => search.setView({ limit })} />
        <ProductPager
          page={search.page}
          totalPages={pagination?.totalPages ?? 1}
          busy={list.isFetching}
          onPage={search.setPage}
        />
      </div>
      <ProductSheet editor={editor} />
      <ConfirmDialog
        open={removal.pending !== null}
        title={t('admin-products.deleteTitle')}
        description={t('admin-products.deleteDescription', { title: removal.pending?.title ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleting}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
